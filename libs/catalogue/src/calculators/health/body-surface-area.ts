import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, primaryNumber } from '../../result-reading.js';

/** The body surface area kidney function (eGFR) is expressed per: the standard adult of the 1920s. */
const REFERENCE_BSA = 1.73;
/** The formulas agree within this for ordinary adult and child sizes (m²). */
const CLOSE_AGREEMENT_M2 = 0.05;

export const bodySurfaceArea: CalculatorDefinition = {
  slug: 'body-surface-area',
  aliases: ['body-surface-area-calculator', 'bsa', 'bsa-calculator', 'mosteller', 'mosteller-bsa'],
  title: 'Body Surface Area Calculator',
  description:
    'Calculate body surface area in square meters from height and weight with the Mosteller, DuBois, Haycock and Gehan-George formulas.',
  category: 'health',
  inputs: {
    height: { label: 'Height', placeholder: 'Enter height', unit: 'cm', step: 0.1, uiDefault: 175 },
    weight: { label: 'Weight', placeholder: 'Enter weight', unit: 'kg', step: 0.1, uiDefault: 70 },
  },
  unitToggle: { measures: { height: 'height', weight: 'mass' } },
  formula: {
    expression: 'Mosteller: BSA = √(H × W ÷ 3600);   DuBois: BSA = 0.007184 × W^0.425 × H^0.725',
    symbols: [
      { symbol: 'BSA', meaning: 'body surface area in square meters (m²)' },
      { symbol: 'H', meaning: 'height in cm' },
      { symbol: 'W', meaning: 'weight in kg' },
      { symbol: '3600', meaning: 'a constant that makes the result come out in m²' },
    ],
    text: 'Body surface area grows with both height and weight, roughly with the square root of their product. Mosteller simplified the older formulas to this one easy calculation, which gives almost the same answers.',
  },
  examples: [
    { description: '175 cm and 70 kg', inputs: { height: 175, weight: 70 } },
    { description: '180 cm and 80 kg', inputs: { height: 180, weight: 80 } },
    { description: '160 cm and 55 kg', inputs: { height: 160, weight: 55 } },
    { description: 'Child, 110 cm and 18 kg', inputs: { height: 110, weight: 18 } },
  ],
  disclaimer: categoryDisclaimers.health,
  interpret(result) {
    const bsa = primaryNumber(result);
    if (bsa === undefined) return 'Enter height and weight to see the body surface area.';
    const sentences = [`The body surface area is ${formatNumber(bsa, 2)} m² by the Mosteller formula.`];
    const others = [numberDetail(result, 'bsaDuBois'), numberDetail(result, 'bsaHaycock'), numberDetail(result, 'bsaGehanGeorge')]
      .filter((value): value is number => value !== undefined);
    if (others.length > 0) {
      const all = [bsa, ...others];
      const low = Math.min(...all);
      const high = Math.max(...all);
      const agreement = high - low <= CLOSE_AGREEMENT_M2
        ? 'so they agree closely'
        : 'a spread that is usual only at the extremes of body size, where every formula is less certain';
      sentences.push(`The four formulas give ${formatNumber(low, 2)} to ${formatNumber(high, 2)} m², ${agreement}.`);
    }
    const comparison = bsa < REFERENCE_BSA ? 'smaller than' : 'larger than';
    sentences.push(
      Math.abs(bsa - REFERENCE_BSA) < 0.005
        ? `That matches the ${REFERENCE_BSA} m² standard adult used in medicine.`
        : `That is ${comparison} the ${REFERENCE_BSA} m² standard adult used in medicine.`,
    );
    sentences.push('If this is for a medicine dose, the dose is set by your doctor or pharmacist: never change one yourself.');
    return sentences.join(' ');
  },
  keywords: [
    'bsa', 'body surface area', 'bsa calculator', 'mosteller', 'mosteller formula', 'dubois formula', 'm2',
    'body surface area calculator', 'chemotherapy dose', 'bsa formula', 'surface area of body', 'haycock',
    'body surface aria', 'bsa calulator', 'body surface area m2',
  ],
  related: ['bmi', 'ideal-weight', 'body-fat', 'bmr'],
  outputLabels: {
    bsaDuBois: 'DuBois & DuBois',
    bsaHaycock: 'Haycock',
    bsaGehanGeorge: 'Gehan & George',
  },
  resultDecimals: 2,
};
