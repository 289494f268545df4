import { depositForGoal, futureValue } from '@calchub/calc-engine';
import { growthTerm, monthlyRateStep } from './loan-formulas.js';
import { decimal, money, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the savings-goal calculator: months, monthly rate, what current savings grow to, the
 * deposit (Excel PMT with a future value), and the deposits and interest.
 * @param context - `savingsGoal`, `currentSavings`, `interestRate`, `years` and the result
 * @returns the steps, ending with the monthly deposit
 * @example
 * savingsGoalSteps(context)[2];
 * // { label: 'Monthly deposit', expression: '10,000 × 0.004167 / ((1 + 0.004167)^60 − 1)', value: '$147.05' }
 */
export function savingsGoalSteps(context: StepContext): WorkedStep[] {
  const goal = context.number('savingsGoal');
  const saved = context.number('currentSavings', 0);
  const annualRate = context.number('interestRate');
  const years = context.number('years');
  const months = context.detail('numberOfMonths');
  const { rate, step: rateStep } = monthlyRateStep(annualRate);
  const growth = growthTerm(rate, months);
  const grown = futureValue(rate, months, 0, saved);
  const steps: WorkedStep[] = [
    {
      label: 'Number of months',
      expression: Number.isInteger(12 * years) ? `${decimal(years)} × 12` : `round(${decimal(years)} × 12)`,
      value: decimal(months),
    },
    rateStep,
  ];
  if (saved > 0) {
    steps.push({ label: 'Current savings grown', expression: `${moneyTerm(saved)} × ${growth}`, value: money(grown) });
  }
  const shortfall = saved > 0 ? `(${moneyTerm(goal)} − ${moneyTerm(grown)})` : moneyTerm(goal);
  let deposit: string;
  if (rate === 0) deposit = saved > 0 ? `(${moneyTerm(goal)} − ${moneyTerm(saved)}) / ${decimal(months)}` : `${moneyTerm(goal)} / ${decimal(months)}`;
  else deposit = `${shortfall} × ${decimal(rate)} / (${growth} − 1)`;
  // Savings that outgrow the goal on their own need no deposit.
  if (depositForGoal(goal, rate, months, saved) < 0) deposit = `max(0, ${deposit})`;
  const monthlyDeposit = context.detail('monthlyDeposit');
  steps.push(
    { label: 'Monthly deposit', expression: deposit, value: context.output('monthlyDeposit') },
    {
      label: 'Total deposits',
      expression: `${moneyTerm(monthlyDeposit)} × ${decimal(months)}`,
      value: context.output('totalDeposits'),
    },
    {
      label: 'Interest earned',
      expression:
        monthlyDeposit > 0
          ? `${moneyTerm(goal)}${saved > 0 ? ` − ${moneyTerm(saved)}` : ''} − ${moneyTerm(context.detail('totalDeposits'))}`
          : `${moneyTerm(grown)} − ${moneyTerm(saved)}`,
      value: context.output('interestEarned'),
    },
    {
      label: 'Monthly deposit',
      expression: `to reach ${moneyTerm(goal)} in ${decimal(months)} months at ${decimal(annualRate)}% a year`,
      value: context.primary(),
    },
  );
  return steps;
}
