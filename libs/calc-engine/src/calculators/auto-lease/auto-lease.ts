import { inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `rateType` select. */
export const LEASE_RATE_TYPE = { interestRate: 1, moneyFactor: 2 } as const;

export type LeaseRateType = (typeof LEASE_RATE_TYPE)[keyof typeof LEASE_RATE_TYPE];

export interface AutoLeaseInputs {
  /** $ sticker price, the base of the residual. */
  readonly msrp: number;
  /** $ price agreed with the dealer. */
  readonly vehiclePrice: number;
  /** $ cash down and rebates (capitalized cost reduction); 0 when empty. */
  readonly downPayment: number;
  /** $ trade-in credit; 0 when empty. */
  readonly tradeInValue: number;
  /** $ fees rolled into the lease (acquisition fee...); 0 when empty. */
  readonly fees: number;
  /** % of the MSRP the car is worth at the end of the lease. */
  readonly residualPercent: number;
  /** Whole months. */
  readonly leaseTerm: number;
  /** 1 an interest rate (APR), 2 a money factor; 1 when empty. */
  readonly rateType: LeaseRateType;
  /** % a year, rateType 1. */
  readonly interestRate?: number;
  /** Rate type 2: the lessor's money factor, APR / 2,400. */
  readonly moneyFactor?: number;
  /** % charged on each monthly payment; 0 when empty. */
  readonly salesTaxRate: number;
}

export interface AutoLeaseDetails extends Record<string, number> {
  readonly monthlyPayment: number;
  /** The value the car loses, spread over the months. */
  readonly depreciationFee: number;
  /** The lease's interest: (capitalized cost + residual) × money factor. */
  readonly rentCharge: number;
  readonly basePayment: number;
  readonly monthlyTax: number;
  readonly residualValue: number;
  readonly adjustedCapCost: number;
  readonly moneyFactor: number;
  /** Money factor × 2,400, the industry's approximation of the APR. */
  readonly equivalentApr: number;
  readonly totalOfPayments: number;
  /** The payments plus the down payment and trade-in. */
  readonly totalLeaseCost: number;
}

const msrp = {
  name: 'msrp', label: 'MSRP (sticker price)', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e8, step: 100, uiDefault: 35000, placeholder: 'e.g. 35000', help: 'The manufacturer\'s suggested retail price: the residual is a percentage of it.',
} as const satisfies NumberInputSpec;
const vehiclePrice = {
  name: 'vehiclePrice', label: 'Negotiated Price', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true,
  max: 1e8, step: 100, uiDefault: 33000, placeholder: 'e.g. 33000', help: 'The price you agree with the dealer (the gross capitalized cost before fees).',
} as const satisfies NumberInputSpec;
const downPayment = {
  name: 'downPayment', label: 'Down Payment and Rebates', type: 'number', unit: '$', required: false, default: 0, checked: true, min: 0,
  max: 1e8, step: 100, uiDefault: 2000, placeholder: 'e.g. 2000', help: 'Cash down and any rebates: they reduce the capitalized cost.',
} as const satisfies NumberInputSpec;
const tradeInValue = {
  name: 'tradeInValue', label: 'Trade-in Value', type: 'number', unit: '$', required: false, default: 0, checked: true, min: 0,
  max: 1e8, step: 100, uiDefault: 0, placeholder: 'e.g. 5000', help: 'What the dealer credits for your car, less anything still owed on it.',
} as const satisfies NumberInputSpec;
const fees = {
  name: 'fees', label: 'Fees Added to the Lease', type: 'number', unit: '$', required: false, default: 0, checked: true, min: 0,
  max: 1e8, step: 50, uiDefault: 0, placeholder: 'e.g. 995', help: 'The acquisition fee and other charges rolled into the lease rather than paid up front.',
} as const satisfies NumberInputSpec;
const residualPercent = {
  name: 'residualPercent', label: 'Residual Value', type: 'number', unit: '%', required: true, checked: true, min: 0, max: 100,
  step: 0.5, uiDefault: 58, placeholder: 'e.g. 58', help: 'The car\'s value at the end of the lease, as a percentage of the MSRP; the lessor sets it.',
} as const satisfies NumberInputSpec;
const leaseTerm = {
  name: 'leaseTerm', label: 'Lease Term', type: 'number', unit: 'months', required: true, checked: true, integer: true, min: 1, max: 120,
  step: 1, uiDefault: 36, placeholder: 'e.g. 36', help: 'The number of monthly payments: most leases run 24, 36 or 48 months.',
} as const satisfies NumberInputSpec;
const rateType = {
  name: 'rateType', label: 'Rate Given as', type: 'select', required: false, default: LEASE_RATE_TYPE.interestRate, uiDefault: LEASE_RATE_TYPE.interestRate,
  options: [LEASE_RATE_TYPE.interestRate, LEASE_RATE_TYPE.moneyFactor],
  optionLabels: { 1: 'Interest rate (APR)', 2: 'Money factor' },
  help: 'Dealers quote a lease\'s rate as a money factor (0.00208); an interest rate of 5% is the same as 0.00208.',
} as const satisfies SelectInputSpec;
const interestRate = {
  name: 'interestRate', label: 'Interest Rate', type: 'number', unit: '%', required: true, checked: true, min: 0, max: 100,
  step: 0.01, uiDefault: 5, placeholder: 'e.g. 5', help: 'The rate as a yearly percentage; it is divided by 2,400 to give the money factor.',
  visibleWhen: { input: 'rateType', equals: [LEASE_RATE_TYPE.interestRate] },
} as const satisfies NumberInputSpec;
const moneyFactor = {
  name: 'moneyFactor', label: 'Money Factor', type: 'number', required: true, checked: true, min: 0, max: 0.05, decimals: 5,
  step: 0.00001, uiDefault: 0.00208, placeholder: 'e.g. 0.00208', help: 'The lease rate as the dealer quotes it, a small decimal.',
  visibleWhen: { input: 'rateType', equals: [LEASE_RATE_TYPE.moneyFactor] },
} as const satisfies NumberInputSpec;
const salesTaxRate = {
  name: 'salesTaxRate', label: 'Sales Tax', type: 'number', unit: '%', required: false, default: 0, checked: true, min: 0, max: 100,
  step: 0.01, uiDefault: 0, placeholder: 'e.g. 7', help: 'Most states tax each monthly payment at the sales tax rate.',
} as const satisfies NumberInputSpec;

/** Money factor × this is the industry's approximate APR. */
const APR_PER_MONEY_FACTOR = 2400;
/** The what-ifs' better deal: this much off the price, this much more down. */
const PRICE_CUT = 1000;
/** The what-if's lower rate, in points. */
const LOWER_RATE = 1;
/** Equivalent APRs below this are low, below the next ordinary, above it high. */
const LOW_APR = 3;
const HIGH_APR = 7;

const factorOf = (inputs: AutoLeaseInputs) =>
  (inputs.rateType === LEASE_RATE_TYPE.moneyFactor ? (inputs.moneyFactor as number) : (inputs.interestRate as number) / APR_PER_MONEY_FACTOR);

export const autoLease = defineCalculator<AutoLeaseInputs, AutoLeaseDetails>({
  slug: 'auto-lease',
  inputs: [msrp, vehiclePrice, downPayment, tradeInValue, fees, residualPercent, leaseTerm, rateType, interestRate, moneyFactor, salesTaxRate],
  outputs: [
    { name: 'monthlyPayment', type: 'number', unit: '$', label: 'Monthly payment' },
    { name: 'depreciationFee', type: 'number', unit: '$', label: 'Depreciation fee', words: 'the depreciation fee' },
    { name: 'rentCharge', type: 'number', unit: '$', label: 'Rent charge', words: 'the rent charge' },
    { name: 'basePayment', type: 'number', unit: '$', label: 'Payment before tax', words: 'the payment before tax' },
    { name: 'monthlyTax', type: 'number', unit: '$', label: 'Tax each month', words: 'the tax each month' },
    { name: 'residualValue', type: 'number', unit: '$', label: 'Residual value', words: 'the residual value' },
    { name: 'adjustedCapCost', type: 'number', unit: '$', label: 'Adjusted capitalized cost', words: 'the adjusted capitalized cost' },
    { name: 'moneyFactor', type: 'number', label: 'Money factor', decimals: 5, words: 'the money factor' },
    { name: 'equivalentApr', type: 'number', unit: '%', label: 'Equivalent APR', words: 'the equivalent APR' },
    { name: 'totalOfPayments', type: 'number', unit: '$', label: 'Total of payments' },
    { name: 'totalLeaseCost', type: 'number', unit: '$', label: 'Total cost of the lease', words: 'the total cost of the lease' },
  ],
  primary: 'monthlyPayment',
  compute(inputs) {
    const adjustedCapCost = inputs.vehiclePrice + inputs.fees - inputs.downPayment - inputs.tradeInValue;
    const residualValue = (inputs.msrp * inputs.residualPercent) / 100;
    if (adjustedCapCost < residualValue) inconsistent(messages.residualAboveCapCost(), residualPercent);
    const factor = factorOf(inputs);
    const depreciationFee = (adjustedCapCost - residualValue) / inputs.leaseTerm;
    const rentCharge = (adjustedCapCost + residualValue) * factor;
    const basePayment = depreciationFee + rentCharge;
    const monthlyTax = (basePayment * inputs.salesTaxRate) / 100;
    const monthlyPayment = basePayment + monthlyTax;
    const totalOfPayments = monthlyPayment * inputs.leaseTerm;
    return {
      value: monthlyPayment,
      unit: '$',
      details: {
        monthlyPayment,
        depreciationFee,
        rentCharge,
        basePayment,
        monthlyTax,
        residualValue,
        adjustedCapCost,
        moneyFactor: factor,
        equivalentApr: factor * APR_PER_MONEY_FACTOR,
        totalOfPayments,
        totalLeaseCost: totalOfPayments + inputs.downPayment + inputs.tradeInValue,
      },
      chart: {
        type: 'pie',
        data: [
          { role: 'depreciation', value: depreciationFee * inputs.leaseTerm },
          { role: 'interest', value: rentCharge * inputs.leaseTerm },
          { role: 'tax', value: monthlyTax * inputs.leaseTerm },
        ],
      },
    };
  },
  solution: [
    { label: 'Adjusted capitalized cost', expression: '{vehiclePrice} + {fees} − {downPayment} − {tradeInValue}', value: 'adjustedCapCost' },
    { label: 'Residual value', expression: '{msrp} × {residualPercent} / 100', value: 'residualValue' },
    {
      label: 'Money factor', expression: '{interestRate} / 2,400', value: 'moneyFactor', decimals: 6,
      when: (inputs) => inputs.rateType !== LEASE_RATE_TYPE.moneyFactor,
    },
    { label: 'Depreciation fee', expression: '({adjustedCapCost} − {residualValue}) / {leaseTerm}', value: 'depreciationFee' },
    { label: 'Rent charge', expression: '({adjustedCapCost} + {residualValue}) × {moneyFactor:6}', value: 'rentCharge' },
    { label: 'Payment before tax', expression: '{depreciationFee} + {rentCharge}', value: 'basePayment', when: (inputs) => inputs.salesTaxRate > 0 },
    { label: 'Tax each month', expression: '{basePayment} × {salesTaxRate} / 100', value: 'monthlyTax', when: (inputs) => inputs.salesTaxRate > 0 },
    { label: 'Monthly payment', expression: '{depreciationFee} + {rentCharge}{+monthlyTax}', value: 'monthlyPayment' },
  ],
  assessment: {
    of: 'equivalentApr',
    bands: [
      { below: LOW_APR, text: 'A money factor of {moneyFactor} is about {equivalentApr} APR, a low rate for a lease.' },
      { below: HIGH_APR, text: 'A money factor of {moneyFactor} is about {equivalentApr} APR, an ordinary rate for a lease.' },
      { text: 'A money factor of {moneyFactor} is about {equivalentApr} APR, a high rate: check whether the dealer has marked it up above the lessor\'s base rate.' },
    ],
    notes: [
      { text: 'Of each payment, {depreciationFee} pays for the value the car loses and {rentCharge} is the rent charge.' },
      { text: 'Over {leaseTerm} the payments come to {totalOfPayments}, and with what you put down the lease costs {totalLeaseCost}, after which the car goes back or can be bought for {residualValue}.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Negotiating the price down to {vehiclePrice}',
      change: (inputs) => (inputs.vehiclePrice > PRICE_CUT ? { vehiclePrice: inputs.vehiclePrice - PRICE_CUT } : undefined),
      outputs: ['monthlyPayment', 'totalLeaseCost'],
    },
    {
      lead: 'Putting {downPayment} down',
      change: (inputs) => ({ downPayment: inputs.downPayment + PRICE_CUT }),
      outputs: ['monthlyPayment', 'totalLeaseCost'],
    },
    {
      lead: 'At an interest rate of {interestRate}',
      change: (inputs) => (inputs.rateType !== LEASE_RATE_TYPE.moneyFactor && (inputs.interestRate ?? 0) >= LOWER_RATE
        ? { interestRate: (inputs.interestRate ?? 0) - LOWER_RATE } : undefined),
      outputs: ['monthlyPayment', 'totalLeaseCost'],
    },
  ],
  properties: [
    { output: 'monthlyPayment', input: 'vehiclePrice', direction: 'rises' },
    { output: 'monthlyPayment', input: 'downPayment', direction: 'falls' },
    { output: 'monthlyPayment', input: 'interestRate', direction: 'rises' },
    { output: 'monthlyPayment', input: 'moneyFactor', direction: 'rises' },
    { output: 'monthlyPayment', input: 'salesTaxRate', direction: 'rises' },
    { output: 'residualValue', input: 'residualPercent', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'Edmunds\' sample lease: $13,110 residual, $20,000 capitalized cost, $191.39 depreciation and $41.39 rent charge',
      source: 'Edmunds, "Calculate your own lease payment" sample (MSRP $23,000, price $21,000, $1,200 of fees, $2,200 down, 57% residual, 36 months, money factor 0.00125); the payment, 191.388889 + 41.3875 = 232.776389, computed by hand',
      inputs: { msrp: 23000, vehiclePrice: 21000, fees: 1200, downPayment: 2200, residualPercent: 57, leaseTerm: 36, rateType: 2, moneyFactor: 0.00125 },
      expected: { residualValue: 13110, adjustedCapCost: 20000, depreciationFee: 191.39, rentCharge: 41.39, monthlyPayment: 232.78, equivalentApr: 3 },
      decimals: 2,
    },
    {
      name: '$33,000 on a $35,000 car, 58% residual, 5% over 36 months, 7% tax: $432.38 a month',
      source: 'computed by hand in exact decimals: (31,000 − 20,300) / 36 = 297.222222; (31,000 + 20,300) × 5/2,400 = 106.875; 404.097222 × 1.07 = 432.384028',
      inputs: { msrp: 35000, vehiclePrice: 33000, downPayment: 2000, residualPercent: 58, leaseTerm: 36, rateType: 1, interestRate: 5, salesTaxRate: 7 },
      expected: { depreciationFee: 297.222, rentCharge: 106.875, monthlyTax: 28.287, monthlyPayment: 432.384, totalOfPayments: 15565.825, totalLeaseCost: 17565.825 },
      decimals: 3,
    },
    {
      name: 'A $45,000 car with a trade-in and fees, 6.5% and 8.25% tax: $483.22 a month',
      source: 'computed by hand in exact decimals: capitalized cost 42,000 + 995 − 3,000 − 5,000 = 34,995; residual 24,750; (10,245 / 36) + 59,745 × 6.5/2,400 = 446.392708; × 1.0825 = 483.220107',
      inputs: { msrp: 45000, vehiclePrice: 42000, downPayment: 3000, tradeInValue: 5000, fees: 995, residualPercent: 55, leaseTerm: 36, rateType: 1, interestRate: 6.5, salesTaxRate: 8.25 },
      expected: { adjustedCapCost: 34995, basePayment: 446.39, monthlyPayment: 483.22, totalLeaseCost: 25395.92 }, decimals: 2,
    },
    {
      name: 'At 0% there is no rent charge: the payment is the depreciation alone',
      source: 'computed by hand: (31,000 − 20,300) / 36 = 297.222222',
      inputs: { msrp: 35000, vehiclePrice: 33000, downPayment: 2000, residualPercent: 58, leaseTerm: 36, rateType: 1, interestRate: 0 },
      expected: { rentCharge: 0, monthlyPayment: 297.222222 }, decimals: 6,
    },
  ],
});

/**
 * The monthly payment of a car lease: the depreciation fee, the rent charge on the capitalized cost and residual at
 * the money factor, and sales tax on each payment.
 * @param inputs - `msrp`, `vehiclePrice`, `downPayment`, `tradeInValue`, `fees` ($), `residualPercent` (% of MSRP),
 * `leaseTerm` (months), `rateType` (1 APR, 2 money factor), `interestRate` (%) or `moneyFactor`, `salesTaxRate` (%)
 * @returns the monthly payment as `value`; its parts, the residual, the money factor and totals in `details`
 * @example
 * autoLeasePayment({ msrp: 23000, vehiclePrice: 21000, downPayment: 2200, tradeInValue: 0, fees: 1200,
 *   residualPercent: 57, leaseTerm: 36, rateType: 2, moneyFactor: 0.00125, salesTaxRate: 0 }).value;
 * // 232.776388... (Edmunds' sample: 191.39 depreciation + 41.39 rent charge)
 */
export function autoLeasePayment(inputs: AutoLeaseInputs): CalculationResult<AutoLeaseDetails> {
  return runCalculator(autoLease, inputs);
}
