import { compoundGrowth, depositForGoal } from '@calchub/calc-engine';
import { growthTerm, monthlyRateStep } from './loan-formulas.js';
import { approximate, decimal, decimalTerm, exponent, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the retirement calculator: the months to retirement, the projected savings (Excel FV), their
 * value in today's dollars and the income they sustain, and with a desired income the 4%-rule target and the
 * monthly contribution that reaches it.
 * @param context - ages, `currentSavings`, `monthlyContribution`, `annualReturn`, `inflationRate`,
 * `desiredAnnualIncome`, `withdrawalRate` and the result
 * @returns the steps, ending with the projected savings
 * @example
 * retirementSteps(context)[3].expression;
 * // '100,000 × (1 + 0.005)^240 + 1,000 × ((1 + 0.005)^240 − 1) / 0.005' (→ '$793,061.34')
 */
export function retirementSteps(context: StepContext): WorkedStep[] {
  const currentAge = context.number('currentAge');
  const retirementAge = context.number('retirementAge');
  const saved = context.number('currentSavings');
  const contribution = context.number('monthlyContribution');
  const annualReturn = context.number('annualReturn');
  const inflation = context.number('inflationRate', 0);
  const income = context.number('desiredAnnualIncome', 0);
  const withdrawal = context.number('withdrawalRate', 4);
  const years = retirementAge - currentAge;
  const months = 12 * years;
  const monthsText = decimalTerm(months);
  const { rate, step: rateStep } = monthlyRateStep(annualReturn, 'Monthly return');
  const growth = growthTerm(rate, months);
  const projected = context.detail('projectedSavings');
  const steps: WorkedStep[] = [
    { label: 'Years to retirement', expression: `${decimal(retirementAge)} − ${decimal(currentAge)}`, value: approximate(years, 'years') },
    { label: 'Months of saving', expression: `${decimal(years)} × 12`, value: approximate(months) },
    rateStep,
    {
      label: 'Projected savings',
      expression:
        rate === 0
          ? `${moneyTerm(saved)} + ${moneyTerm(contribution)} × ${monthsText}`
          : `${moneyTerm(saved)} × ${growth} + ${moneyTerm(contribution)} × (${growth} − 1) / ${decimal(rate)}`,
      value: context.output('projectedSavings'),
    },
    {
      label: 'Total contributions',
      expression: `${moneyTerm(saved)} + ${moneyTerm(contribution)} × ${monthsText}`,
      value: context.output('totalContributions'),
    },
  ];
  // (1 + inflation)^years: what a dollar of today costs at retirement.
  const inflationFactor = 1 + compoundGrowth(inflation / 100, years);
  const factorText = decimal(inflationFactor);
  if (inflation > 0) {
    steps.push(
      { label: 'Price rise until retirement', expression: `(1 + ${decimal(inflation)} / 100)^${exponent(years)}`, value: approximate(inflationFactor) },
      {
        label: 'Projected savings in today’s dollars',
        expression: `${moneyTerm(projected)} / ${factorText}`,
        value: context.output('projectedSavingsTodayDollars'),
      },
    );
  }
  steps.push({
    label: 'Sustainable yearly income (today’s dollars)',
    expression: `${moneyTerm(context.detail('projectedSavingsTodayDollars'))} × ${decimal(withdrawal)} / 100`,
    value: context.output('sustainableAnnualIncome'),
  });
  if (income > 0) steps.push(...goalSteps(context, { saved, income, withdrawal, inflation, factorText, rate, months }));
  return [
    ...steps,
    {
      label: 'Projected savings',
      expression: `${moneyTerm(saved)} now and ${moneyTerm(contribution)} a month for ${decimal(years)} years at ${decimal(annualReturn)}% a year`,
      value: context.primary(),
    },
  ];
}

interface GoalFigures {
  readonly saved: number;
  readonly income: number;
  readonly withdrawal: number;
  readonly inflation: number;
  readonly factorText: string;
  readonly rate: number;
  readonly months: number;
}

/** The 4%-rule target and the contribution that reaches it, when a desired income is given. */
function goalSteps(context: StepContext, figures: GoalFigures): WorkedStep[] {
  const { saved, income, withdrawal, inflation, factorText, rate, months } = figures;
  const target = context.detail('targetNestEggFuture');
  const steps: WorkedStep[] = [
    {
      label: 'Target nest egg (today’s dollars)',
      expression: `${moneyTerm(income)} / (${decimal(withdrawal)} / 100)`,
      value: context.output('targetNestEgg'),
    },
  ];
  if (inflation > 0) {
    steps.push({
      label: 'Target nest egg at retirement',
      expression: `${moneyTerm(context.detail('targetNestEgg'))} × ${factorText}`,
      value: context.output('targetNestEggFuture'),
    });
  }
  const growth = growthTerm(rate, months);
  const needed =
    rate === 0
      ? `(${moneyTerm(target)} − ${moneyTerm(saved)}) / ${decimalTerm(months)}`
      : `(${moneyTerm(target)} − ${moneyTerm(saved)} × ${growth}) × ${decimal(rate)} / (${growth} − 1)`;
  // Savings that outgrow the target on their own need no contribution.
  const clamped = depositForGoal(target, rate, months, saved) < 0;
  return [
    ...steps,
    {
      label: 'Surplus or shortfall',
      expression: `${moneyTerm(context.detail('projectedSavings'))} − ${moneyTerm(target)}`,
      value: context.output('surplusOrShortfall'),
    },
    {
      label: 'Monthly contribution needed',
      expression: clamped ? `max(0, ${needed})` : needed,
      value: context.output('requiredMonthlyContribution'),
    },
  ];
}
