import { growthTerm, monthlyRateStep, paymentExpression } from './loan-formulas.js';
import { decimal, decimalTerm, money, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the amortization calculator: the payment, how the first payment splits into interest and
 * principal, the balance after a year, the totals, and with an extra monthly payment how much sooner the loan
 * ends and the interest it saves.
 * @param context - `loanAmount`, `interestRate`, `loanTerm` (years), `extraMonthlyPayment` and the result
 * @returns the steps, ending with the monthly payment
 * @example
 * amortizationSteps(context)[3]; // { label: 'Interest in the first payment', expression: '8,000 × 0.008333', value: '$66.67' }
 */
export function amortizationSteps(context: StepContext): WorkedStep[] {
  const principal = context.number('loanAmount');
  const annualRate = context.number('interestRate');
  const years = context.number('loanTerm');
  const extra = context.number('extraMonthlyPayment', 0);
  const months = 12 * years;
  const monthsText = decimalTerm(months);
  const principalText = moneyTerm(principal);
  const payment = context.detail('monthlyPayment');
  const paymentText = moneyTerm(payment);
  const firstInterest = context.detail('firstPaymentInterest');
  const { rate, step: rateStep } = monthlyRateStep(annualRate);
  const rateText = decimal(rate);
  const paidDown = `(${paymentText} − ${moneyTerm(firstInterest)})`;
  const steps: WorkedStep[] = [
    rateStep,
    { label: 'Number of payments', expression: `${decimal(years)} × 12`, value: decimal(months) },
    { label: 'Monthly payment', expression: paymentExpression(principal, rate, months), value: context.output('monthlyPayment') },
    { label: 'Interest in the first payment', expression: `${principalText} × ${rateText}`, value: context.output('firstPaymentInterest') },
    {
      label: 'Principal in the first payment',
      expression: `${paymentText} − ${moneyTerm(firstInterest)}`,
      value: context.output('firstPaymentPrincipal'),
    },
    {
      label: 'Balance after 12 payments',
      expression:
        rate === 0
          ? `${principalText} − ${paymentText} × 12`
          : `${principalText} − ${paidDown} × (${growthTerm(rate, 12)} − 1) / ${rateText}`,
      value: context.output('balanceAfter12Payments'),
    },
  ];
  const totalInterest = context.detail('totalInterest');
  if (extra > 0) {
    const interestWithout = totalInterest + context.detail('interestSaved');
    steps.push(
      { label: 'Payment with the extra principal', expression: `${paymentText} + ${moneyTerm(extra)}`, value: money(payment + extra) },
      {
        label: 'Months to pay off',
        expression: `payments of ${moneyTerm(payment + extra)} until the balance reaches 0, the last one smaller`,
        value: context.output('payoffMonths'),
      },
      {
        label: 'Total interest',
        expression: `each month’s balance × ${rateText}, added up over ${decimal(context.detail('payoffMonths'))} months`,
        value: context.output('totalInterest'),
      },
      {
        label: 'Interest saved by the extra payment',
        expression: `${moneyTerm(interestWithout)} − ${moneyTerm(totalInterest)}`,
        value: context.output('interestSaved'),
      },
      {
        label: 'Total of payments',
        expression: `${principalText} + ${moneyTerm(totalInterest)}`,
        value: context.output('totalOfPayments'),
      },
    );
  } else {
    steps.push(
      { label: 'Total of payments', expression: `${paymentText} × ${monthsText}`, value: context.output('totalOfPayments') },
      {
        label: 'Total interest',
        expression: `${moneyTerm(context.detail('totalOfPayments'))} − ${principalText}`,
        value: context.output('totalInterest'),
      },
    );
  }
  return [
    ...steps,
    {
      label: 'Monthly payment',
      expression: `${principalText} at ${decimal(annualRate)}% a year over ${monthsText} months`,
      value: context.primary(),
    },
  ];
}
