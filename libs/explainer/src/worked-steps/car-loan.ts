import { monthlyRateStep, paymentExpression } from './loan-formulas.js';
import { decimal, moneyTerm, sum } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the car-loan calculator: sales tax on the price less the trade-in, the amount financed
 * (taxes and fees included), the payment and its totals, and the total cost of the car.
 * @param context - `vehiclePrice`, `downPayment`, `tradeInValue`, `salesTaxRate`, `fees`, `interestRate`,
 * `loanTerm` (months) and the result
 * @returns the steps, ending with the monthly payment
 * @example
 * carLoanSteps(context)[2];
 * // { label: 'Monthly payment', expression: '21,000 × 0.00575 × (1 + 0.00575)^48 / ((1 + 0.00575)^48 − 1)', value: '$501.90/month' }
 */
export function carLoanSteps(context: StepContext): WorkedStep[] {
  const price = context.number('vehiclePrice');
  const down = context.number('downPayment', 0);
  const tradeIn = context.number('tradeInValue', 0);
  const taxRate = context.number('salesTaxRate', 0);
  const fees = context.number('fees', 0);
  const annualRate = context.number('interestRate');
  const months = context.number('loanTerm');
  const loan = context.detail('loanAmount');
  const salesTax = context.detail('salesTax');
  const priceText = moneyTerm(price);
  const steps: WorkedStep[] = [];
  if (taxRate > 0) {
    // Most US states tax the price less the trade-in.
    const taxed = tradeIn === 0 ? priceText : price > tradeIn ? `(${priceText} − ${moneyTerm(tradeIn)})` : `max(0, ${priceText} − ${moneyTerm(tradeIn)})`;
    steps.push({ label: 'Sales tax', expression: `${taxed} × ${decimal(taxRate)} / 100`, value: context.output('salesTax') });
  }
  const added = [salesTax, fees].filter((amount) => amount > 0).map(moneyTerm);
  const taken = [down, tradeIn].filter((amount) => amount > 0).map((amount) => `−${moneyTerm(amount)}`);
  if (added.length + taken.length > 0) {
    const financed = sum([priceText, ...added, ...taken]);
    steps.push({
      label: 'Amount financed',
      expression: price + salesTax + fees - down - tradeIn < 0 ? `max(0, ${financed})` : financed,
      value: context.output('loanAmount'),
    });
  }
  const { rate, step: rateStep } = monthlyRateStep(annualRate);
  const monthsText = decimal(months);
  return [
    ...steps,
    rateStep,
    { label: 'Monthly payment', expression: paymentExpression(loan, rate, months), value: context.output('monthlyPayment') },
    {
      label: 'Total of payments',
      expression: `${moneyTerm(context.detail('monthlyPayment'))} × ${monthsText}`,
      value: context.output('totalOfPayments'),
    },
    {
      label: 'Total interest',
      expression: `${moneyTerm(context.detail('totalOfPayments'))} − ${moneyTerm(loan)}`,
      value: context.output('totalInterest'),
    },
    {
      label: 'Total cost of the car',
      expression: sum([priceText, ...added, moneyTerm(context.detail('totalInterest'))]),
      value: context.output('totalCost'),
    },
    {
      label: 'Monthly payment',
      expression: `${moneyTerm(loan)} financed at ${decimal(annualRate)}% a year over ${monthsText} months`,
      value: context.primary(),
    },
  ];
}
