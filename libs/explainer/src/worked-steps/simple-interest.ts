import { approximate, decimal, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** The engine's `timeUnit` codes: how many of the unit make a year, and its name. */
const TIME_UNITS: Readonly<Record<number, { perYear: number; name: string }>> = {
  1: { perYear: 1, name: 'years' },
  2: { perYear: 12, name: 'months' },
  // Actual/365, not the banks' 360-day year (libs/calc-engine/docs/formulas.md#simple-interest).
  3: { perYear: 365, name: 'days' },
};

/**
 * Worked steps of the simple-interest calculator: the time in years, I = P × r × t, and the total.
 * @param context - `principal`, `interestRate`, `time`, `timeUnit` (1 years, 2 months, 3 days) and the result
 * @returns the steps, ending with the interest
 * @example
 * simpleInterestSteps(context)[0]; // { label: 'Interest', expression: '1,000 × 5 / 100 × 2', value: '$100.00' }
 */
export function simpleInterestSteps(context: StepContext): WorkedStep[] {
  const principal = context.number('principal');
  const annualRate = context.number('interestRate');
  const time = context.number('time');
  const unit = TIME_UNITS[context.number('timeUnit', 1)] ?? { perYear: 1, name: 'years' };
  const years = time / unit.perYear;
  const steps: WorkedStep[] =
    unit.perYear === 1
      ? []
      : [{ label: 'Time in years', expression: `${decimal(time)} / ${decimal(unit.perYear)}`, value: approximate(years, 'years') }];
  return [
    ...steps,
    {
      label: 'Interest',
      expression: `${moneyTerm(principal)} × ${decimal(annualRate)} / 100 × ${decimal(years)}`,
      value: context.output('interest'),
    },
    {
      label: 'Total amount',
      expression: `${moneyTerm(principal)} + ${moneyTerm(context.detail('interest'))}`,
      value: context.output('totalAmount'),
    },
    {
      label: 'Interest',
      expression: `${moneyTerm(principal)} at ${decimal(annualRate)}% a year for ${decimal(time)} ${unit.name}`,
      value: context.primary(),
    },
  ];
}
