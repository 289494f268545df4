import { assertComputableBlaming, assertNotNegative, assertPositive } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { principalInterestPie } from '../../_lib/loan-charts.js';
import { amortizationSchedule } from '../../finance/amortization-schedule.js';
import { monthlyRate, payment } from '../../finance/payment.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** The terms the `loanTerm` select offers, in months. */
export const CAR_LOAN_TERMS = [24, 36, 48, 60, 72, 84] as const;

export type CarLoanTerm = (typeof CAR_LOAN_TERMS)[number];

export interface CarLoanInputs {
  /** $. */
  readonly vehiclePrice: number;
  /** $; 0 when empty. */
  readonly downPayment?: number;
  /** $; 0 when empty. */
  readonly tradeInValue?: number;
  /** Percent of the price minus the trade-in; 0 when empty. */
  readonly salesTaxRate?: number;
  /** Title, registration and other fees in $, financed with the car; 0 when empty. */
  readonly fees?: number;
  /** Annual rate (APR) in percent. */
  readonly interestRate: number;
  /** Months: 24, 36, 48, 60, 72 or 84. */
  readonly loanTerm: CarLoanTerm;
}

export interface CarLoanDetails extends Record<string, number> {
  readonly monthlyPayment: number;
  /** Price plus tax and fees, less the down payment and trade-in; never negative. */
  readonly loanAmount: number;
  readonly salesTax: number;
  readonly totalInterest: number;
  readonly totalOfPayments: number;
  /** Price, tax, fees and interest: what the car costs in all. */
  readonly totalCost: number;
}

const vehiclePrice = {
  name: 'vehiclePrice', label: 'Vehicle Price', type: 'number', unit: '$', required: true, min: 500, max: 1000000,
  step: 100, uiDefault: 30000, placeholder: 'e.g. 30,000',
} as const satisfies NumberInputSpec;
const downPayment = {
  name: 'downPayment', label: 'Down Payment', type: 'number', unit: '$', required: false, default: 0, min: 0,
  max: 1000000, step: 100, uiDefault: 0, placeholder: 'e.g. 3,000',
} as const satisfies NumberInputSpec;
const tradeInValue = {
  name: 'tradeInValue', label: 'Trade-in Value', type: 'number', unit: '$', required: false, default: 0, min: 0,
  max: 1000000, step: 100, uiDefault: 0, placeholder: 'e.g. 8,000',
  help: 'What the dealer credits for your current car, after any loan still owed on it.',
} as const satisfies NumberInputSpec;
const salesTaxRate = {
  name: 'salesTaxRate', label: 'Sales Tax', type: 'number', unit: '%', required: false, default: 0, min: 0, max: 15,
  step: 0.01, uiDefault: 0, placeholder: 'e.g. 7',
  help: 'Your state and local rate, charged here on the price minus the trade-in.',
} as const satisfies NumberInputSpec;
const fees = {
  name: 'fees', label: 'Title, Registration & Other Fees', type: 'number', unit: '$', required: false, default: 0,
  min: 0, max: 50000, step: 10, uiDefault: 0, placeholder: 'e.g. 500', help: 'Added to the amount financed.',
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate (APR)', type: 'number', unit: '%', required: true, min: 0, max: 30,
  step: 0.01, uiDefault: 6.5, placeholder: 'e.g. 6.5',
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan Term', type: 'select', unit: 'months', required: true, options: CAR_LOAN_TERMS,
  uiDefault: 60,
  optionLabels: {
    24: '24 months (2 years)', 36: '36 months (3 years)', 48: '48 months (4 years)', 60: '60 months (5 years)',
    72: '72 months (6 years)', 84: '84 months (7 years)',
  },
} as const satisfies SelectInputSpec;

/** Above this monthly payment a car loan is "substantial" (docs/product.md#result-interpretations). */
const SUBSTANTIAL_CAR_PAYMENT = 500;
/** The band's limit just above it, so that a payment of exactly $500 is still "moderate". */
const MODERATE_CAR_PAYMENT = SUBSTANTIAL_CAR_PAYMENT + SUBSTANTIAL_CAR_PAYMENT * Number.EPSILON;

export const carLoan = defineCalculator<CarLoanInputs, CarLoanDetails>({
  slug: 'car-loan',
  inputs: [vehiclePrice, downPayment, tradeInValue, salesTaxRate, fees, interestRate, loanTerm],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$/month', label: 'Monthly payment' },
    { name: 'loanAmount', type: 'number', unit: '$', label: 'Amount financed' },
    { name: 'salesTax', type: 'number', unit: '$', label: 'Sales tax' },
    { name: 'totalInterest', type: 'number', unit: '$', label: 'Total interest' },
    { name: 'totalOfPayments', type: 'number', unit: '$', label: 'Total of payments' },
    { name: 'totalCost', type: 'number', unit: '$', label: 'Total cost of the car' },
  ],
  primary: 'monthlyPayment',
  compute(inputs) {
    const down = inputs.downPayment ?? downPayment.default;
    const tradeIn = inputs.tradeInValue ?? tradeInValue.default;
    const taxRate = inputs.salesTaxRate ?? salesTaxRate.default;
    const otherFees = inputs.fees ?? fees.default;
    assertPositive(inputs.vehiclePrice, vehiclePrice);
    assertNotNegative(down, downPayment);
    assertNotNegative(tradeIn, tradeInValue);
    assertNotNegative(taxRate, salesTaxRate);
    assertNotNegative(otherFees, fees);
    assertNotNegative(inputs.interestRate, interestRate);
    assertPositive(inputs.loanTerm, loanTerm);

    // Most US states tax the price less the trade-in; taxes and fees are financed with the car.
    const salesTax = (Math.max(0, inputs.vehiclePrice - tradeIn) * taxRate) / 100;
    const loanAmount = Math.max(0, inputs.vehiclePrice + salesTax + otherFees - down - tradeIn);
    const rate = monthlyRate(inputs.interestRate);
    const months = inputs.loanTerm;
    const monthlyPayment = payment(loanAmount, rate, months);
    const totalOfPayments = monthlyPayment * months;
    const totalInterest = totalOfPayments - loanAmount;
    const details: CarLoanDetails = {
      monthlyPayment,
      loanAmount,
      salesTax,
      totalInterest,
      totalOfPayments,
      totalCost: inputs.vehiclePrice + salesTax + otherFees + totalInterest,
    };
    assertComputableBlaming(details, [
      [inputs.interestRate, interestRate], [taxRate, salesTaxRate], [otherFees, fees], [inputs.vehiclePrice, vehiclePrice],
    ]);
    return {
      value: monthlyPayment,
      unit: '$/month',
      details,
      chart: principalInterestPie(loanAmount, totalInterest),
      schedule: amortizationSchedule(loanAmount, rate, months),
    };
  },
  intermediates: {
    // The payment as an amount, said "a month" in words.
    payment: { unit: '$', value: (_inputs, { monthlyPayment }) => monthlyPayment as number },
  },
  // The worked solution and the what-ifs stay the explainer's code: the amount financed adds and subtracts only the
  // amounts given (no "− 0" for a trade-in not made), and the term's what-if names the neighbouring option of the
  // select ("Over 36 months instead of 48 months"), where a what-if's lead writes only a number input's value.
  assessment: {
    of: 'monthlyPayment',
    cases: [
      {
        when: (_inputs, { loanAmount }) => loanAmount === 0,
        text: 'Your down payment and trade-in cover the whole cost, taxes and fees included: there is nothing to finance.',
      },
    ],
    bands: [
      { below: MODERATE_CAR_PAYMENT, text: 'A monthly payment of {payment} is a moderate commitment for a car.' },
      { text: 'A monthly payment of {payment} is a substantial commitment for a car.' },
    ],
    notes: [{ text: 'Interest adds {totalInterest}, so the car costs {totalCost} in all with tax and fees.' }],
  },
  properties: [
    { output: 'monthlyPayment', input: 'vehiclePrice', direction: 'rises' },
    { output: 'monthlyPayment', input: 'interestRate', direction: 'rises' },
    { output: 'monthlyPayment', input: 'downPayment', direction: 'falls' },
    { output: 'monthlyPayment', input: 'tradeInValue', direction: 'falls' },
    { output: 'monthlyPayment', input: 'fees', direction: 'rises' },
    { output: 'salesTax', input: 'salesTaxRate', direction: 'rises' },
    { output: 'salesTax', input: 'tradeInValue', direction: 'falls' },
    { output: 'loanAmount', input: 'salesTaxRate', direction: 'rises' },
    { output: 'totalInterest', input: 'interestRate', direction: 'rises' },
    { output: 'totalCost', input: 'interestRate', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '$21,000 at 6.9% over 48 months pays $501.90 a month',
      source: 'Claris FileMaker PMT help, worked example 1',
      inputs: { vehiclePrice: 21000, interestRate: 6.9, loanTerm: 48 },
      expected: { monthlyPayment: 501.9, totalInterest: 3091.08, totalOfPayments: 24091.08, totalCost: 24091.08 },
      decimals: 2,
      exact: { loanAmount: 21000, salesTax: 0 },
    },
    {
      name: '$30,000 with 7% tax, $500 fees and $3,000 down at 5% over 60 months pays $558.59 a month',
      source: 'calculatorlib.com, worked example 2',
      inputs: { vehiclePrice: 30000, salesTaxRate: 7, fees: 500, downPayment: 3000, interestRate: 5, loanTerm: 60 },
      expected: { monthlyPayment: 558.59, totalInterest: 3915.31, totalOfPayments: 33515.31, totalCost: 36515.31 },
      decimals: 2,
    },
  ],
});

/**
 * Monthly payment of a car loan: the price plus sales tax (on the price less the trade-in) and fees, less the
 * down payment and trade-in, amortized at the APR over the term (Excel PMT).
 * @param inputs - `vehiclePrice` ($), `interestRate` (% APR), `loanTerm` (months: 24 to 84), and optionally
 * `downPayment` ($), `tradeInValue` ($), `salesTaxRate` (%) and `fees` ($)
 * @returns the payment as `value`; the amount financed, tax, interest and total cost in `details`; a
 * principal/interest pie and the monthly schedule
 * @example
 * carLoanPayment({ vehiclePrice: 21000, interestRate: 6.9, loanTerm: 48 }).value;
 * // 501.89...: $21,000 at 6.9% over 48 months (Claris FileMaker PMT example: $501.90)
 */
export function carLoanPayment(inputs: CarLoanInputs): CalculationResult<CarLoanDetails> {
  return runCalculator(carLoan, inputs);
}
