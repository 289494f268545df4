import { approximate, decimal, sum } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** The engine's codes of `sex` and `formula`. */
const MALE = 1;
const HARRIS_BENEDICT = 2;
const KATCH_MCARDLE = 3;

/** The five activity levels of TDEE, with the engine's output names. */
const ACTIVITY_LEVELS = [
  { label: 'Daily energy use, sedentary', factor: 1.2, output: 'tdeeSedentary' },
  { label: 'Daily energy use, lightly active', factor: 1.375, output: 'tdeeLight' },
  { label: 'Daily energy use, moderately active', factor: 1.55, output: 'tdeeModerate' },
  { label: 'Daily energy use, very active', factor: 1.725, output: 'tdeeVeryActive' },
  { label: 'Daily energy use, extra active', factor: 1.9, output: 'tdeeExtraActive' },
] as const;

/** The steps of one BMR equation, for the formula chosen. */
function equationSteps(context: StepContext, formula: number): WorkedStep[] {
  const weight = decimal(context.number('weight'));
  if (formula === KATCH_MCARDLE) {
    const kg = context.number('weight');
    const bodyFat = context.number('bodyFatPercentage');
    const leanMass = kg * (1 - bodyFat / 100);
    return [
      { label: 'Lean body mass', expression: `${weight} × (1 − ${decimal(bodyFat)} / 100)`, value: approximate(leanMass, 'kg', 2) },
      { label: 'BMR (Katch-McArdle)', expression: `370 + 21.6 × ${decimal(leanMass, 2)}`, value: context.output('bmr') },
    ];
  }
  const male = context.number('sex') === MALE;
  const height = decimal(context.number('height'));
  const age = decimal(context.number('age'));
  if (formula === HARRIS_BENEDICT) {
    // Roza & Shizgal 1984 coefficients.
    const terms = male
      ? ['88.362', `13.397 × ${weight}`, `4.799 × ${height}`, `−5.677 × ${age}`]
      : ['447.593', `9.247 × ${weight}`, `3.098 × ${height}`, `−4.33 × ${age}`];
    return [{ label: 'BMR (revised Harris-Benedict)', expression: sum(terms), value: context.output('bmr') }];
  }
  const terms = [`10 × ${weight}`, `6.25 × ${height}`, `−5 × ${age}`, male ? '5' : '−161'];
  return [{ label: 'BMR (Mifflin-St Jeor)', expression: sum(terms), value: context.output('bmr') }];
}

/**
 * Worked steps of the BMR calculator: the equation chosen (Mifflin-St Jeor, revised Harris-Benedict or
 * Katch-McArdle) with the user's numbers, then the energy use at each activity level.
 * @param context - `sex`, `age`, `weight`, `height`, `formula`, `bodyFatPercentage` (Katch-McArdle) and the result
 * @returns the steps, ending with the BMR
 * @example
 * bmrSteps(context)[0]; // { label: 'BMR (Mifflin-St Jeor)', expression: '10 × 60 + 6.25 × 165 − 5 × 30 − 161', value: '1,320 kcal/day' }
 */
export function bmrSteps(context: StepContext): WorkedStep[] {
  const formula = context.number('formula', 1);
  const bmr = decimal(context.detail('bmr'), 2);
  return [
    ...equationSteps(context, formula),
    ...ACTIVITY_LEVELS.map(({ label, factor, output }) => ({
      label,
      expression: `${bmr} × ${decimal(factor)}`,
      value: context.output(output),
    })),
    { label: 'BMR', expression: `${bmr} kcal a day at complete rest`, value: context.primary() },
  ];
}
