import { assertComputable } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { SEX, SEX_OPTIONS, type Sex } from '../../_lib/sex.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** The unit the serum creatinine is given in. */
export const CREATININE_UNIT = { mgDl: 1, umolL: 2 } as const;

export interface GfrInputs {
  /** Serum creatinine, in `creatinineUnit`. */
  readonly creatinine: number;
  /** 1 mg/dL, 2 µmol/L; 1 by default. */
  readonly creatinineUnit: number;
  /** Years, 18 to 120. */
  readonly age: number;
  /** 1 male, 2 female. */
  readonly sex: Sex;
}

export interface GfrDetails extends Record<string, number | string> {
  readonly egfr: number;
  /** KDIGO GFR category of the eGFR rounded to a whole number: G1, G2, G3a, G3b, G4 or G5. */
  readonly ckdStage: string;
  readonly creatinineMgDl: number;
}

/** µmol/L in 1 mg/dL of creatinine (molar mass 113.12 g/mol). */
const UMOL_PER_MG_DL = 88.4;
/** CKD-EPI 2021 (Inker et al., NEJM 2021;385:1737): κ, α and the sex factor. */
const KAPPA = { [SEX.male]: 0.9, [SEX.female]: 0.7 } as const;
const ALPHA = { [SEX.male]: -0.302, [SEX.female]: -0.241 } as const;
const FEMALE_FACTOR = 1.012;
/** KDIGO 2012 categories by the whole-number eGFR: the lowest value of each, best first. */
const STAGES = [
  { from: 90, stage: 'G1' }, { from: 60, stage: 'G2' }, { from: 45, stage: 'G3a' }, { from: 30, stage: 'G3b' }, { from: 15, stage: 'G4' },
] as const;

const creatinine = {
  name: 'creatinine', label: 'Serum Creatinine', type: 'number', required: true, checked: true, min: 0, minExclusive: true,
  step: 0.01, decimals: 2, uiDefault: 1, placeholder: 'e.g. 1.0',
  help: 'From your blood test report; in mg/dL in the US (about 0.6 to 1.2), µmol/L elsewhere (about 50 to 110).',
} as const satisfies NumberInputSpec;
const creatinineUnit = {
  name: 'creatinineUnit', label: 'Unit', type: 'select', required: false, default: CREATININE_UNIT.mgDl,
  options: [CREATININE_UNIT.mgDl, CREATININE_UNIT.umolL], uiDefault: CREATININE_UNIT.mgDl, optionLabels: { 1: 'mg/dL', 2: 'µmol/L' },
  help: 'The unit printed beside the creatinine on your report.',
} as const satisfies SelectInputSpec;
const age = {
  name: 'age', label: 'Age', type: 'number', unit: 'years', required: true, checked: true, min: 18, max: 120, step: 1,
  uiDefault: 50, placeholder: 'e.g. 50', domainMessage: 'The equation is for adults 18 to 120 years',
  help: 'Your age in years on the day of the blood test.',
} as const satisfies NumberInputSpec;
const sex = {
  name: 'sex', label: 'Sex', type: 'select', required: true, options: SEX_OPTIONS, uiDefault: SEX.male,
  optionLabels: { 1: 'Male', 2: 'Female' }, help: 'The equation uses sex because men make more creatinine on average; it does not use race.',
} as const satisfies SelectInputSpec;

const female = ({ sex: chosen }: GfrInputs) => chosen === SEX.female;
const inMicromoles = ({ creatinineUnit: unit }: GfrInputs) => unit === CREATININE_UNIT.umolL;
const mgDlOf = (inputs: GfrInputs) => (inMicromoles(inputs) ? inputs.creatinine / UMOL_PER_MG_DL : inputs.creatinine);
const ratioOf = (inputs: GfrInputs) => mgDlOf(inputs) / KAPPA[inputs.sex];

/** The KDIGO category of an eGFR, read from the whole number a lab reports (rounded half up). */
function stageOf(egfr: number): string {
  const reported = Math.floor(egfr + 0.5);
  return STAGES.find(({ from }) => reported >= from)?.stage ?? 'G5';
}

const ONE_VALUE =
  'A single value does not diagnose chronic kidney disease: that takes an eGFR under 60, or signs of kidney damage such as albumin in the urine, lasting three months or more. Dehydration, a large meat meal, hard exercise and some medicines raise creatinine for a while.';

export const gfr = defineCalculator<GfrInputs, GfrDetails>({
  slug: 'gfr',
  inputs: [creatinine, creatinineUnit, age, sex],
  outputs: [
    { name: 'egfr', type: 'number', unit: 'mL/min/1.73 m²', label: 'eGFR (CKD-EPI 2021)', decimals: 0, words: 'the eGFR' },
    { name: 'ckdStage', type: 'string', label: 'GFR category (KDIGO)', words: 'the GFR category' },
    { name: 'creatinineMgDl', type: 'number', unit: 'mg/dL', label: 'Creatinine in mg/dL', decimals: 2 },
  ],
  primary: 'egfr',
  compute(inputs) {
    const creatinineMgDl = mgDlOf(inputs);
    const ratio = ratioOf(inputs);
    const egfr = 142 * Math.min(ratio, 1) ** ALPHA[inputs.sex] * Math.max(ratio, 1) ** -1.2 * 0.9938 ** inputs.age
      * (female(inputs) ? FEMALE_FACTOR : 1);
    // A creatinine too close to 0 leaves no finite estimate.
    assertComputable({ egfr }, creatinine);
    return { value: egfr, unit: 'mL/min/1.73 m²', details: { egfr, ckdStage: stageOf(egfr), creatinineMgDl } };
  },
  intermediates: {
    ratio: { decimals: 6, value: (inputs) => ratioOf(inputs) },
    lowTerm: { decimals: 6, value: (inputs) => Math.min(ratioOf(inputs), 1) ** ALPHA[inputs.sex] },
    highTerm: { decimals: 6, value: (inputs) => Math.max(ratioOf(inputs), 1) ** -1.2 },
    ageTerm: { decimals: 6, value: (inputs) => 0.9938 ** inputs.age },
    reported: { unit: 'mL/min/1.73 m²', decimals: 0, value: (_inputs, details) => Math.floor(Number(details['egfr']) + 0.5) },
  },
  solution: [
    { label: 'Creatinine in mg/dL', expression: '{creatinine} ÷ 88.4', value: 'creatinineMgDl', when: inMicromoles },
    { label: 'Creatinine over κ (0.7 for women)', expression: '{creatinineMgDl} ÷ 0.7', value: 'ratio', when: female },
    { label: 'Creatinine over κ (0.9 for men)', expression: '{creatinineMgDl} ÷ 0.9', value: 'ratio', when: (inputs) => !female(inputs) },
    { label: 'Low-creatinine term (α = −0.241 for women)', expression: 'min({ratio}, 1)^−0.241', value: 'lowTerm', when: female },
    { label: 'Low-creatinine term (α = −0.302 for men)', expression: 'min({ratio}, 1)^−0.302', value: 'lowTerm', when: (inputs) => !female(inputs) },
    { label: 'High-creatinine term', expression: 'max({ratio}, 1)^−1.2', value: 'highTerm' },
    { label: 'Age term', expression: '0.9938^{age}', value: 'ageTerm' },
    { label: 'eGFR (× 1.012 for women)', expression: '142 × {lowTerm} × {highTerm} × {ageTerm} × 1.012', value: 'egfr', when: female },
    { label: 'eGFR', expression: '142 × {lowTerm} × {highTerm} × {ageTerm}', value: 'egfr', when: (inputs) => !female(inputs) },
  ],
  assessment: {
    of: 'egfr',
    bands: [
      {
        below: 14.5,
        text: 'An eGFR of {reported} is category G5, kidney failure: the kidneys filter less than 15 mL a minute for a standard body size. Talk to a kidney specialist (nephrologist) promptly about treatment, including dialysis or a transplant.',
      },
      {
        below: 29.5,
        text: 'An eGFR of {reported} is category G4, a severe decrease in kidney function. This needs a kidney specialist\'s care, a check of every medicine\'s dose, and planning for what may come next.',
      },
      {
        below: 44.5,
        text: 'An eGFR of {reported} is category G3b, a moderate to severe decrease. Ask your doctor about the cause, a urine albumin test, blood pressure, and whether your medicines need lower doses.',
      },
      {
        below: 59.5,
        text: 'An eGFR of {reported} is category G3a, a mild to moderate decrease. If it stays under 60 for three months, that is chronic kidney disease: ask your doctor to repeat the test and check your urine for albumin.',
      },
      {
        below: 89.5,
        text: 'An eGFR of {reported} is category G2, mildly decreased, which is common and often normal with age. It counts as kidney disease only with other signs of kidney damage, such as albumin in the urine.',
      },
      {
        text: 'An eGFR of {reported} is category G1, normal or high kidney function. It counts as kidney disease only with other signs of kidney damage, such as albumin in the urine.',
      },
    ],
    notes: [{ text: ONE_VALUE }],
  },
  whatIfs: [
    {
      lead: 'At age {plain.age}',
      change: ({ age: years }) => (years + 10 <= 120 ? { age: years + 10 } : undefined),
      outputs: ['egfr'],
    },
    {
      lead: 'With a creatinine of {creatinine}',
      change: (inputs) => ({ creatinine: inputs.creatinine * 1.25 }),
      outputs: ['egfr'],
    },
    {
      lead: 'For a woman of the same age and creatinine',
      change: (inputs) => (female(inputs) ? undefined : { sex: SEX.female }),
      outputs: ['egfr'],
    },
    {
      lead: 'For a man of the same age and creatinine',
      change: (inputs) => (female(inputs) ? { sex: SEX.male } : undefined),
      outputs: ['egfr'],
    },
  ],
  properties: [
    { output: 'egfr', input: 'creatinine', direction: 'falls' },
    { output: 'egfr', input: 'age', direction: 'falls' },
  ],
  // The NKF publishes the equation, not worked numbers: each value is computed a second way, with 40-digit decimals
  // (exp and ln), and the first matches the secondary page's "about 76" once rounded to a tenth (75.5).
  referenceValues: [
    {
      name: 'a woman of 55 with 0.9 mg/dL: 75.50 (75 as a lab reports it), category G2',
      source: 'computed with exact decimals: 0.9/0.7 = 1.285714; 1.285714^−1.2 = 0.739651; 0.9938^55 = 0.710305; 142 × 0.739651 × 0.710305 × 1.012 = 75.4988 (a secondary page rounds it to "about 76")',
      inputs: { creatinine: 0.9, age: 55, sex: 2 }, expected: { egfr: 75.4988, creatinineMgDl: 0.9 }, decimals: 4, exact: { ckdStage: 'G2' },
    },
    {
      name: 'a man of 50 with 1.0 mg/dL: 91.69, category G1',
      source: 'computed with exact decimals: 1.0/0.9 = 1.111111; 1.111111^−1.2 = 0.881234; 0.9938^50 = 0.732740; 142 × 0.881234 × 0.732740 = 91.6915',
      inputs: { creatinine: 1, age: 50, sex: 1 }, expected: { egfr: 91.6915 }, decimals: 4, exact: { ckdStage: 'G1' },
    },
    {
      name: 'a man of 70 with 2.5 mg/dL: 26.96, category G4',
      source: 'computed with exact decimals: 2.5/0.9 = 2.777778; ^−1.2 = 0.293470; 0.9938^70 = 0.647038; × 142 = 26.9638',
      inputs: { creatinine: 2.5, age: 70, sex: 1 }, expected: { egfr: 26.9638 }, decimals: 4, exact: { ckdStage: 'G4' },
    },
    {
      name: 'a woman of 65 with 150 µmol/L (1.70 mg/dL): 33.15, category G3b',
      source: 'computed with exact decimals: 150 ÷ 88.4 = 1.696833 mg/dL; ÷ 0.7 = 2.424047; ^−1.2 = 0.345582; 0.9938^65 = 0.667474; × 142 × 1.012 = 33.1478',
      inputs: { creatinine: 150, creatinineUnit: 2, age: 65, sex: 2 }, expected: { egfr: 33.1478, creatinineMgDl: 1.6968 }, decimals: 4,
      exact: { ckdStage: 'G3b' },
    },
    {
      name: 'a woman of 30 with 0.6 mg/dL, below κ: 123.76 (the low-creatinine term applies)',
      source: 'computed with exact decimals: 0.6/0.7 = 0.857143; ^−0.241 = 1.037849; 0.9938^30 = 0.829793; 142 × 1.037849 × 0.829793 × 1.012 = 123.7579',
      inputs: { creatinine: 0.6, age: 30, sex: 2 }, expected: { egfr: 123.7579 }, decimals: 4, exact: { ckdStage: 'G1' },
    },
    {
      name: 'a man of 60 with 5.0 mg/dL: 12.49, category G5',
      source: 'computed with exact decimals: 5.0/0.9 = 5.555556; ^−1.2 = 0.127740; 0.9938^60 = 0.688556; × 142 = 12.4898',
      inputs: { creatinine: 5, age: 60, sex: 1 }, expected: { egfr: 12.4898 }, decimals: 4, exact: { ckdStage: 'G5' },
    },
  ],
});

/**
 * Estimated glomerular filtration rate by the race-free CKD-EPI 2021 creatinine equation, with its KDIGO category.
 * @param inputs - `creatinine` in `creatinineUnit` (1 mg/dL, 2 µmol/L), `age` (18 to 120), `sex`
 * @returns the eGFR in mL/min/1.73 m² as `value`; the category (of the whole-number eGFR) and the creatinine in mg/dL in `details`
 * @example
 * estimatedGfr({ creatinine: 0.9, creatinineUnit: 1, age: 55, sex: 2 }).details.ckdStage; // 'G2' (eGFR 75.5)
 */
export function estimatedGfr(inputs: GfrInputs): CalculationResult<GfrDetails> {
  return runCalculator(gfr, inputs);
}
