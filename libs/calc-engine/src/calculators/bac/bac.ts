import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { SEX, SEX_OPTIONS, type Sex } from '../../_lib/sex.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** How the drinks are counted: as US standard drinks, or by the size and strength of each drink. */
export const BAC_DRINK_INPUT = { standardDrinks: 1, sizeAndStrength: 2 } as const;

export interface BacInputs {
  /** 1 male, 2 female. */
  readonly sex: Sex;
  /** Body weight, kg. */
  readonly weight: number;
  /** 1 standard drinks, 2 size and strength; 1 by default. */
  readonly drinkInput: number;
  /** US standard drinks of 14 g of alcohol (drink input 1). */
  readonly standardDrinks?: number;
  /** Drinks of the size and strength given (drink input 2). */
  readonly numberOfDrinks?: number;
  /** mL in one drink (drink input 2). */
  readonly drinkVolume?: number;
  /** Alcohol by volume, % (drink input 2). */
  readonly alcoholPercent?: number;
  /** Hours from the first drink to now; 0 by default. */
  readonly hoursSinceFirstDrink: number;
}

export interface BacDetails extends Record<string, number> {
  readonly bac: number;
  readonly peakBac: number;
  readonly alcoholGrams: number;
  readonly hoursUntilSober: number;
  readonly hoursUntilBelowLimit: number;
}

/** Grams of pure alcohol in a US standard drink (NIAAA). */
const GRAMS_PER_STANDARD_DRINK = 14;
/** Density of ethanol, g/mL. */
const ETHANOL_DENSITY = 0.789;
/** Widmark's body-water factor r (decision 5 of the contract): men 0.68, women 0.55. */
const WIDMARK_R = { [SEX.male]: 0.68, [SEX.female]: 0.55 } as const;
/** Alcohol eliminated per hour, in BAC percentage points. */
const ELIMINATION_PER_HOUR = 0.015;
/** The US per-se limit for drivers 21 and over, %. */
const DRIVING_LIMIT = 0.08;
const MAX_HOURS = 48;
const MAX_DRINKS = 50;

const byStandardDrinks = { input: 'drinkInput', equals: [BAC_DRINK_INPUT.standardDrinks] };
const bySizeAndStrength = { input: 'drinkInput', equals: [BAC_DRINK_INPUT.sizeAndStrength] };

const sex = {
  name: 'sex', label: 'Sex', type: 'select', required: true, options: SEX_OPTIONS, uiDefault: SEX.male,
  optionLabels: { 1: 'Male', 2: 'Female' }, help: 'Women have less body water for the same weight, so the same drinks give a higher BAC.',
} as const satisfies SelectInputSpec;
const weight = {
  name: 'weight', label: 'Body Weight', type: 'number', unit: 'kg', measure: 'mass', required: true, checked: true,
  min: 20, max: 300, step: 0.1, decimals: 1, uiDefault: 80, placeholder: 'e.g. 80', help: 'Your weight now, in everyday clothes.',
} as const satisfies NumberInputSpec;
const drinkInput = {
  name: 'drinkInput', label: 'Count Drinks as', type: 'select', required: false, default: BAC_DRINK_INPUT.standardDrinks,
  options: [BAC_DRINK_INPUT.standardDrinks, BAC_DRINK_INPUT.sizeAndStrength], uiDefault: BAC_DRINK_INPUT.standardDrinks,
  optionLabels: { 1: 'Standard drinks', 2: 'Size and strength' },
  help: 'A US standard drink is 12 fl oz of 5% beer, 5 fl oz of 12% wine or 1.5 fl oz of 40% spirits.',
} as const satisfies SelectInputSpec;
const standardDrinks = {
  name: 'standardDrinks', label: 'Standard Drinks', type: 'number', required: true, checked: true, min: 0, max: MAX_DRINKS,
  step: 0.5, decimals: 1, uiDefault: 3, placeholder: 'e.g. 3', visibleWhen: byStandardDrinks,
  help: 'Each holds 14 g of pure alcohol; a large glass of wine or a strong beer counts as more than one.',
} as const satisfies NumberInputSpec;
const numberOfDrinks = {
  name: 'numberOfDrinks', label: 'Number of Drinks', type: 'number', required: true, checked: true, min: 0, max: MAX_DRINKS,
  step: 0.5, decimals: 1, uiDefault: 2, placeholder: 'e.g. 2', visibleWhen: bySizeAndStrength, help: 'Drinks of the size and strength below.',
} as const satisfies NumberInputSpec;
const drinkVolume = {
  name: 'drinkVolume', label: 'Drink Size', type: 'number', unit: 'mL', measure: 'drinkVolume', required: true, checked: true,
  min: 0, minExclusive: true, max: 2000, step: 1, decimals: 0, uiDefault: 355, placeholder: 'e.g. 355', visibleWhen: bySizeAndStrength,
  help: 'The volume of one drink: a can of beer is 355 mL (12 fl oz), a pint 473 mL (16 fl oz).',
} as const satisfies NumberInputSpec;
const alcoholPercent = {
  name: 'alcoholPercent', label: 'Alcohol by Volume', type: 'number', unit: '%', required: true, checked: true, min: 0, max: 100,
  step: 0.1, decimals: 1, uiDefault: 5, placeholder: 'e.g. 5', visibleWhen: bySizeAndStrength,
  help: 'The ABV on the label: about 5% for beer, 12% for wine, 40% for spirits.',
} as const satisfies NumberInputSpec;
const hoursSinceFirstDrink = {
  name: 'hoursSinceFirstDrink', label: 'Hours Since the First Drink', type: 'number', unit: 'h', required: false, default: 0,
  checked: true, min: 0, max: MAX_HOURS, step: 0.5, decimals: 1, uiDefault: 0, placeholder: 'e.g. 2',
  help: 'How long ago you started drinking; 0 gives the peak as if every drink were absorbed at once.',
} as const satisfies NumberInputSpec;

const standard = ({ drinkInput: counted }: BacInputs) => counted !== BAC_DRINK_INPUT.sizeAndStrength;
const male = ({ sex: chosen }: BacInputs) => chosen === SEX.male;
/** Some time has passed since the first drink, so some alcohol has been cleared. */
const drinking = ({ hoursSinceFirstDrink: hours }: BacInputs) => (hours ?? 0) > 0;

/** Grams of pure alcohol: 14 g a standard drink, or drinks × mL × ABV × 0.789 g/mL. */
function gramsOf(inputs: BacInputs): number {
  if (standard(inputs)) return GRAMS_PER_STANDARD_DRINK * (inputs.standardDrinks as number);
  return (inputs.numberOfDrinks as number) * (inputs.drinkVolume as number) * ((inputs.alcoholPercent as number) / 100) * ETHANOL_DENSITY;
}

const NOT_SAFE =
  'This is an estimate from average constants: your real BAC can be a fifth higher or lower, or more. It never shows that driving is safe; if you have been drinking, do not drive.';

export const bac = defineCalculator<BacInputs, BacDetails>({
  slug: 'bac',
  inputs: [sex, weight, drinkInput, standardDrinks, numberOfDrinks, drinkVolume, alcoholPercent, hoursSinceFirstDrink],
  outputs: [
    { name: 'bac', type: 'number', unit: '%', label: 'Estimated BAC now', decimals: 3, words: 'the estimated BAC' },
    { name: 'peakBac', type: 'number', unit: '%', label: 'Peak BAC (all alcohol absorbed)', decimals: 3, words: 'the peak BAC' },
    { name: 'alcoholGrams', type: 'number', unit: 'g', label: 'Pure alcohol drunk', decimals: 1, words: 'the alcohol drunk' },
    { name: 'hoursUntilSober', type: 'number', unit: 'h', label: 'Hours until BAC reaches 0', decimals: 1, words: 'the time to sober up' },
    { name: 'hoursUntilBelowLimit', type: 'number', unit: 'h', label: 'Hours until below 0.08%', decimals: 1, words: 'the time to fall below the legal limit' },
  ],
  primary: 'bac',
  compute(inputs) {
    const alcoholGrams = gramsOf(inputs);
    const peakBac = (alcoholGrams / (inputs.weight * 1000 * WIDMARK_R[inputs.sex])) * 100;
    const bacNow = Math.max(0, peakBac - ELIMINATION_PER_HOUR * inputs.hoursSinceFirstDrink);
    return {
      value: bacNow,
      unit: '%',
      details: {
        bac: bacNow,
        peakBac,
        alcoholGrams,
        hoursUntilSober: bacNow / ELIMINATION_PER_HOUR,
        hoursUntilBelowLimit: Math.max(0, (bacNow - DRIVING_LIMIT) / ELIMINATION_PER_HOUR),
      },
    };
  },
  intermediates: {
    eliminated: { unit: '%', decimals: 3, value: (inputs) => ELIMINATION_PER_HOUR * inputs.hoursSinceFirstDrink },
  },
  solution: [
    { label: 'Pure alcohol (14 g a standard drink)', expression: '14 × {standardDrinks}', value: 'alcoholGrams', when: standard },
    {
      label: 'Pure alcohol (ethanol weighs 0.789 g/mL)', expression: '{numberOfDrinks} × {drinkVolume} × {alcoholPercent} ÷ 100 × 0.789',
      value: 'alcoholGrams', when: (inputs) => !standard(inputs),
    },
    { label: 'Peak BAC (Widmark, r = 0.68 for men)', expression: '{alcoholGrams} ÷ ({weight} × 1000 × 0.68) × 100', value: 'peakBac', when: male },
    {
      label: 'Peak BAC (Widmark, r = 0.55 for women)', expression: '{alcoholGrams} ÷ ({weight} × 1000 × 0.55) × 100', value: 'peakBac',
      when: (inputs) => !male(inputs),
    },
    { label: 'Alcohol eliminated (0.015% an hour)', expression: '0.015 × {hoursSinceFirstDrink}', value: 'eliminated', when: drinking },
    { label: 'Estimated BAC now (never below 0)', expression: 'max(0, {peakBac:6} − {eliminated})', value: 'bac', when: drinking },
    {
      label: 'Estimated BAC now: the peak, with no time for the liver to clear any', expression: '{peakBac:6}', value: 'bac',
      when: (inputs) => !drinking(inputs),
    },
  ],
  assessment: {
    of: 'bac',
    cases: [
      {
        when: (_inputs, details) => Number(details['bac']) === 0 && Number(details['peakBac']) > 0,
        text: 'By this estimate the peak of {peakBac} has worn off and your BAC is back to 0%, as the body removes about 0.015% an hour. Some people clear alcohol more slowly: if you still feel any effect, wait longer before you drive.',
      },
      { when: (_inputs, details) => Number(details['peakBac']) === 0, text: 'No alcohol, no BAC: the estimate is 0%.' },
    ],
    bands: [
      {
        below: 0.02,
        text: 'An estimated BAC of {bac}: low, but not zero, and it should reach 0% in about {hoursUntilSober}. Drivers under 21 are held to a zero or near-zero limit in every US state.',
      },
      {
        below: 0.05,
        text: 'An estimated BAC of {bac}: enough to relax you and to dull judgement and the ability to track moving objects. It should reach 0% in about {hoursUntilSober}; Utah\'s limit for drivers is 0.05%.',
      },
      {
        below: DRIVING_LIMIT,
        text: 'An estimated BAC of {bac}: coordination, steering and reaction to emergencies are already impaired, and it is above Utah\'s 0.05% limit. Under the 0.08% limit of other states is not the same as fit to drive; it should reach 0% in about {hoursUntilSober}.',
      },
      {
        below: 0.15,
        text: 'An estimated BAC of {bac}: over the 0.08% legal limit for driving in every US state. It would take about {hoursUntilBelowLimit} to fall below 0.08% and {hoursUntilSober} to reach 0%; coffee, food or a shower do not speed this up.',
      },
      {
        below: 0.3,
        text: 'An estimated BAC of {bac}: heavy impairment, with poor balance, vomiting and blackouts likely. It would take about {hoursUntilSober} to reach 0%. Do not drive, and do not leave someone at this level alone.',
      },
      {
        text: 'An estimated BAC of {bac}: a level at which alcohol poisoning can stop breathing. If someone is confused, cannot stay awake, vomits while drowsy or breathes slowly, call 911 (or your local emergency number) now.',
      },
    ],
    notes: [{ text: NOT_SAFE }],
  },
  whatIfs: [
    {
      lead: 'With a further standard drink',
      change: (inputs) => {
        const drinks = inputs.standardDrinks as number;
        return standard(inputs) && drinks + 1 <= MAX_DRINKS ? { standardDrinks: drinks + 1 } : undefined;
      },
      outputs: ['bac', 'hoursUntilSober'],
    },
    {
      lead: 'With a further drink of the same size',
      change: (inputs) => {
        const drinks = inputs.numberOfDrinks as number;
        return !standard(inputs) && drinks + 1 <= MAX_DRINKS ? { numberOfDrinks: drinks + 1 } : undefined;
      },
      outputs: ['bac', 'hoursUntilSober'],
    },
    {
      lead: 'Waiting another hour, at {hoursSinceFirstDrink} since the first drink',
      change: (inputs) => {
        const hours = inputs.hoursSinceFirstDrink ?? 0;
        return hours + 1 <= MAX_HOURS ? { hoursSinceFirstDrink: hours + 1 } : undefined;
      },
      outputs: ['bac'],
    },
    {
      lead: 'For a woman of the same weight',
      change: (inputs) => (male(inputs) ? { sex: SEX.female } : undefined),
      outputs: ['bac'],
    },
    {
      lead: 'For a man of the same weight',
      change: (inputs) => (male(inputs) ? undefined : { sex: SEX.male }),
      outputs: ['bac'],
    },
  ],
  properties: [
    { output: 'bac', input: 'standardDrinks', direction: 'rises' },
    { output: 'peakBac', input: 'numberOfDrinks', direction: 'rises' },
    { output: 'peakBac', input: 'alcoholPercent', direction: 'rises' },
    { output: 'bac', input: 'weight', direction: 'falls' },
    { output: 'bac', input: 'hoursSinceFirstDrink', direction: 'falls' },
    { output: 'peakBac', input: 'hoursSinceFirstDrink', direction: 'rises' },
  ],
  // The sources give the equation and its constants, not a worked number with these constants: each value below is
  // worked by hand with exact decimals.
  referenceValues: [
    {
      name: 'a man of 80 kg, 3 standard drinks at once: 0.0772%',
      source: 'computed by hand: 3 × 14 g = 42 g; 42 ÷ (80 × 1,000 × 0.68) × 100 = 42 ÷ 54,400 × 100 = 0.077206%; ÷ 0.015 = 5.147 h',
      inputs: { sex: 1, weight: 80, standardDrinks: 3 },
      expected: { alcoholGrams: 42, peakBac: 0.0772, bac: 0.0772, hoursUntilSober: 5.1471, hoursUntilBelowLimit: 0 }, decimals: 4,
    },
    {
      name: 'a man of 160 lb (72.57 kg), 3 standard drinks, 2 hours later: 0.055%',
      source: 'computed by hand (Appendix A of the contract; quickbacmath.com prints 0.049% with r = 0.73): 160 × 0.45359237 = 72.5747792 kg; 42 ÷ (72,574.78 × 0.68) × 100 = 0.085105%; − 2 × 0.015 = 0.055105%',
      inputs: { sex: 1, weight: 72.5747792, standardDrinks: 3, hoursSinceFirstDrink: 2 },
      expected: { peakBac: 0.0851, bac: 0.0551, hoursUntilSober: 3.6737 }, decimals: 4,
    },
    {
      name: 'a woman of 60 kg, two 150 mL glasses of 12% wine, an hour later: 0.0711%',
      source: 'computed by hand: 2 × 150 × 0.12 × 0.789 = 28.404 g; 28.404 ÷ (60,000 × 0.55) × 100 = 0.086073%; − 0.015 = 0.071073%',
      inputs: { sex: 2, weight: 60, drinkInput: 2, numberOfDrinks: 2, drinkVolume: 150, alcoholPercent: 12, hoursSinceFirstDrink: 1 },
      expected: { alcoholGrams: 28.404, peakBac: 0.0861, bac: 0.0711, hoursUntilSober: 4.7382, hoursUntilBelowLimit: 0 }, decimals: 4,
    },
    {
      name: 'a woman of 55 kg, 6 standard drinks, 1 hour later: 0.263%, 12.2 hours to fall below 0.08%',
      source: 'computed by hand: 84 g ÷ (55,000 × 0.55) × 100 = 0.277686%; − 0.015 = 0.262686%; (0.262686 − 0.08) ÷ 0.015 = 12.179 h; ÷ 0.015 = 17.512 h',
      inputs: { sex: 2, weight: 55, standardDrinks: 6, hoursSinceFirstDrink: 1 },
      expected: { bac: 0.2627, hoursUntilBelowLimit: 12.18, hoursUntilSober: 17.51 }, decimals: 2,
    },
    {
      name: 'the estimate never goes below 0: 2 standard drinks, 10 hours later',
      source: 'computed by hand: 28 g ÷ (80,000 × 0.68) × 100 = 0.051471%; − 0.15 < 0 → 0',
      inputs: { sex: 1, weight: 80, standardDrinks: 2, hoursSinceFirstDrink: 10 },
      expected: { bac: 0, hoursUntilSober: 0, hoursUntilBelowLimit: 0 }, decimals: 6,
    },
  ],
});

/**
 * Blood alcohol concentration by Widmark's formula: grams of alcohol over body water (r = 0.68 men, 0.55 women), less
 * 0.015% an hour since the first drink, never below 0.
 * @param inputs - `sex`, `weight` (kg), `drinkInput` (1 standard drinks of 14 g, 2 size and strength), the drinks, and
 * `hoursSinceFirstDrink`
 * @returns the estimated BAC in % as `value`; the peak, the grams and the hours to 0% and to below 0.08% in `details`
 * @example
 * bloodAlcohol({ sex: 1, weight: 80, drinkInput: 1, standardDrinks: 3, hoursSinceFirstDrink: 0 }).value; // 0.0772…
 */
export function bloodAlcohol(inputs: BacInputs): CalculationResult<BacDetails> {
  return runCalculator(bac, inputs);
}
