import { inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import { messages } from '../../errors/messages.js';
import { compoundGrowth } from '../../finance/future-value.js';
import { rate } from '../../finance/rate.js';
import type { CalculationResult, NumberInputSpec } from '../../types.js';

export interface InterestRateInputs {
  /** $ borrowed. */
  readonly loanAmount: number;
  /** Whole months. */
  readonly loanTerm: number;
  /** $ paid at the end of each month. */
  readonly monthlyPayment: number;
}

export interface InterestRateDetails extends Record<string, number> {
  /** APR in percent: 12 × the monthly rate. */
  readonly interestRate: number;
  /** % a month. */
  readonly monthlyRate: number;
  /** % a year with monthly compounding. */
  readonly effectiveAnnualRate: number;
  readonly totalOfPayments: number;
  readonly totalInterest: number;
}

const loanAmount = {
  name: 'loanAmount', label: 'Loan Amount', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e9, step: 100, uiDefault: 32000, placeholder: 'e.g. 32000', help: 'The amount borrowed, before any payment.',
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan Term', type: 'number', unit: 'months', required: true, checked: true, integer: true,
  min: 1, max: 1200, step: 1, uiDefault: 60, placeholder: 'e.g. 60', help: 'The number of monthly payments: 60 for five years.',
} as const satisfies NumberInputSpec;
const monthlyPayment = {
  name: 'monthlyPayment', label: 'Monthly Payment', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e9, step: 10, uiDefault: 640, placeholder: 'e.g. 640', help: 'The payment the lender quotes, due at the end of each month.',
} as const satisfies NumberInputSpec;

/** The highest monthly rate the calculator gives: 100% a month, an APR of 1,200%. */
const MAX_MONTHLY_RATE = 1;

/** Payments within this share of the loan are taken as repaying it exactly, at 0%: float dust is not interest. */
const EXACT = 1e-12;

/** The monthly rate, as a fraction, at which the payments repay the loan: Excel RATE(n, −payment, amount). */
function monthlyRateOf({ loanAmount: amount, loanTerm: months, monthlyPayment: pay }: InterestRateInputs): number {
  const total = pay * months;
  if (total < amount * (1 - EXACT)) inconsistent(messages.paymentsBelowLoan(), monthlyPayment);
  if (total <= amount * (1 + EXACT)) return 0;
  const r = rate(months, -pay, amount);
  // The solver's last digits may put exactly 100% a month a hair above it.
  if (!(r <= MAX_MONTHLY_RATE * (1 + 1e-9))) throw new CalculatorInputError('no_solution', messages.rateAbove1200(), monthlyPayment.name);
  return r;
}

const zeroRate = (inputs: InterestRateInputs) => inputs.monthlyPayment * inputs.loanTerm <= inputs.loanAmount * (1 + EXACT);

export const interestRate = defineCalculator<InterestRateInputs, InterestRateDetails>({
  slug: 'interest-rate',
  inputs: [loanAmount, loanTerm, monthlyPayment],
  outputs: [
    { name: 'interestRate', type: 'number', unit: '%', label: 'Interest rate (APR)', decimals: 3, words: 'the interest rate' },
    { name: 'monthlyRate', type: 'number', unit: '%', label: 'Monthly rate', decimals: 4 },
    { name: 'effectiveAnnualRate', type: 'number', unit: '%', label: 'Effective annual rate', decimals: 3 },
    { name: 'totalOfPayments', type: 'number', unit: '$', label: 'Total of payments' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest' },
  ],
  primary: 'interestRate',
  compute(inputs) {
    const r = monthlyRateOf(inputs);
    const totalOfPayments = inputs.monthlyPayment * inputs.loanTerm;
    const details: InterestRateDetails = {
      interestRate: 1200 * r,
      monthlyRate: 100 * r,
      effectiveAnnualRate: 100 * compoundGrowth(r, 12),
      totalOfPayments,
      totalInterest: Math.max(0, totalOfPayments - inputs.loanAmount),
    };
    return {
      value: details.interestRate,
      unit: '%',
      details,
      chart: {
        type: 'pie',
        data: [
          { role: 'principal', value: inputs.loanAmount },
          { role: 'interest', value: details.totalInterest },
        ],
      },
    };
  },
  solution: [
    { label: 'Total of payments', expression: '{monthlyPayment} × {loanTerm}', value: 'totalOfPayments' },
    { label: 'Total interest', expression: '{totalOfPayments} − {loanAmount}', value: 'totalInterest' },
    {
      label: 'Monthly rate', expression: 'the payments add up to the loan, so no interest is charged', value: 'monthlyRate', when: zeroRate,
    },
    {
      // No closed form: the rate is found step by step, as a spreadsheet's RATE function finds it.
      label: 'Monthly rate r that makes {loanAmount} × r / (1 − (1 + r)^−{loanTerm}) equal {monthlyPayment}',
      expression: 'r', value: 'monthlyRate', when: (inputs) => !zeroRate(inputs),
    },
    { label: 'Effective annual rate', expression: '((1 + {monthlyRate} / 100)^12 − 1) × 100', value: 'effectiveAnnualRate' },
    { label: 'Interest rate (APR)', expression: '{monthlyRate} × 12', value: 'interestRate' },
  ],
  assessment: {
    of: 'interestRate',
    cases: [
      { when: zeroRate, text: 'Your payments add up to exactly the {loanAmount} borrowed: the loan charges no interest.' },
    ],
    bands: [
      { below: 5, text: 'A rate of {interestRate} is low: over {loanTerm} you pay {totalInterest} of interest on {loanAmount}.' },
      { below: 10, text: 'A rate of {interestRate} is moderate, in the range of secured loans to good borrowers: over {loanTerm} you pay {totalInterest} of interest on {loanAmount}.' },
      { below: 20, text: 'A rate of {interestRate} is high: over {loanTerm} you pay {totalInterest} of interest on {loanAmount}. Compare offers from other lenders.' },
      { below: 36, text: 'A rate of {interestRate} is very high, close to a credit card\'s: over {loanTerm} you pay {totalInterest} of interest on {loanAmount}.' },
      { text: 'A rate of {interestRate} is above 36%, the cap federal law puts on loans to service members: over {loanTerm} you pay {totalInterest} of interest on {loanAmount}. Check the offer carefully.' },
    ],
    notes: [
      { when: (inputs) => !zeroRate(inputs), text: 'Compounded monthly, the rate amounts to {effectiveAnnualRate} a year.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Paying {monthlyPayment} a month',
      change: ({ loanAmount: amount, loanTerm: months, monthlyPayment: pay }) => {
        const less = Math.round(pay * 0.95 * 100) / 100;
        return less * months > amount ? { monthlyPayment: less } : undefined;
      },
      outputs: ['interestRate', 'totalInterest'],
    },
    {
      // At 0% a lower payment no longer repays the loan: a higher one shows what interest that would be.
      lead: 'Paying {monthlyPayment} a month',
      change: (inputs) => (zeroRate(inputs) ? { monthlyPayment: Math.round(inputs.monthlyPayment * 1.05 * 100) / 100 } : undefined),
      outputs: ['interestRate', 'totalInterest'],
    },
    {
      lead: 'Paying the same amount for {loanTerm}',
      change: ({ loanTerm: months }) => (months + 12 <= loanTerm.max ? { loanTerm: months + 12 } : undefined),
      outputs: ['interestRate', 'totalInterest'],
    },
  ],
  // It also rises with the payment and falls with the amount, but most pairs the harness would draw over those two
  // domains are refused (the payments repay less than the loan, or more than 1,200% a year): interest-rate.test.ts
  // checks them over payments that give a rate.
  properties: [
    { output: 'interestRate', input: 'loanTerm', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$8,000 repaid by 48 payments of $200: 9.24% APR, 0.77% a month', source: 'Microsoft Excel RATE documentation, =RATE(48, -200, 8000) × 12',
      inputs: { loanAmount: 8000, loanTerm: 48, monthlyPayment: 200 }, expected: { interestRate: 9.24, monthlyRate: 0.77 }, decimals: 2,
    },
    {
      name: '$10,000 repaid by 36 payments of $308.7709686537: 7% APR',
      source: 'computed by hand in exact decimals: the level payment at 7% is 10,000 × (0.07/12) / (1 − (1 + 0.07/12)^−36) = 308.77096865371949; the rate must come back as 7',
      inputs: { loanAmount: 10000, loanTerm: 36, monthlyPayment: 308.7709686537195 }, expected: { interestRate: 7 }, decimals: 6,
    },
    {
      name: '$1,000 repaid by one payment of $1,010: 1% a month, 12% APR, 12.6825% effective',
      source: 'computed by hand: 1,010 / 1,000 − 1 = 1% a month; (1.01^12 − 1) × 100 = 12.682503013197',
      inputs: { loanAmount: 1000, loanTerm: 1, monthlyPayment: 1010 },
      expected: { interestRate: 12, monthlyRate: 1, effectiveAnnualRate: 12.682503, totalInterest: 10 }, decimals: 6,
    },
    {
      name: '$12,000 repaid by 12 payments of $1,000: 0%', source: 'computed by hand: 12 × 1,000 = 12,000, no interest',
      inputs: { loanAmount: 12000, loanTerm: 12, monthlyPayment: 1000 }, expected: { interestRate: 0, totalInterest: 0 }, decimals: 9,
    },
  ],
});

/**
 * The annual rate (APR) a loan charges, from its amount, its term in months and its monthly payment: the monthly rate
 * r at which the payments repay the loan, as Excel `RATE(term, −payment, amount)`, times 12.
 * @param inputs - `loanAmount` ($), `loanTerm` (whole months), `monthlyPayment` ($)
 * @returns the APR in percent as `value`; the monthly and effective annual rates and the totals in `details`
 * @example
 * loanInterestRate({ loanAmount: 8000, loanTerm: 48, monthlyPayment: 200 }).value; // 9.2417669858... (Excel: 0.77% a month)
 */
export function loanInterestRate(inputs: InterestRateInputs): CalculationResult<InterestRateDetails> {
  return runCalculator(interestRate, inputs);
}
