import { assertComputable, inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import { messages } from '../../errors/messages.js';
import { balanceAfter } from '../../finance/amortization-schedule.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import { ratesOfReturn } from '../../finance/rates-of-return.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface RealEstateInputs {
  /** $. */
  readonly purchasePrice: number;
  /** % of the price paid in cash; 20 when empty. */
  readonly downPaymentPercent: number;
  /** $ paid at purchase on top of the down payment; 0 when empty. */
  readonly closingCosts: number;
  /** Annual mortgage rate in percent. */
  readonly interestRate: number;
  /** Whole years; 30 when empty. */
  readonly loanTerm: number;
  /** $ a month in the first year. */
  readonly monthlyRent: number;
  /** % of the rent lost to empty months; 0 when empty. */
  readonly vacancyRate: number;
  /** $ a year in the first year: tax, insurance, maintenance, management, HOA; 0 when empty. */
  readonly annualOperatingExpenses: number;
  /** % a year; 0 when empty. */
  readonly annualRentIncrease: number;
  /** % a year; 0 when empty. */
  readonly annualExpenseIncrease: number;
  /** % a year; 0 when empty. */
  readonly annualAppreciation: number;
  /** Whole years until the sale. */
  readonly holdingPeriod: number;
  /** % of the sale price; 0 when empty. */
  readonly sellingCostPercent: number;
}

export interface RealEstateDetails extends Record<string, number> {
  /** Internal rate of return of the cash invested, the yearly cash flows and the sale, in percent. */
  readonly irr: number;
  /** First-year net operating income over the price, in percent. */
  readonly capRate: number;
  /** First-year cash flow over the cash invested, in percent. */
  readonly cashOnCashReturn: number;
  readonly monthlyCashFlow: number;
  /** First-year rent after vacancy, less operating expenses. */
  readonly netOperatingIncome: number;
  readonly annualDebtService: number;
  readonly loanAmount: number;
  readonly cashInvested: number;
  readonly salePrice: number;
  /** The sale price less selling costs and the loan balance left. */
  readonly saleProceeds: number;
  /** Every cash flow added up, the cash invested taken away. */
  readonly totalProfit: number;
}

const purchasePrice = {
  name: 'purchasePrice', label: 'Purchase Price', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e9, step: 1000, uiDefault: 300000, placeholder: 'e.g. 300000', help: 'What you pay for the property.',
} as const satisfies NumberInputSpec;
const downPaymentPercent = {
  name: 'downPaymentPercent', label: 'Down Payment', type: 'number', unit: '%', required: false, default: 20, checked: true, min: 0, max: 100,
  step: 1, uiDefault: 20, placeholder: 'e.g. 25', help: 'The share of the price paid in cash; 100 for a cash purchase. Investment loans often need 20–25%.',
} as const satisfies NumberInputSpec;
const closingCosts = {
  name: 'closingCosts', label: 'Closing and Repair Costs', type: 'number', unit: '$', required: false, default: 0, checked: true, min: 0,
  max: 1e9, step: 500, uiDefault: 0, placeholder: 'e.g. 8000', help: 'Cash paid at purchase besides the down payment: closing costs and repairs before renting.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate', type: 'number', unit: '%', required: true, checked: true, min: 0, max: 100,
  step: 0.01, uiDefault: 7, placeholder: 'e.g. 7', help: 'The mortgage rate; investment property loans usually cost more than a home loan.',
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan Term', type: 'number', unit: 'years', required: false, default: 30, checked: true, integer: true,
  min: 1, max: 40, step: 1, uiDefault: 30, placeholder: 'e.g. 30', help: 'The mortgage\'s length in years.',
} as const satisfies NumberInputSpec;
const monthlyRent = {
  name: 'monthlyRent', label: 'Monthly Rent', type: 'number', unit: '$', required: true, checked: true, min: 0,
  max: 1e8, step: 50, uiDefault: 2500, placeholder: 'e.g. 2500', help: 'The rent in the first year, for all units together.',
} as const satisfies NumberInputSpec;
const vacancyRate = {
  name: 'vacancyRate', label: 'Vacancy', type: 'number', unit: '%', required: false, default: 0, checked: true, min: 0, max: 100,
  step: 1, uiDefault: 5, placeholder: 'e.g. 5', help: 'The share of the rent lost to empty months and unpaid rent; 5% is about 18 days a year.',
} as const satisfies NumberInputSpec;
const annualOperatingExpenses = {
  name: 'annualOperatingExpenses', label: 'Operating Expenses (tax, insurance, maintenance, management, HOA)', type: 'number', unit: '$ / yr',
  required: false, default: 0, checked: true, min: 0, max: 1e8, step: 500, uiDefault: 9000, placeholder: 'e.g. 9000',
  help: 'Every yearly cost of owning and running the property in the first year, except the mortgage.',
} as const satisfies NumberInputSpec;
const annualRentIncrease = {
  name: 'annualRentIncrease', label: 'Rent Increase', type: 'number', unit: '% / yr', required: false, default: 0, checked: true,
  min: -50, max: 100, step: 0.5, uiDefault: 3, placeholder: 'e.g. 3', help: 'How much the rent rises each year.',
} as const satisfies NumberInputSpec;
const annualExpenseIncrease = {
  name: 'annualExpenseIncrease', label: 'Expense Increase', type: 'number', unit: '% / yr', required: false, default: 0, checked: true,
  min: -50, max: 100, step: 0.5, uiDefault: 3, placeholder: 'e.g. 3', help: 'How much the operating expenses rise each year.',
} as const satisfies NumberInputSpec;
const annualAppreciation = {
  name: 'annualAppreciation', label: 'Value Appreciation', type: 'number', unit: '% / yr', required: false, default: 0, checked: true,
  min: -50, max: 100, step: 0.5, uiDefault: 3, placeholder: 'e.g. 3', help: 'How much the property\'s value rises each year until the sale.',
} as const satisfies NumberInputSpec;
const holdingPeriod = {
  name: 'holdingPeriod', label: 'Years Held', type: 'number', unit: 'years', required: true, checked: true, integer: true, min: 1, max: 50,
  step: 1, uiDefault: 10, placeholder: 'e.g. 10', help: 'How long you keep the property before selling it.',
} as const satisfies NumberInputSpec;
const sellingCostPercent = {
  name: 'sellingCostPercent', label: 'Selling Costs', type: 'number', unit: '% of sale', required: false, default: 0, checked: true,
  min: 0, max: 100, step: 0.5, uiDefault: 6, placeholder: 'e.g. 6', help: 'Agent commission and closing costs when you sell, as a share of the sale price.',
} as const satisfies NumberInputSpec;

/** Points of the scan for sign changes of the NPV, from −99% to 1,000% a year, each refined by bisection. */
const IRR_SCAN_POINTS = 20_000;
/** The what-ifs' changes: rent this much higher, this many points more down, this many years longer. */
const MORE_RENT = 100;
const MORE_DOWN = 5;
const LONGER = 5;
/** IRRs below this (in %) are modest for the risk of a rental. */
const MODEST_IRR = 8;

interface Investment {
  readonly details: RealEstateDetails;
  readonly flows: readonly number[];
}

function invest(inputs: RealEstateInputs): Investment {
  const price = inputs.purchasePrice;
  const loanAmount = price * (1 - inputs.downPaymentPercent / 100);
  const cashInvested = (price * inputs.downPaymentPercent) / 100 + inputs.closingCosts;
  if (!(cashInvested > 0)) inconsistent(messages.noCashInvested(), downPaymentPercent);
  const r = monthlyRate(inputs.interestRate);
  const months = 12 * inputs.loanTerm;
  const pay = loanAmount > 0 ? payment(loanAmount, r, months) : 0;
  const flows: number[] = [-cashInvested];
  const nois: number[] = [];
  for (let year = 1; year <= inputs.holdingPeriod; year++) {
    const rent = 12 * inputs.monthlyRent * (1 + inputs.annualRentIncrease / 100) ** (year - 1) * (1 - inputs.vacancyRate / 100);
    const noi = rent - inputs.annualOperatingExpenses * (1 + inputs.annualExpenseIncrease / 100) ** (year - 1);
    nois.push(noi);
    flows.push(noi - (year <= inputs.loanTerm ? 12 * pay : 0));
  }
  const salePrice = price * (1 + inputs.annualAppreciation / 100) ** inputs.holdingPeriod;
  const balance = loanAmount > 0 ? balanceAfter(loanAmount, r, pay, Math.min(12 * inputs.holdingPeriod, months)) : 0;
  const saleProceeds = salePrice * (1 - inputs.sellingCostPercent / 100) - balance;
  flows[inputs.holdingPeriod] = (flows[inputs.holdingPeriod] as number) + saleProceeds;
  const noi1 = nois[0] as number;
  const cashFlow1 = inputs.holdingPeriod === 1 ? noi1 - (1 <= inputs.loanTerm ? 12 * pay : 0) : (flows[1] as number);
  // A price of a fraction of a cent divides the income into a cap rate beyond any number, in percent as shown.
  const capRate = (noi1 / price) * 100;
  const cashOnCashReturn = (cashFlow1 / cashInvested) * 100;
  assertComputable({ capRate, cashOnCashReturn }, purchasePrice);
  const roots = ratesOfReturn(flows, IRR_SCAN_POINTS);
  if (roots.length === 0) throw new CalculatorInputError('no_solution', messages.noIrr(), holdingPeriod.name);
  const irr = roots.reduce((best, root) => (Math.abs(root) < Math.abs(best) ? root : best));
  return {
    flows,
    details: {
      irr: irr * 100,
      capRate,
      cashOnCashReturn,
      monthlyCashFlow: cashFlow1 / 12,
      netOperatingIncome: noi1,
      annualDebtService: 12 * pay,
      loanAmount,
      cashInvested,
      salePrice,
      saleProceeds,
      totalProfit: flows.reduce((sum, flow) => sum + flow, 0),
    },
  };
}

export const realEstate = defineCalculator<RealEstateInputs, RealEstateDetails>({
  slug: 'real-estate',
  inputs: [
    purchasePrice, downPaymentPercent, closingCosts, interestRate, loanTerm, monthlyRent, vacancyRate, annualOperatingExpenses,
    annualRentIncrease, annualExpenseIncrease, annualAppreciation, holdingPeriod, sellingCostPercent,
  ],
  outputs: [
    { name: 'irr', type: 'number', unit: '%', label: 'Internal rate of return (IRR)', words: 'the IRR' },
    { name: 'capRate', type: 'number', unit: '%', label: 'Cap rate', words: 'the cap rate' },
    { name: 'cashOnCashReturn', type: 'number', unit: '%', label: 'Cash-on-cash return', words: 'the cash-on-cash return' },
    { name: 'monthlyCashFlow', type: 'number', unit: '$', label: 'Monthly cash flow (first year)', words: 'the monthly cash flow' },
    { name: 'netOperatingIncome', type: 'number', unit: '$', label: 'Net operating income (first year)', words: 'the net operating income' },
    { name: 'annualDebtService', type: 'number', unit: '$', label: 'Mortgage payments a year', words: 'the mortgage payments' },
    { name: 'loanAmount', type: 'number', unit: '$', label: 'Loan amount' },
    { name: 'cashInvested', type: 'number', unit: '$', label: 'Cash invested' },
    { name: 'salePrice', type: 'number', unit: '$', label: 'Sale price' },
    { name: 'saleProceeds', type: 'number', unit: '$', label: 'Cash from the sale', words: 'the cash from the sale' },
    { name: 'totalProfit', type: 'number', unit: '$', label: 'Total profit' },
  ],
  primary: 'irr',
  compute(inputs) {
    const { details, flows } = invest(inputs);
    return {
      value: details.irr,
      unit: '%',
      details,
      chart: {
        type: 'bar',
        data: flows.map((flow, year) => ({ role: 'cashFlow', at: { unit: 'year', value: year } as const, value: flow })),
      },
    };
  },
  intermediates: {
    downPayment: { unit: '$', value: (inputs) => (inputs.purchasePrice * (inputs.downPaymentPercent ?? downPaymentPercent.default)) / 100 },
    monthlyPayment: { unit: '$', value: (_inputs, { annualDebtService }) => Number(annualDebtService) / 12 },
    yearlyCashFlow: { unit: '$', value: (_inputs, { monthlyCashFlow }) => 12 * Number(monthlyCashFlow) },
    effectiveRent: { unit: '$', value: (inputs) => 12 * inputs.monthlyRent * (1 - (inputs.vacancyRate ?? 0) / 100) },
    loanBalanceAtSale: {
      unit: '$',
      value: (inputs, { salePrice, saleProceeds }) => Number(salePrice) * (1 - (inputs.sellingCostPercent ?? 0) / 100) - Number(saleProceeds),
    },
  },
  solution: [
    { label: 'Loan amount', expression: '{purchasePrice} × (1 − {downPaymentPercent} / 100)', value: 'loanAmount' },
    { label: 'Cash invested', expression: '{purchasePrice} × {downPaymentPercent} / 100 + {closingCosts}', value: 'cashInvested' },
    { label: 'Mortgage payments a year', expression: '12 × PMT({interestRate}% / 12, 12 × {loanTerm}, {loanAmount})', value: 'annualDebtService' },
    { label: 'Rent after vacancy, first year', expression: '12 × {monthlyRent} × (1 − {vacancyRate} / 100)', value: 'effectiveRent' },
    { label: 'Net operating income', expression: '{effectiveRent} − {annualOperatingExpenses}', value: 'netOperatingIncome' },
    { label: 'Cap rate', expression: '{netOperatingIncome} / {purchasePrice} × 100', value: 'capRate' },
    { label: 'Cash flow, first year', expression: '{netOperatingIncome} − {annualDebtService}', value: 'yearlyCashFlow' },
    { label: 'Cash-on-cash return', expression: '{yearlyCashFlow} / {cashInvested} × 100', value: 'cashOnCashReturn' },
    { label: 'Sale price', expression: '{purchasePrice} × (1 + {annualAppreciation} / 100)^{holdingPeriod}', value: 'salePrice' },
    { label: 'Cash from the sale', expression: '{salePrice} × (1 − {sellingCostPercent} / 100) − {loanBalanceAtSale}', value: 'saleProceeds' },
    { label: 'Total profit', expression: 'the cash flow of every year and the cash from the sale, less {cashInvested}', value: 'totalProfit' },
    { label: 'IRR', expression: 'the yearly rate at which −{cashInvested}, each year\'s cash flow and the cash from the sale are worth 0 today', value: 'irr' },
  ],
  assessment: {
    of: 'irr',
    bands: [
      { below: 0, text: 'At an IRR of {irr} the property loses money over {holdingPeriod}: the rent and the sale do not give back the {cashInvested} you put in.' },
      { below: MODEST_IRR, text: 'An IRR of {irr} over {holdingPeriod} is a modest return for the work and risk of a rental; compare it with what the {cashInvested} could earn elsewhere.' },
      { text: 'An IRR of {irr} over {holdingPeriod} is a strong return on the {cashInvested} you put in, if the rent, costs and sale price turn out as entered.' },
    ],
    notes: [
      { text: 'The cap rate is {capRate} and the first year\'s cash-on-cash return {cashOnCashReturn}.' },
      { when: (_inputs, details) => Number(details['monthlyCashFlow']) < 0, text: 'In the first year the property costs you {monthlyCashFlow} a month: the rent does not cover the mortgage and expenses.' },
      { when: (_inputs, details) => Number(details['monthlyCashFlow']) >= 0, text: 'In the first year it brings in {monthlyCashFlow} a month after the mortgage and expenses.' },
    ],
  },
  whatIfs: [
    {
      lead: 'At a rent of {monthlyRent}',
      change: (inputs) => ({ monthlyRent: inputs.monthlyRent + MORE_RENT }),
      outputs: ['irr', 'monthlyCashFlow'],
    },
    {
      lead: 'Putting {downPaymentPercent} down',
      change: (inputs) => (inputs.downPaymentPercent + MORE_DOWN <= 100 ? { downPaymentPercent: inputs.downPaymentPercent + MORE_DOWN } : undefined),
      outputs: ['irr', 'monthlyCashFlow'],
    },
    {
      lead: 'Selling after {holdingPeriod}',
      change: (inputs) => (inputs.holdingPeriod + LONGER <= holdingPeriod.max ? { holdingPeriod: inputs.holdingPeriod + LONGER } : undefined),
      outputs: ['irr', 'totalProfit'],
    },
  ],
  properties: [
    { output: 'capRate', input: 'monthlyRent', direction: 'rises' },
    { output: 'capRate', input: 'annualOperatingExpenses', direction: 'falls' },
    { output: 'monthlyCashFlow', input: 'interestRate', direction: 'falls' },
    { output: 'salePrice', input: 'annualAppreciation', direction: 'rises' },
    { output: 'cashInvested', input: 'closingCosts', direction: 'rises' },
  ],
  // No published example: the definitions are standard; every figure checked against the same cash flows in exact decimals.
  referenceValues: [
    {
      name: 'A $300,000 cash purchase with $18,000 of NOI, held 5 years at no growth: a 6% cap rate and a 6% IRR',
      source: 'standard definitions (cap rate = NOI / price: 18,000 / 300,000 = 6%); with no loan, growth or selling costs every year returns 6% and the price comes back, so the IRR is 6%',
      inputs: { purchasePrice: 300000, downPaymentPercent: 100, interestRate: 7, monthlyRent: 2500, annualOperatingExpenses: 12000, holdingPeriod: 5 },
      expected: { capRate: 6, cashOnCashReturn: 6, irr: 6, netOperatingIncome: 18000, totalProfit: 90000 }, decimals: 6,
    },
    {
      name: '$300,000 with 20% down at 7%, $2,500 rent, 5% vacancy, $9,000 of costs, 3% growth, sold after 10 years: IRR 13.95%',
      source: 'computed by hand in exact decimals: payment 1,596.725988 a month; NOI 19,500; sale 403,174.913803 less 6% and a balance of 205,949.720175; IRR 13.946221% by a scan of 20,000 steps and bisection',
      inputs: {
        purchasePrice: 300000, downPaymentPercent: 20, interestRate: 7, loanTerm: 30, monthlyRent: 2500, vacancyRate: 5, annualOperatingExpenses: 9000,
        annualRentIncrease: 3, annualExpenseIncrease: 3, annualAppreciation: 3, holdingPeriod: 10, sellingCostPercent: 6,
      },
      expected: {
        irr: 13.9462, capRate: 6.5, cashOnCashReturn: 0.5655, monthlyCashFlow: 28.274, salePrice: 403174.9138, saleProceeds: 173034.6988, totalProfit: 144973.2268,
      },
      decimals: 3,
    },
    {
      name: '$200,000 with 25% down and $5,000 of closing costs at 6%: cap rate 7.26%, IRR 15.08%',
      source: 'computed by hand in exact decimals: payment 899.325788; NOI 21,600 × 0.95 − 6,000 = 14,520; cash-on-cash 3,728.090547 / 55,000; IRR 15.080255%',
      inputs: {
        purchasePrice: 200000, downPaymentPercent: 25, closingCosts: 5000, interestRate: 6, loanTerm: 30, monthlyRent: 1800, vacancyRate: 5,
        annualOperatingExpenses: 6000, annualRentIncrease: 2, annualExpenseIncrease: 2, annualAppreciation: 3, holdingPeriod: 10, sellingCostPercent: 6,
      },
      expected: { capRate: 7.26, cashOnCashReturn: 6.7783, irr: 15.0803, saleProceeds: 127127.6919, totalProfit: 123198.5463 }, decimals: 3,
    },
    {
      name: 'At 0% the loan is repaid in equal parts: $666.67 a month, IRR 25.57%',
      source: 'computed by hand in exact decimals: 240,000 / 360 = 666.666667; balance after 120 payments 160,000; IRR 25.565395%',
      inputs: { purchasePrice: 300000, downPaymentPercent: 20, interestRate: 0, loanTerm: 30, monthlyRent: 2500, annualOperatingExpenses: 9000, holdingPeriod: 10 },
      expected: { annualDebtService: 8000, saleProceeds: 140000, irr: 25.5654 }, decimals: 3,
    },
  ],
});

/**
 * The return on a rental property held for some years and sold: the IRR of the cash invested, the yearly cash flows
 * after the mortgage and the cash from the sale, with the cap rate, the cash-on-cash return and the cash flow.
 * @param inputs - price, down payment (%), closing costs, rate, term, rent, vacancy, operating expenses, their growth,
 * appreciation, years held and selling costs
 * @returns the IRR in percent as `value`; every other figure in `details`; the yearly cash flows as a bar chart
 * @example
 * rentalPropertyReturn({ purchasePrice: 300000, downPaymentPercent: 100, closingCosts: 0, interestRate: 7, loanTerm: 30,
 *   monthlyRent: 2500, vacancyRate: 0, annualOperatingExpenses: 12000, annualRentIncrease: 0, annualExpenseIncrease: 0,
 *   annualAppreciation: 0, holdingPeriod: 5, sellingCostPercent: 0 }).value;
 * // 6 (a 6% cap rate, bought for cash and sold at cost)
 */
export function rentalPropertyReturn(inputs: RealEstateInputs): CalculationResult<RealEstateDetails> {
  return runCalculator(realEstate, inputs);
}
