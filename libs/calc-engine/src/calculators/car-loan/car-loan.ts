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
  name: 'vehiclePrice', label: 'Vehicle price', type: 'number', unit: '$', required: true, min: 500, max: 1000000,
} as const satisfies NumberInputSpec;
const downPayment = {
  name: 'downPayment', label: 'Down payment', type: 'number', unit: '$', required: false, default: 0, min: 0,
  max: 1000000,
} as const satisfies NumberInputSpec;
const tradeInValue = {
  name: 'tradeInValue', label: 'Trade-in value', type: 'number', unit: '$', required: false, default: 0, min: 0,
  max: 1000000,
} as const satisfies NumberInputSpec;
const salesTaxRate = {
  name: 'salesTaxRate', label: 'Sales tax', type: 'number', unit: '%', required: false, default: 0, min: 0, max: 15,
} as const satisfies NumberInputSpec;
const fees = {
  name: 'fees', label: 'Fees', type: 'number', unit: '$', required: false, default: 0, min: 0, max: 50000,
} as const satisfies NumberInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest rate', type: 'number', unit: '%', required: true, min: 0, max: 30,
} as const satisfies NumberInputSpec;
const loanTerm = {
  name: 'loanTerm', label: 'Loan term', type: 'select', required: true, options: CAR_LOAN_TERMS,
} as const satisfies SelectInputSpec;

export const carLoan = defineCalculator<CarLoanInputs, CarLoanDetails>({
  slug: 'car-loan',
  inputs: [vehiclePrice, downPayment, tradeInValue, salesTaxRate, fees, interestRate, loanTerm],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$/month' },
    { name: 'loanAmount', type: 'number', unit: '$' },
    { name: 'salesTax', type: 'number', unit: '$' },
    { name: 'totalInterest', type: 'number', unit: '$' },
    { name: 'totalOfPayments', type: 'number', unit: '$' },
    { name: 'totalCost', type: 'number', unit: '$' },
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
