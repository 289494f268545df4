import { monthlyRateStep, paymentExpression } from './loan-formulas.js';
import { decimal, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the loan calculator: monthly rate, number of payments, payment, totals.
 * @param context - the loan's inputs (`loanAmount`, `interestRate`, `loanTenure`) and result
 * @returns the steps, ending with the monthly payment
 * @example
 * loanSteps(context).map((step) => step.value);
 * // ['≈ 0.005833', '36', '$308.77', '$11,115.75', '$1,115.75', '$308.77'] for 10,000 at 7% over 3 years
 */
export function loanSteps(context: StepContext): WorkedStep[] {
  const principal = context.number('loanAmount');
  const annualRate = context.number('interestRate');
  const years = context.number('loanTenure');
  const months = context.detail('numberOfPayments');
  const { rate, step: rateStep } = monthlyRateStep(annualRate);
  return [
    rateStep,
    { label: 'Number of payments', expression: `${decimal(years)} × 12`, value: decimal(months) },
    {
      label: 'Monthly payment',
      expression: paymentExpression(principal, rate, months),
      value: context.output('monthlyPayment'),
    },
    {
      label: 'Total paid',
      expression: `${moneyTerm(context.detail('monthlyPayment'))} × ${decimal(months)}`,
      value: context.output('totalAmount'),
    },
    {
      label: 'Total interest',
      expression: `${moneyTerm(context.detail('totalAmount'))} − ${moneyTerm(principal)}`,
      value: context.output('totalInterest'),
    },
    {
      label: 'Monthly payment',
      expression: `${moneyTerm(principal)} at ${decimal(annualRate)}% a year, repaid over ${decimal(months)} months`,
      value: context.primary(),
    },
  ];
}
