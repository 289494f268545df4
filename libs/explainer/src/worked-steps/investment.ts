import { compoundGrowth, futureValue } from '@calchub/calc-engine';
import { growthTerm, monthlyRateStep } from './loan-formulas.js';
import { decimal, money, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** The engine's `contributionTiming` code for deposits at the beginning of each month (Excel type 1). */
const BEGINNING = 1;

/**
 * Worked steps of the investment calculator (Excel FV): monthly rate, months, the growth of the starting amount
 * and of the contributions (one month more of growth when paid at the beginning), and the earnings.
 * @param context - `initialInvestment`, `monthlyContribution`, `annualReturn`, `years`, `contributionTiming` and the result
 * @returns the steps, ending with the final balance
 * @example
 * investmentSteps(context)[2];
 * // { label: 'Growth of the contributions', expression: '1,000 × ((1 + 0.01)^12 − 1) / 0.01', value: '$12,682.50' }
 */
export function investmentSteps(context: StepContext): WorkedStep[] {
  const start = context.number('initialInvestment');
  const contribution = context.number('monthlyContribution', 0);
  const annualReturn = context.number('annualReturn');
  const years = context.number('years');
  const beginning = context.number('contributionTiming', 0) === BEGINNING;
  const months = Math.round(12 * years);
  const { rate, step: rateStep } = monthlyRateStep(annualReturn);
  const growth = growthTerm(rate, months);
  const steps: WorkedStep[] = [
    rateStep,
    {
      label: 'Number of months',
      expression: Number.isInteger(12 * years) ? `${decimal(years)} × 12` : `round(${decimal(years)} × 12)`,
      value: decimal(months),
    },
  ];
  const startGrown = start * (1 + compoundGrowth(rate, months));
  const startExpression = `${moneyTerm(start)} × ${growth}`;
  if (contribution > 0) {
    const timing = beginning ? 1 : 0;
    const contributionsGrown = futureValue(rate, months, contribution, 0, timing);
    const earlier = beginning ? ` × (1 + ${decimal(rate)})` : '';
    steps.push(
      ...(start > 0 ? [{ label: 'Growth of the starting amount', expression: startExpression, value: money(startGrown) }] : []),
      {
        label: beginning ? 'Growth of the contributions (paid at the start of each month)' : 'Growth of the contributions',
        expression:
          rate === 0
            ? `${moneyTerm(contribution)} × ${decimal(months)}`
            : `${moneyTerm(contribution)}${earlier} × (${growth} − 1) / ${decimal(rate)}`,
        value: start > 0 ? money(contributionsGrown) : context.output('finalBalance'),
      },
      {
        label: 'Total contributions',
        expression: `${start > 0 ? `${moneyTerm(start)} + ` : ''}${moneyTerm(contribution)} × ${decimal(months)}`,
        value: context.output('totalContributions'),
      },
    );
    if (start > 0) {
      steps.push({
        label: 'Final balance',
        expression: `${moneyTerm(startGrown)} + ${moneyTerm(contributionsGrown)}`,
        value: context.output('finalBalance'),
      });
    }
  } else {
    steps.push({ label: 'Final balance', expression: startExpression, value: context.output('finalBalance') });
  }
  const deposits = [
    ...(start > 0 || contribution === 0 ? [`${moneyTerm(start)} to start`] : []),
    ...(contribution > 0 ? [`${moneyTerm(contribution)} a month`] : []),
  ].join(' and ');
  return [
    ...steps,
    {
      label: 'Total earnings',
      expression: `${moneyTerm(context.detail('finalBalance'))} − ${moneyTerm(context.detail('totalContributions'))}`,
      value: context.output('totalEarnings'),
    },
    {
      label: 'Final balance',
      expression: `${deposits} for ${decimal(months)} months at ${decimal(annualReturn)}% a year`,
      value: context.primary(),
    },
  ];
}
