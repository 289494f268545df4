import { monthlyRateStep, paymentExpression } from './loan-formulas.js';
import { decimal, moneyTerm, sum } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** PMI applies only while the down payment is below 20% (LTV above 80%). */
const PMI_FREE_DOWN_PAYMENT = 20;

/**
 * Worked steps of the mortgage calculator: down payment and loan, principal and interest by the amortization
 * formula with its totals, then each escrow item a month and the full monthly payment (PITI plus HOA).
 * Items left at 0 are neither worked out nor added.
 * @param context - `homePrice`, `downPaymentPercent`, `interestRate`, `loanTerm`, `propertyTaxRate`,
 * `homeInsurance`, `pmiRate`, `hoaFees` and the result
 * @returns the steps, ending with the total monthly payment
 * @example
 * mortgageSteps(context).at(-1);
 * // { label: 'Total monthly payment', expression: '1,970.30 + 400 + 100 + 50', value: '$2,520.30/month' }
 */
export function mortgageSteps(context: StepContext): WorkedStep[] {
  const price = context.number('homePrice');
  const downPercent = context.number('downPaymentPercent');
  const term = context.number('loanTerm');
  const taxRate = context.number('propertyTaxRate', 0);
  const insurance = context.number('homeInsurance', 0);
  const pmiRate = context.number('pmiRate', 0);
  const loan = context.detail('loanAmount');
  const months = context.detail('numberOfPayments');
  const priceText = moneyTerm(price);
  const { rate, step: rateStep } = monthlyRateStep(context.number('interestRate'));
  const steps: WorkedStep[] = [
    { label: 'Down payment', expression: `${priceText} × ${decimal(downPercent)} / 100`, value: context.output('downPaymentAmount') },
    {
      label: 'Loan amount',
      expression: `${priceText} − ${moneyTerm(context.detail('downPaymentAmount'))}`,
      value: context.output('loanAmount'),
    },
    rateStep,
    { label: 'Number of payments', expression: `${decimal(term)} × 12`, value: decimal(months) },
    {
      label: 'Principal and interest',
      expression: paymentExpression(loan, rate, months),
      value: context.output('principalAndInterest'),
    },
    {
      label: 'Total of payments (principal and interest)',
      expression: `${moneyTerm(context.detail('principalAndInterest'))} × ${decimal(months)}`,
      value: context.output('totalOfPayments'),
    },
    {
      label: 'Total interest',
      expression: `${moneyTerm(context.detail('totalOfPayments'))} − ${moneyTerm(loan)}`,
      value: context.output('totalInterest'),
    },
  ];
  if (taxRate > 0) {
    steps.push({
      label: 'Property tax a month',
      expression: `${priceText} × ${decimal(taxRate)} / 100 / 12`,
      value: context.output('monthlyPropertyTax'),
    });
  }
  if (insurance > 0) {
    steps.push({ label: 'Home insurance a month', expression: `${moneyTerm(insurance)} / 12`, value: context.output('monthlyHomeInsurance') });
  }
  if (pmiRate > 0) {
    steps.push({
      label: 'PMI a month',
      expression:
        downPercent < PMI_FREE_DOWN_PAYMENT
          ? `${moneyTerm(loan)} × ${decimal(pmiRate)} / 100 / 12`
          : `none: ${decimal(downPercent)}% down is at least ${PMI_FREE_DOWN_PAYMENT}%`,
      value: context.output('monthlyPmi'),
    });
  }
  const extras = ['monthlyPropertyTax', 'monthlyHomeInsurance', 'monthlyPmi', 'monthlyHoa']
    .map((name) => context.detail(name))
    .filter((amount) => amount !== 0);
  const total =
    extras.length === 0
      ? `${moneyTerm(context.detail('principalAndInterest'))} + 0 (no property tax, insurance, PMI or HOA)`
      : sum([context.detail('principalAndInterest'), ...extras].map(moneyTerm));
  return [...steps, { label: 'Total monthly payment', expression: total, value: context.primary() }];
}
