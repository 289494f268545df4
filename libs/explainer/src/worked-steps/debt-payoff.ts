import { monthlyRateStep } from './loan-formulas.js';
import { approximate, decimal, money, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the debt-payoff calculator: the monthly rate and first month's interest, the number of
 * payments (NPER, rounded up to whole months), the smaller final payment, and the exact totals.
 * @param context - `debtBalance`, `interestRate`, `monthlyPayment` and the result
 * @returns the steps, ending with the months to pay off
 * @example
 * debtPayoffSteps(context)[2]; // { label: 'Payments needed', expression: '−log(1 − 0.018333 × 5,000 / 200) / log(1 + 0.018333)', value: '≈ 33.27' }
 */
export function debtPayoffSteps(context: StepContext): WorkedStep[] {
  const balance = context.number('debtBalance');
  const annualRate = context.number('interestRate');
  const payment = context.number('monthlyPayment');
  const months = context.detail('monthsToPayoff');
  const balanceText = moneyTerm(balance);
  const paymentText = moneyTerm(payment);
  const { rate, step: rateStep } = monthlyRateStep(annualRate);
  const rateText = decimal(rate);
  // Excel NPER(r, −payment, balance); the engine pays month by month and gets its ceiling.
  const periods = rate === 0 ? balance / payment : -Math.log(1 - (rate * balance) / payment) / Math.log(1 + rate);
  const finalPayment = context.detail('finalPayment');
  const fullPayments = months - 1;
  return [
    rateStep,
    { label: 'Interest in the first month', expression: `${balanceText} × ${rateText}`, value: money(balance * rate) },
    {
      label: 'Payments needed',
      expression: rate === 0 ? `${balanceText} / ${paymentText}` : `−log(1 − ${rateText} × ${balanceText} / ${paymentText}) / log(1 + ${rateText})`,
      value: approximate(periods, undefined, 2),
    },
    // Part of a payment is still a month: round up.
    { label: 'Months to pay off', expression: `ceil(${decimal(periods, 2)})`, value: context.output('monthsToPayoff') },
    {
      label: 'Final payment',
      expression: `what is left after ${decimal(fullPayments)} payments of ${paymentText}, with its month’s interest`,
      value: context.output('finalPayment'),
    },
    {
      label: 'Total paid',
      expression: `${paymentText} × ${decimal(fullPayments)} + ${moneyTerm(finalPayment)}`,
      value: context.output('totalPaid'),
    },
    {
      label: 'Total interest',
      expression: `${moneyTerm(context.detail('totalPaid'))} − ${balanceText}`,
      value: context.output('totalInterest'),
    },
    {
      label: 'Months to pay off',
      expression: `${balanceText} at ${decimal(annualRate)}% a year, paying ${paymentText} a month`,
      value: context.primary(),
    },
  ];
}
