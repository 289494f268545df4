import { assertAtMost, assertComputableBlaming, assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { amortizationSchedule, MAX_SCHEDULE_MONTHS } from '../../finance/amortization-schedule.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface MortgageInputs {
  /** $. */
  readonly homePrice: number;
  /** Percent of the price, 0 to 100. */
  readonly downPaymentPercent: number;
  /** Annual rate (APR) in percent. */
  readonly interestRate: number;
  /** Years. */
  readonly loanTerm: number;
  /** Percent of the price per year; 0 when empty. */
  readonly propertyTaxRate?: number;
  /** $ per year; 0 when empty. */
  readonly homeInsurance?: number;
  /** Percent of the loan per year, charged only while the down payment is under 20%; 0 when empty. */
  readonly pmiRate?: number;
  /** $ per month; 0 when empty. */
  readonly hoaFees?: number;
}

export interface MortgageDetails extends Record<string, number> {
  /** Principal and interest plus tax, insurance, PMI and HOA dues ($/month). */
  readonly totalMonthlyPayment: number;
  readonly principalAndInterest: number;
  readonly loanAmount: number;
  readonly downPaymentAmount: number;
  readonly monthlyPropertyTax: number;
  readonly monthlyHomeInsurance: number;
  readonly monthlyPmi: number;
  readonly monthlyHoa: number;
  /** Principal and interest only, over the whole term. */
  readonly totalOfPayments: number;
  readonly totalInterest: number;
  readonly numberOfPayments: number;
}

const homePrice = {
  name: 'homePrice', label: 'Home price', type: 'number', unit: '$', required: true, min: 1000, max: 100000000,
} as const satisfies NumberInputSpec;
const downPaymentPercent = {
  name: 'downPaymentPercent', label: 'Down payment', type: 'number', unit: '% of price', required: true, min: 0,
  max: 100,
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest rate', type: 'number', unit: '%', required: true, min: 0, max: 30,
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan term', type: 'number', unit: 'years', required: true, min: 1, max: 40,
} as const satisfies NumberInputSpec;
const propertyTaxRate = {
  name: 'propertyTaxRate', label: 'Property tax', type: 'number', unit: '% of price / yr', required: false,
  default: 0, min: 0, max: 10,
} as const satisfies NumberInputSpec;
const homeInsurance = {
  name: 'homeInsurance', label: 'Home insurance', type: 'number', unit: '$ / yr', required: false, default: 0,
  min: 0, max: 100000,
} as const satisfies NumberInputSpec;
const pmiRate = {
  name: 'pmiRate', label: 'PMI', type: 'number', unit: '% of loan / yr', required: false, default: 0, min: 0,
  max: 5,
} as const satisfies NumberInputSpec;
const hoaFees = {
  name: 'hoaFees', label: 'HOA fees', type: 'number', unit: '$ / month', required: false, default: 0, min: 0,
  max: 10000,
} as const satisfies NumberInputSpec;

/** Lenders charge PMI while the down payment is below this share of the price (loan-to-value above 80%). */
const PMI_FREE_DOWN_PAYMENT = 20;

export const mortgage = defineCalculator<MortgageInputs, MortgageDetails>({
  slug: 'mortgage',
  inputs: [homePrice, downPaymentPercent, interestRate, loanTerm, propertyTaxRate, homeInsurance, pmiRate, hoaFees],
  outputs: [
    { name: 'totalMonthlyPayment', type: 'number', unit: '$/month' },
    { name: 'principalAndInterest', type: 'number', unit: '$/month' },
    { name: 'loanAmount', type: 'number', unit: '$' },
    { name: 'downPaymentAmount', type: 'number', unit: '$' },
    { name: 'monthlyPropertyTax', type: 'number', unit: '$/month' },
    { name: 'monthlyHomeInsurance', type: 'number', unit: '$/month' },
    { name: 'monthlyPmi', type: 'number', unit: '$/month' },
    { name: 'monthlyHoa', type: 'number', unit: '$/month' },
    { name: 'totalOfPayments', type: 'number', unit: '$' },
    { name: 'totalInterest', type: 'number', unit: '$' },
    { name: 'numberOfPayments', type: 'number', unit: 'months' },
  ],
  primary: 'totalMonthlyPayment',
  // Every part of the payment grows with the price, so one price gives a payment: found over the price's range.
  solvable: { homePrice: { from: ['totalMonthlyPayment', 'principalAndInterest'] } },
  compute(inputs) {
    const taxRate = inputs.propertyTaxRate ?? propertyTaxRate.default;
    const insurance = inputs.homeInsurance ?? homeInsurance.default;
    const pmi = inputs.pmiRate ?? pmiRate.default;
    const hoa = inputs.hoaFees ?? hoaFees.default;
    assertPositive(inputs.homePrice, homePrice);
    assertNotNegative(inputs.downPaymentPercent, downPaymentPercent);
    assertAtMost(inputs.downPaymentPercent, 100, downPaymentPercent);
    assertNotNegative(inputs.interestRate, interestRate);
    assertPositive(inputs.loanTerm, loanTerm);
    assertNotNegative(taxRate, propertyTaxRate);
    assertNotNegative(insurance, homeInsurance);
    assertNotNegative(pmi, pmiRate);
    assertNotNegative(hoa, hoaFees);

    const rate = monthlyRate(inputs.interestRate);
    const months = inputs.loanTerm * 12;
    const downPaymentAmount = (inputs.homePrice * inputs.downPaymentPercent) / 100;
    // The price minus the down payment, so that the two add up to the price exactly; at 100% down no loan at all, not
    // the -0.0000000000001 a rounded product can leave.
    const loanAmount = Math.max(0, inputs.homePrice - downPaymentAmount);
    const principalAndInterest = payment(loanAmount, rate, months);
    const monthlyPropertyTax = (inputs.homePrice * taxRate) / 100 / 12;
    const monthlyHomeInsurance = insurance / 12;
    const monthlyPmi = inputs.downPaymentPercent < PMI_FREE_DOWN_PAYMENT ? (loanAmount * pmi) / 100 / 12 : 0;
    const totalOfPayments = principalAndInterest * months;
    const details: MortgageDetails = {
      totalMonthlyPayment: principalAndInterest + monthlyPropertyTax + monthlyHomeInsurance + monthlyPmi + hoa,
      principalAndInterest,
      loanAmount,
      downPaymentAmount,
      monthlyPropertyTax,
      monthlyHomeInsurance,
      monthlyPmi,
      monthlyHoa: hoa,
      totalOfPayments,
      totalInterest: totalOfPayments - loanAmount,
      numberOfPayments: months,
    };
    assertComputableBlaming(details, [
      [inputs.interestRate, interestRate], [inputs.loanTerm, loanTerm], [taxRate, propertyTaxRate],
      [insurance, homeInsurance], [pmi, pmiRate], [hoa, hoaFees], [inputs.homePrice, homePrice],
    ]);

    // Each component keeps its colour; components that cost nothing are left out of the pie.
    const slices = [
      { role: 'principalAndInterest', value: principalAndInterest },
      { role: 'propertyTax', value: monthlyPropertyTax },
      { role: 'homeInsurance', value: monthlyHomeInsurance },
      { role: 'pmi', value: monthlyPmi },
      { role: 'hoaFees', value: hoa },
    ].filter((slice) => slice.value > 0);
    return {
      value: details.totalMonthlyPayment,
      unit: '$/month',
      details,
      chart: { type: 'pie', data: slices },
      // PMI is not part of the schedule: its rows are principal and interest, like the totals.
      schedule: Math.ceil(months) <= MAX_SCHEDULE_MONTHS ? amortizationSchedule(loanAmount, rate, months) : undefined,
    };
  },
});

/**
 * Monthly cost of a fixed-rate mortgage: principal and interest by the amortization formula (Excel PMT), plus
 * property tax, homeowners insurance, PMI (only while the down payment is under 20%) and HOA dues.
 * @param inputs - `homePrice` ($), `downPaymentPercent` (% of price), `interestRate` (% APR), `loanTerm` (years),
 * and optionally `propertyTaxRate` (% of price a year), `homeInsurance` ($ a year), `pmiRate` (% of the loan a
 * year) and `hoaFees` ($ a month)
 * @returns the total monthly payment as `value`, each component and the lifetime totals in `details`, a pie of
 * the monthly payment by component and the principal-and-interest schedule
 * @example
 * mortgagePayment({ homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30 }).value;
 * // 1970.295...: a $320,000 loan at 6.25% over 360 months (Excel: =PMT(6.25%/12, 360, -320000) -> $1,970.30)
 */
export function mortgagePayment(inputs: MortgageInputs): CalculationResult<MortgageDetails> {
  return runCalculator(mortgage, inputs);
}
