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
  name: 'homePrice', label: 'Home Price', type: 'number', unit: '$', required: true, min: 1000, max: 100000000,
  step: 1000, uiDefault: 400000, placeholder: 'e.g. 400,000',
} as const satisfies NumberInputSpec;
const downPaymentPercent = {
  name: 'downPaymentPercent', label: 'Down Payment', type: 'number', unit: '% of price', required: true, min: 0,
  max: 100, step: 0.5, uiDefault: 20, placeholder: 'e.g. 20', help: 'Below 20% down, a conventional loan usually adds PMI.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate (APR)', type: 'number', unit: '%', required: true, min: 0, max: 30,
  step: 0.01, uiDefault: 6.5, placeholder: 'e.g. 6.5',
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan Term', type: 'number', unit: 'years', required: true, min: 1, max: 40, step: 1,
  uiDefault: 30, placeholder: 'e.g. 30',
} as const satisfies NumberInputSpec;
const propertyTaxRate = {
  name: 'propertyTaxRate', label: 'Property Tax', type: 'number', unit: '% of price / yr', required: false,
  default: 0, min: 0, max: 10, step: 0.01, uiDefault: 1.2, placeholder: 'e.g. 1.2',
  help: "The yearly tax bill divided by the home's price; it varies from about 0.3% to over 2% by state.",
} as const satisfies NumberInputSpec;
const homeInsurance = {
  name: 'homeInsurance', label: 'Home Insurance', type: 'number', unit: '$ / yr', required: false, default: 0,
  min: 0, max: 100000, step: 50, uiDefault: 1500, placeholder: 'e.g. 1,500', help: 'Your yearly homeowners insurance premium.',
} as const satisfies NumberInputSpec;
const pmiRate = {
  name: 'pmiRate', label: 'PMI', type: 'number', unit: '% of loan / yr', required: false, default: 0, min: 0,
  max: 5, step: 0.05, uiDefault: 0.5, placeholder: 'e.g. 0.5',
  help: 'Private mortgage insurance, charged only while the down payment is under 20%.',
} as const satisfies NumberInputSpec;
const hoaFees = {
  name: 'hoaFees', label: 'HOA Fees', type: 'number', unit: '$ / month', required: false, default: 0, min: 0,
  max: 10000, step: 10, uiDefault: 0, placeholder: 'e.g. 50',
  help: 'Homeowners association dues for a condo or planned community; 0 if none.',
} as const satisfies NumberInputSpec;

/** Lenders charge PMI while the down payment is below this share of the price (loan-to-value above 80%). */
const PMI_FREE_DOWN_PAYMENT = 20;
/** Above this total monthly payment the cost is "above typical housing cost guidelines" (docs/product.md#result-interpretations). */
const HOUSING_GUIDELINE_PAYMENT = 3000;
/** The band's limit just above it, so that a payment of exactly $3,000 is still within the guidelines. */
const WITHIN_HOUSING_GUIDELINE = HOUSING_GUIDELINE_PAYMENT + HOUSING_GUIDELINE_PAYMENT * Number.EPSILON;
/** Front-end ratio of the 28/36 rule: housing costs at most 28% of gross monthly income. */
const HOUSING_SHARE_OF_INCOME = 0.28;
/** The common shorter mortgage term a what-if compares with, and the longer one for a loan already this short. */
const SHORT_TERM = 15;
const LONG_TERM = 30;
/** The monthly costs added to principal and interest, each added to the total only when it costs something. */
const EXTRAS = ['monthlyPropertyTax', 'monthlyHomeInsurance', 'monthlyPmi', 'monthlyHoa'] as const;
/** What a loan's what-if reports: the payment and the interest over the term. */
const LOAN_COST = 'the payment would be {totalMonthlyPayment} a month ({change.totalMonthlyPayment}) and the interest {totalInterest} in all ({change.totalInterest})';

export const mortgage = defineCalculator<MortgageInputs, MortgageDetails>({
  slug: 'mortgage',
  inputs: [homePrice, downPaymentPercent, interestRate, loanTerm, propertyTaxRate, homeInsurance, pmiRate, hoaFees],
  outputs: [
    { name: 'totalMonthlyPayment', type: 'number', unit: '$/month', label: 'Total monthly payment' },
    { name: 'principalAndInterest', type: 'number', unit: '$/month', label: 'Principal & interest' },
    { name: 'loanAmount', type: 'number', unit: '$', label: 'Loan amount' },
    { name: 'downPaymentAmount', type: 'number', unit: '$', label: 'Down payment' },
    { name: 'monthlyPropertyTax', type: 'number', unit: '$/month', label: 'Property tax / month' },
    { name: 'monthlyHomeInsurance', type: 'number', unit: '$/month', label: 'Home insurance / month' },
    { name: 'monthlyPmi', type: 'number', unit: '$/month', label: 'PMI / month' },
    { name: 'monthlyHoa', type: 'number', unit: '$/month', label: 'HOA fees / month' },
    { name: 'totalOfPayments', type: 'number', unit: '$', label: 'Total of principal & interest payments' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest' },
    { name: 'numberOfPayments', type: 'number', unit: 'months', label: 'Number of payments' },
  ],
  primary: 'totalMonthlyPayment',
  // Every part of the payment but insurance and dues is a share of the price, so the price is found by one division.
  solvable: {
    homePrice: {
      from: ['totalMonthlyPayment', 'principalAndInterest'],
      closedForm: (inputs, known, value) => {
        const borrowed = 1 - inputs.downPaymentPercent / 100;
        const perDollarBorrowed = payment(1, monthlyRate(inputs.interestRate), inputs.loanTerm * 12);
        if (known === 'principalAndInterest') return value / (borrowed * perDollarBorrowed);
        const pmi = inputs.downPaymentPercent < PMI_FREE_DOWN_PAYMENT ? (borrowed * (inputs.pmiRate ?? 0)) / 100 / 12 : 0;
        const perDollarOfPrice = borrowed * perDollarBorrowed + (inputs.propertyTaxRate ?? 0) / 100 / 12 + pmi;
        return (value - (inputs.homeInsurance ?? 0) / 12 - (inputs.hoaFees ?? 0)) / perDollarOfPrice;
      },
    },
  },
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
  intermediates: {
    monthlyRate: { value: (inputs) => monthlyRate(inputs.interestRate) },
    months: { value: (inputs) => inputs.loanTerm * 12 },
    // The payment in a sentence, the sentence saying "monthly": "a total monthly payment of $1,970.30".
    payment: { unit: '$', value: (_inputs, { totalMonthlyPayment }) => totalMonthlyPayment as number },
    incomeNeeded: { unit: '$', value: (_inputs, { totalMonthlyPayment }) => (totalMonthlyPayment as number) / HOUSING_SHARE_OF_INCOME },
    yearlyIncomeNeeded: { unit: '$', value: (_inputs, { totalMonthlyPayment }) => ((totalMonthlyPayment as number) / HOUSING_SHARE_OF_INCOME) * 12 },
  },
  solution: [
    { label: 'Down payment', expression: '{homePrice} × {downPaymentPercent} / 100', value: 'downPaymentAmount' },
    { label: 'Loan amount', expression: '{homePrice} − {downPaymentAmount}', value: 'loanAmount' },
    { label: 'Monthly rate', expression: '{interestRate} / 100 / 12', value: 'monthlyRate' },
    { label: 'Number of payments', expression: '{loanTerm} × 12', value: 'months' },
    { label: 'Principal and interest', expression: '{loanAmount} / {months}', value: 'principalAndInterest', when: (inputs) => inputs.interestRate === 0 },
    {
      label: 'Principal and interest',
      expression: '{loanAmount} × {monthlyRate} × (1 + {monthlyRate})^{months} / ((1 + {monthlyRate})^{months} − 1)',
      value: 'principalAndInterest', when: (inputs) => inputs.interestRate !== 0,
    },
    { label: 'Total of payments (principal and interest)', expression: '{principalAndInterest} × {months}', value: 'totalOfPayments' },
    { label: 'Total interest', expression: '{totalOfPayments} − {loanAmount}', value: 'totalInterest' },
    {
      label: 'Property tax a month', expression: '{homePrice} × {propertyTaxRate} / 100 / 12', value: 'monthlyPropertyTax',
      when: (inputs) => (inputs.propertyTaxRate ?? 0) > 0,
    },
    {
      label: 'Home insurance a month', expression: '{homeInsurance} / 12', value: 'monthlyHomeInsurance',
      when: (inputs) => (inputs.homeInsurance ?? 0) > 0,
    },
    {
      label: 'PMI a month', expression: '{loanAmount} × {pmiRate} / 100 / 12', value: 'monthlyPmi',
      when: (inputs) => (inputs.pmiRate ?? 0) > 0 && inputs.downPaymentPercent < PMI_FREE_DOWN_PAYMENT,
    },
    {
      label: 'PMI a month', expression: `none: {downPaymentPercent}% down is at least ${PMI_FREE_DOWN_PAYMENT}%`, value: 'monthlyPmi',
      when: (inputs) => (inputs.pmiRate ?? 0) > 0 && inputs.downPaymentPercent >= PMI_FREE_DOWN_PAYMENT,
    },
    {
      label: 'Total monthly payment', expression: '{principalAndInterest} + 0 (no property tax, insurance, PMI or HOA)',
      value: 'totalMonthlyPayment', when: (_inputs, details) => !EXTRAS.some((name) => details[name] !== 0),
    },
    {
      label: 'Total monthly payment', expression: `{principalAndInterest}${EXTRAS.map((name) => `{+${name}}`).join('')}`,
      value: 'totalMonthlyPayment', when: (_inputs, details) => EXTRAS.some((name) => details[name] !== 0),
    },
  ],
  assessment: {
    of: 'totalMonthlyPayment',
    bands: [
      { below: WITHIN_HOUSING_GUIDELINE, text: 'A total monthly payment of {payment} is within typical housing cost guidelines for many households.' },
      { text: 'A total monthly payment of {payment} is above typical housing cost guidelines for many households.' },
    ],
    notes: [
      { text: 'Lenders often want housing costs at or below 28% of gross income, which for this payment means earning at least {incomeNeeded} a month ({yearlyIncomeNeeded} a year).' },
      { when: (_inputs, { loanAmount }) => loanAmount === 0, text: 'With 100% down there is no loan: the payment is only tax, insurance and dues.' },
      { when: (_inputs, { loanAmount }) => loanAmount !== 0, text: 'Over the full term you would pay {totalInterest} in interest on a {loanAmount} loan.' },
    ],
  },
  whatIfs: [
    {
      lead: 'With {downPaymentPercent} down ({downPaymentAmount}) and no PMI',
      change: ({ downPaymentPercent: down }) => (down < PMI_FREE_DOWN_PAYMENT ? { downPaymentPercent: PMI_FREE_DOWN_PAYMENT, pmiRate: 0 } : undefined),
      outputs: ['downPaymentAmount', 'totalMonthlyPayment', 'loanAmount'],
      then: 'the monthly payment would be {totalMonthlyPayment} ({change.totalMonthlyPayment}), on a loan of {loanAmount}',
    },
    {
      lead: 'At {interestRate} instead of {given.interestRate}',
      change: ({ interestRate: rate }) => ({ interestRate: rate >= 1 ? rate - 1 : rate + 1 }),
      outputs: ['totalMonthlyPayment', 'totalInterest'],
      then: LOAN_COST,
    },
    {
      lead: 'Over {loanTerm} instead of {given.loanTerm}',
      change: ({ loanTerm: term }) => ({ loanTerm: term > SHORT_TERM ? SHORT_TERM : LONG_TERM }),
      outputs: ['totalMonthlyPayment', 'totalInterest'],
      then: LOAN_COST,
    },
  ],
  properties: [
    { output: 'totalMonthlyPayment', input: 'homePrice', direction: 'rises' },
    { output: 'principalAndInterest', input: 'interestRate', direction: 'rises' },
    { output: 'principalAndInterest', input: 'downPaymentPercent', direction: 'falls' },
    { output: 'principalAndInterest', input: 'loanTerm', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '$400,000 home, 20% down, 6.25% over 30 years pays $1,970.30 a month',
      // Excel =PMT(6.25%/12, 360, -320000) -> $1,970.30; 360 × 1,970.295 − 320,000 = $389,306.21 of interest.
      source: 'calcfort.com worked example 1, Excel PMT',
      inputs: { homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30 },
      expected: { totalMonthlyPayment: 1970.3, principalAndInterest: 1970.3, totalOfPayments: 709306.21, totalInterest: 389306.21 },
      decimals: 2,
    },
    {
      name: 'the same loan with 1.2% property tax, $1,200 insurance and $50 HOA dues pays $2,520.30 a month',
      source: 'calcfort.com worked example 2',
      inputs: {
        homePrice: 400000, downPaymentPercent: 20, interestRate: 6.25, loanTerm: 30, propertyTaxRate: 1.2,
        homeInsurance: 1200, hoaFees: 50,
      },
      expected: { totalMonthlyPayment: 2520.3, principalAndInterest: 1970.3, totalInterest: 389306.21 },
      decimals: 2,
    },
    {
      name: '$200,000 at 6% over 30 years pays $1,199.10 a month and $231,676.38 of interest',
      source: 'lender amortization tables, Excel =PMT(6%/12, 360, -200000)',
      inputs: { homePrice: 250000, downPaymentPercent: 20, interestRate: 6, loanTerm: 30 },
      expected: { totalMonthlyPayment: 1199.1, totalInterest: 231676.38 },
      decimals: 2,
    },
  ],
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
