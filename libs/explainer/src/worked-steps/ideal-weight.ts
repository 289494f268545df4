import { approximate, decimal, decimalTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

const MALE = 1;

/** Base weight at 5 ft and kg per inch above it, [male, female], as the engine uses them. */
const FORMULAS = {
  robinson: { label: 'Robinson (1983)', output: 'idealWeightRobinson', male: [52, 1.9], female: [49, 1.7] },
  miller: { label: 'Miller (1983)', output: 'idealWeightMiller', male: [56.2, 1.41], female: [53.1, 1.36] },
  hamwi: { label: 'Hamwi (1964)', output: 'idealWeightHamwi', male: [48, 2.7], female: [45.5, 2.2] },
  devine: { label: 'Devine (1974)', output: 'idealWeightDevine', male: [50, 2.3], female: [45.5, 2.3] },
} as const;

/** Inches are shown to 4 decimals: enough for a height typed in centimetres. */
const INCH_DECIMALS = 4;

/**
 * Worked steps of the ideal-weight calculator: inches over 5 ft, the Robinson, Miller and Hamwi formulas, the
 * healthy BMI range for the height, then Devine (the clinical standard).
 * @param context - `sex`, `height` (cm) and the result
 * @returns the steps, ending with the Devine weight
 * @example
 * idealWeightSteps(context).at(-1); // { label: 'Devine (1974)', expression: '50 + 2.3 × 10', value: '73 kg' } for a man 177.8 cm tall
 */
export function idealWeightSteps(context: StepContext): WorkedStep[] {
  const sex = context.number('sex') === MALE ? 'male' : 'female';
  const height = context.number('height');
  const over = height / 2.54 - 60;
  const overText = decimalTerm(over, INCH_DECIMALS);
  const metres = decimal(height / 100);
  const formula = (name: keyof typeof FORMULAS, value: string): WorkedStep => {
    const { label, [sex]: coefficients } = FORMULAS[name];
    const [base, perInch] = coefficients;
    return { label, expression: `${decimal(base)} + ${decimal(perInch)} × ${overText}`, value };
  };
  return [
    { label: 'Inches over 5 feet', expression: `${decimal(height)} / 2.54 − 60`, value: approximate(over, 'in', INCH_DECIMALS) },
    formula('robinson', context.output(FORMULAS.robinson.output)),
    formula('miller', context.output(FORMULAS.miller.output)),
    formula('hamwi', context.output(FORMULAS.hamwi.output)),
    { label: 'Lowest healthy weight (BMI 18.5)', expression: `18.5 × ${metres}²`, value: context.output('healthyBmiWeightMin') },
    { label: 'Highest healthy weight (BMI 24.9)', expression: `24.9 × ${metres}²`, value: context.output('healthyBmiWeightMax') },
    formula('devine', context.primary()),
  ];
}
