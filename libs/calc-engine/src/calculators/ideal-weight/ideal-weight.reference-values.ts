import type { ReferenceValue } from '../../reference-value.js';

/** The ideal weight calculator's published reference values. */
export const idealWeightReferenceValues: readonly ReferenceValue[] = [
  {
    name: 'a man 5 ft 10 in: Devine 73, Robinson 71, Miller 70.3, Hamwi 75 kg',
    source: 'ajdesigner',
    inputs: { sex: 1, height: 177.8 },
    expected: { idealWeightDevine: 73, idealWeightRobinson: 71, idealWeightMiller: 70.3, idealWeightHamwi: 75 },
    decimals: 2,
  },
  {
    name: 'a woman 5 ft 6 in: Devine 59.3 kg, healthy BMI range 51.99–69.98 kg',
    source: 'ourdailycalc',
    inputs: { sex: 2, height: 167.64 },
    expected: {
      idealWeightDevine: 59.3, idealWeightRobinson: 59.2, idealWeightMiller: 61.26, idealWeightHamwi: 58.7,
      healthyBmiWeightMin: 51.99, healthyBmiWeightMax: 69.98,
    },
    decimals: 2,
  },
];
