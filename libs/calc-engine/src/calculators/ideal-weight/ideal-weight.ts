import { assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { SEX, SEX_OPTIONS, type Sex } from '../../_lib/sex.js';
import type { CalculationResult, DetailValue, Intermediate, NumberInputSpec, SelectInputSpec } from '../../types.js';

export interface IdealWeightInputs {
  readonly sex: Sex;
  /** cm. */
  readonly height: number;
}

export interface IdealWeightDetails extends Record<string, number> {
  readonly idealWeightDevine: number;
  readonly idealWeightRobinson: number;
  readonly idealWeightMiller: number;
  readonly idealWeightHamwi: number;
  readonly healthyBmiWeightMin: number;
  readonly healthyBmiWeightMax: number;
}

const sex = {
  name: 'sex', label: 'Sex', type: 'select', required: true, options: SEX_OPTIONS, uiDefault: SEX.male,
  optionLabels: { [SEX.male]: 'Male', [SEX.female]: 'Female' },
} as const satisfies SelectInputSpec;
const height = {
  name: 'height', label: 'Height', type: 'number', unit: 'cm', required: true, min: 130, max: 250, step: 0.1,
  uiDefault: 175, placeholder: 'Enter your height', measure: 'height', decimals: 1,
  help: 'The formulas are made for adults at least 5 ft (152.4 cm) tall.',
} as const satisfies NumberInputSpec;

/** Each formula is a base weight at 5 ft plus so many kg per inch above it: [male, female]. */
const FORMULAS = {
  devine: { male: [50, 2.3], female: [45.5, 2.3] },
  robinson: { male: [52, 1.9], female: [49, 1.7] },
  miller: { male: [56.2, 1.41], female: [53.1, 1.36] },
  hamwi: { male: [48, 2.7], female: [45.5, 2.2] },
} as const;

type FormulaName = keyof typeof FORMULAS;

const CM_PER_INCH = 2.54;
const FIVE_FEET_IN_INCHES = 60;
/** The formulas were fitted for heights from 5 ft; below it they are extrapolated. */
const FIVE_FEET_M = 1.524;
const KG_PER_POUND = 0.45359237;
/** The healthy BMI range (CDC wording: it ends at 24.9; calculator.net uses 25). */
const HEALTHY_BMI = { low: 18.5, high: 24.9 } as const;
/** The change of height in the what-ifs, in centimetres. */
const HEIGHT_STEP = 5;

/** A height 5 cm away in the direction given, or in the other where that leaves the heights the form takes. */
const stepWithin = (cm: number, step: number) => (cm + step >= height.min && cm + step <= height.max ? cm + step : cm - step);
const taller = (cm: number) => stepWithin(cm, HEIGHT_STEP);
const shorter = (cm: number) => stepWithin(cm, -HEIGHT_STEP);

const bySex = (value: Sex) => (value === SEX.male ? 'male' : 'female');
const inchesOverFiveFeet = (cm: number) => cm / CM_PER_INCH - FIVE_FEET_IN_INCHES;

/** A formula's base weight (`<name>Base`) and kg per inch (`<name>PerInch`) for the visitor's sex, for the worked solution. */
const coefficients = Object.fromEntries(
  (Object.keys(FORMULAS) as FormulaName[]).flatMap((name) => [
    [`${name}Base`, { value: (inputs: IdealWeightInputs) => FORMULAS[name][bySex(inputs.sex)][0] }],
    [`${name}PerInch`, { value: (inputs: IdealWeightInputs) => FORMULAS[name][bySex(inputs.sex)][1] }],
  ]),
) as Record<string, Intermediate<IdealWeightInputs>>;

type Weight = (details: Readonly<Record<string, DetailValue>>) => number;
const FORMULA_OUTPUTS = ['idealWeightDevine', 'idealWeightRobinson', 'idealWeightMiller', 'idealWeightHamwi'] as const;
const lowestFormula: Weight = (details) => Math.min(...FORMULA_OUTPUTS.map((name) => Number(details[name])));
const highestFormula: Weight = (details) => Math.max(...FORMULA_OUTPUTS.map((name) => Number(details[name])));

/** A weight written in kilograms (`<name>Kg`) and in pounds (`<name>Lb`), to one decimal, for the assessment. */
const kgAndLb = (name: string, weight: Weight): Record<string, Intermediate<IdealWeightInputs>> => ({
  [`${name}Kg`]: { decimals: 1, value: (_inputs, details) => weight(details) },
  [`${name}Lb`]: { decimals: 1, value: (_inputs, details) => weight(details) / KG_PER_POUND },
});

/** The Devine formula's step of the worked solution, or another formula's. */
const formulaStep = (name: FormulaName, label: string, value: string) => ({
  label, expression: `{${name}Base} + {${name}PerInch} × {inchesOverFiveFeet:4}`, value,
});

export const idealWeight = defineCalculator<IdealWeightInputs, IdealWeightDetails>({
  slug: 'ideal-weight',
  inputs: [sex, height],
  outputs: [
    { name: 'idealWeightDevine', type: 'number', unit: 'kg', label: 'Devine (1974)', decimals: 1, words: 'the ideal weight' },
    { name: 'idealWeightRobinson', type: 'number', unit: 'kg', label: 'Robinson (1983)' },
    { name: 'idealWeightMiller', type: 'number', unit: 'kg', label: 'Miller (1983)' },
    { name: 'idealWeightHamwi', type: 'number', unit: 'kg', label: 'Hamwi (1964)' },
    { name: 'healthyBmiWeightMin', type: 'number', unit: 'kg', label: 'Healthy BMI weight from' },
    { name: 'healthyBmiWeightMax', type: 'number', unit: 'kg', label: 'Healthy BMI weight up to', words: 'the healthy BMI weight up to' },
  ],
  primary: 'idealWeightDevine',
  compute(inputs) {
    assertPositive(inputs.height, height);
    // Below 5 ft the per-inch amount is subtracted (extrapolation, as ajdesigner does).
    const over = inchesOverFiveFeet(inputs.height);
    const formula = (name: FormulaName) => {
      const [base, perInch] = FORMULAS[name][bySex(inputs.sex)];
      return base + perInch * over;
    };
    const devine = formula('devine');
    const robinson = formula('robinson');
    const miller = formula('miller');
    const hamwi = formula('hamwi');
    const metresSquared = (inputs.height / 100) ** 2;
    return {
      value: devine,
      unit: 'kg',
      details: {
        idealWeightDevine: devine,
        idealWeightRobinson: robinson,
        idealWeightMiller: miller,
        idealWeightHamwi: hamwi,
        healthyBmiWeightMin: HEALTHY_BMI.low * metresSquared,
        healthyBmiWeightMax: HEALTHY_BMI.high * metresSquared,
      },
      chart: {
        type: 'bar',
        data: [
          { role: 'devine', value: devine },
          { role: 'robinson', value: robinson },
          { role: 'miller', value: miller },
          { role: 'hamwi', value: hamwi },
        ],
      },
    };
  },
  intermediates: {
    inchesOverFiveFeet: { unit: 'in', value: (inputs) => inchesOverFiveFeet(inputs.height) },
    heightMetres: { value: (inputs) => inputs.height / 100 },
    ...coefficients,
    devinePounds: { unit: 'lb', decimals: 1, value: (_inputs, details) => Number(details['idealWeightDevine']) / KG_PER_POUND },
    ...kgAndLb('formulasLow', lowestFormula),
    ...kgAndLb('formulasHigh', highestFormula),
    ...kgAndLb('healthyLow', (details) => Number(details['healthyBmiWeightMin'])),
    ...kgAndLb('healthyHigh', (details) => Number(details['healthyBmiWeightMax'])),
  },
  solution: [
    // Inches are written to 4 decimals: enough for a height typed in centimetres.
    { label: 'Inches over 5 feet', expression: '{height} / 2.54 − 60', value: 'inchesOverFiveFeet', decimals: 4 },
    formulaStep('robinson', 'Robinson (1983)', 'idealWeightRobinson'),
    formulaStep('miller', 'Miller (1983)', 'idealWeightMiller'),
    formulaStep('hamwi', 'Hamwi (1964)', 'idealWeightHamwi'),
    { label: 'Lowest healthy weight (BMI 18.5)', expression: '18.5 × {heightMetres}²', value: 'healthyBmiWeightMin' },
    { label: 'Highest healthy weight (BMI 24.9)', expression: '24.9 × {heightMetres}²', value: 'healthyBmiWeightMax' },
    formulaStep('devine', 'Devine (1974)', 'idealWeightDevine'),
  ],
  assessment: {
    of: 'idealWeightDevine',
    bands: [
      {
        text: 'By the Devine formula, the clinical standard, your ideal weight is {idealWeightDevine} ({devinePounds}). ' +
          'The four formulas span {formulasLowKg}–{formulasHighKg} kg ({formulasLowLb}–{formulasHighLb} lb). ' +
          'A healthy BMI (18.5 to 24.9) at your height means a weight of {healthyLowKg}–{healthyHighKg} kg ' +
          '({healthyLowLb}–{healthyHighLb} lb): anywhere in that range can be healthy, depending on your build and muscle.',
      },
    ],
    notes: [
      {
        // Read from the result, which an assessment may be given without its inputs.
        when: (_inputs, details) => Math.sqrt(Number(details['healthyBmiWeightMin']) / HEALTHY_BMI.low) < FIVE_FEET_M,
        text: 'Below 5 ft the formulas are stretched beyond the heights they were made for, so rely on the BMI range instead.',
      },
    ],
  },
  whatIfs: [
    { lead: 'At {height}', change: ({ height: cm }) => ({ height: taller(cm) }), outputs: ['idealWeightDevine', 'healthyBmiWeightMax'] },
    {
      lead: 'At {height}',
      change: ({ height: cm }) => (shorter(cm) === taller(cm) ? undefined : { height: shorter(cm) }),
      outputs: ['idealWeightDevine', 'healthyBmiWeightMax'],
    },
  ],
  properties: [
    { output: 'idealWeightDevine', input: 'height', direction: 'rises' },
    { output: 'idealWeightRobinson', input: 'height', direction: 'rises' },
    { output: 'idealWeightMiller', input: 'height', direction: 'rises' },
    { output: 'idealWeightHamwi', input: 'height', direction: 'rises' },
    { output: 'healthyBmiWeightMin', input: 'height', direction: 'rises' },
    { output: 'healthyBmiWeightMax', input: 'height', direction: 'rises' },
  ],
  referenceValues: [
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
  ],
});

/**
 * Ideal body weight by Devine (the clinical standard), Robinson, Miller and Hamwi, with the weight range of a
 * healthy BMI (18.5 to 24.9) for the height.
 * @param inputs - `sex` (1 male, 2 female), `height` (cm)
 * @returns the Devine weight as `value` (kg), every formula and the healthy range in `details`, and a bar chart
 * of the four formulas
 * @example
 * idealBodyWeight({ sex: 1, height: 177.8 }).value; // 73 = 50 + 2.3 × 10 in over 5 ft
 */
export function idealBodyWeight(inputs: IdealWeightInputs): CalculationResult<IdealWeightDetails> {
  return runCalculator(idealWeight, inputs);
}
