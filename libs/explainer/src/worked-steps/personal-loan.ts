import { monthlyRateStep, paymentExpression } from './loan-formulas.js';
import { approximate, decimal, exponent, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the personal-loan calculator: the payment and its totals, and with an origination fee the
 * fee, the money received, the APR that includes the fee (Excel RATE) and the total cost.
 * @param context - `loanAmount`, `interestRate`, `loanTerm` (months), `originationFee` and the result
 * @returns the steps, ending with the monthly payment
 * @example
 * personalLoanSteps(context)[1].value; // '$1,037.03/month' for 10,000 at 8% over 10 months
 */
export function personalLoanSteps(context: StepContext): WorkedStep[] {
  const amount = context.number('loanAmount');
  const annualRate = context.number('interestRate');
  const months = context.number('loanTerm');
  const feePercent = context.number('originationFee', 0);
  const amountText = moneyTerm(amount);
  const monthsText = decimal(months);
  const paymentText = moneyTerm(context.detail('monthlyPayment'));
  const { rate, step: rateStep } = monthlyRateStep(annualRate);
  const steps: WorkedStep[] = [
    rateStep,
    { label: 'Monthly payment', expression: paymentExpression(amount, rate, months), value: context.output('monthlyPayment') },
    { label: 'Total of payments', expression: `${paymentText} × ${monthsText}`, value: context.output('totalOfPayments') },
    {
      label: 'Total interest',
      expression: `${moneyTerm(context.detail('totalOfPayments'))} − ${amountText}`,
      value: context.output('totalInterest'),
    },
  ];
  if (feePercent > 0) {
    const netText = moneyTerm(context.detail('netProceeds'));
    const monthlyApr = context.detail('apr') / 100 / 12;
    steps.push(
      { label: 'Origination fee', expression: `${amountText} × ${decimal(feePercent)} / 100`, value: context.output('originationFeeAmount') },
      {
        label: 'Money you receive',
        expression: `${amountText} − ${moneyTerm(context.detail('originationFeeAmount'))}`,
        value: context.output('netProceeds'),
      },
      {
        // Reg Z: the rate at which the payments repay what the borrower actually received (Excel RATE).
        label: 'Monthly rate on the money received',
        expression: `i such that ${netText} = ${paymentText} × (1 − (1 + i)^−${exponent(months)}) / i`,
        value: approximate(monthlyApr),
      },
      { label: 'APR with the fee', expression: `12 × ${decimal(monthlyApr)} × 100`, value: context.output('apr') },
      {
        label: 'Total cost of borrowing',
        expression: `${moneyTerm(context.detail('totalInterest'))} + ${moneyTerm(context.detail('originationFeeAmount'))}`,
        value: context.output('totalCost'),
      },
    );
  }
  return [
    ...steps,
    {
      label: 'Monthly payment',
      expression: `${amountText} at ${decimal(annualRate)}% a year over ${monthsText} months`,
      value: context.primary(),
    },
  ];
}
