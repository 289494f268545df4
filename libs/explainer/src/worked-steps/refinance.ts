import { monthlyRateStep, paymentExpression } from './loan-formulas.js';
import { decimal, decimalTerm, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/**
 * Worked steps of the refinance calculator: the payment on the current and on the new loan, their lifetime
 * interest, the lifetime savings after closing costs, the monthly savings and the months to break even.
 * @param context - `currentBalance`, `currentRate`, `remainingTerm`, `newRate`, `newTerm`, `closingCosts` and the result
 * @returns the steps, ending with the monthly savings
 * @example
 * refinanceSteps(context).find((step) => step.label === 'Break-even');
 * // { label: 'Break-even', expression: 'ceil(4,000 / 195.03)', value: '21 months' }
 */
export function refinanceSteps(context: StepContext): WorkedStep[] {
  const balance = context.number('currentBalance');
  const costs = context.number('closingCosts', 0);
  const balanceText = moneyTerm(balance);
  const loan = (which: 'current' | 'new', rateInput: string, termInput: string, paymentOutput: string) => {
    const years = context.number(termInput);
    const months = years * 12;
    const name = which === 'current' ? 'Current loan' : 'New loan';
    const { rate, step } = monthlyRateStep(context.number(rateInput), `${name}: monthly rate`);
    return {
      months,
      payment: context.detail(paymentOutput),
      steps: [
        step,
        { label: `${name}: number of payments`, expression: `${decimal(years)} × 12`, value: decimal(months) },
        { label: `${name}: monthly payment`, expression: paymentExpression(balance, rate, months), value: context.output(paymentOutput) },
      ],
    };
  };
  const current = loan('current', 'currentRate', 'remainingTerm', 'currentMonthlyPayment');
  const next = loan('new', 'newRate', 'newTerm', 'newMonthlyPayment');
  const currentTotal = `${moneyTerm(current.payment)} × ${decimalTerm(current.months)}`;
  const newTotal = `${moneyTerm(next.payment)} × ${decimalTerm(next.months)}`;
  const savings = context.detail('monthlySavings');
  return [
    ...current.steps,
    ...next.steps,
    { label: 'Current loan: interest left to pay', expression: `${currentTotal} − ${balanceText}`, value: context.output('currentTotalInterest') },
    { label: 'New loan: total interest', expression: `${newTotal} − ${balanceText}`, value: context.output('newTotalInterest') },
    {
      label: 'Lifetime savings after closing costs',
      expression: `${currentTotal} − ${newTotal} − ${moneyTerm(costs)}`,
      value: context.output('lifetimeSavings'),
    },
    {
      label: 'Monthly savings',
      expression: `${moneyTerm(current.payment)} − ${moneyTerm(next.payment)}`,
      value: context.output('monthlySavings'),
    },
    {
      // Closing costs are paid in cash; whole months, rounded up.
      label: 'Break-even',
      expression: savings > 0 ? `ceil(${moneyTerm(costs)} / ${moneyTerm(savings)})` : 'the new payment is not lower, so the costs are never recovered',
      value: context.output('breakEvenMonths'),
    },
    {
      label: 'Monthly savings',
      expression: `${moneyTerm(current.payment)} a month now, ${moneyTerm(next.payment)} after refinancing`,
      value: context.primary(),
    },
  ];
}
