import { compoundGrowth, futureValue } from '@calchub/calc-engine';
import { approximate, decimal, exponent, money, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** Words for the engine's `compoundingFrequency` codes (periods per year). */
const COMPOUNDING_NAMES: Readonly<Record<number, string>> = {
  1: 'annually',
  2: 'semiannually',
  4: 'quarterly',
  12: 'monthly',
  52: 'weekly',
  365: 'daily',
};

/**
 * Worked steps of the compound-interest calculator: the rate per compounding period, the growth of the initial
 * investment, the APY, and for monthly contributions the equivalent monthly rate and their growth.
 * @param context - `principal`, `interestRate`, `years`, `compoundingFrequency`, `monthlyContribution` and the result
 * @returns the steps, ending with the future value
 * @example
 * compoundInterestSteps(context)[3]; // { label: 'Future value', expression: '1,500 × (1 + 0.01075)^24', value: '$1,938.84' }
 */
export function compoundInterestSteps(context: StepContext): WorkedStep[] {
  const principal = context.number('principal');
  const annualRate = context.number('interestRate');
  const years = context.number('years');
  const k = context.number('compoundingFrequency');
  const contribution = context.number('monthlyContribution', 0);
  const periodicRate = annualRate / 100 / k;
  const periods = k * years;
  const rateText = decimal(periodicRate);
  const principalGrowth = `${moneyTerm(principal)} × (1 + ${rateText})^${exponent(periods)}`;
  const steps: WorkedStep[] = [
    { label: 'Rate per compounding period', expression: `${decimal(annualRate)} / 100 / ${decimal(k)}`, value: approximate(periodicRate) },
    { label: 'Number of compounding periods', expression: `${decimal(k)} × ${decimal(years)}`, value: approximate(periods) },
    {
      label: 'Annual percentage yield (APY)',
      expression: `((1 + ${rateText})^${exponent(k)} − 1) × 100`,
      value: context.output('effectiveAnnualRate'),
    },
  ];
  if (contribution > 0) {
    const principalValue = principal * (1 + compoundGrowth(periodicRate, periods));
    // Contributions arrive monthly whatever the compounding, so they earn the equivalent monthly rate.
    const monthly = compoundGrowth(periodicRate, k / 12);
    const months = Math.round(12 * years);
    const monthlyText = decimal(monthly);
    const contributionsValue = futureValue(monthly, months, contribution);
    steps.push(
      { label: 'Growth of the initial investment', expression: principalGrowth, value: money(principalValue) },
      {
        label: 'Equivalent monthly rate',
        expression: k === 12 ? `${decimal(annualRate)} / 100 / 12` : `(1 + ${rateText})^(${decimal(k)} / 12) − 1`,
        value: approximate(monthly),
      },
      {
        label: 'Number of monthly contributions',
        expression: Number.isInteger(12 * years) ? `12 × ${decimal(years)}` : `round(12 × ${decimal(years)})`,
        value: decimal(months),
      },
      {
        label: 'Growth of the contributions',
        expression:
          monthly === 0
            ? `${moneyTerm(contribution)} × ${decimal(months)}`
            : `${moneyTerm(contribution)} × ((1 + ${monthlyText})^${exponent(months)} − 1) / ${monthlyText}`,
        value: money(contributionsValue),
      },
      {
        label: 'Total contributions',
        expression: `${moneyTerm(principal)} + ${moneyTerm(contribution)} × ${decimal(months)}`,
        value: context.output('totalContributions'),
      },
      {
        label: 'Future value',
        expression: `${moneyTerm(principalValue)} + ${moneyTerm(contributionsValue)}`,
        value: context.output('futureValue'),
      },
    );
  } else {
    steps.push({ label: 'Future value', expression: principalGrowth, value: context.output('futureValue') });
  }
  const compounding = COMPOUNDING_NAMES[k] ?? `${decimal(k)} times a year`;
  const contributing = contribution > 0 ? ` plus ${moneyTerm(contribution)} a month` : '';
  return [
    ...steps,
    {
      label: 'Total interest',
      expression: `${moneyTerm(context.detail('futureValue'))} − ${moneyTerm(context.detail('totalContributions'))}`,
      value: context.output('totalInterest'),
    },
    {
      label: 'Future value',
      expression: `${moneyTerm(principal)}${contributing} at ${decimal(annualRate)}% compounded ${compounding} for ${decimal(years)} years`,
      value: context.primary(),
    },
  ];
}
