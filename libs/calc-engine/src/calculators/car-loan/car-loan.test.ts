import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { CAR_LOAN_TERMS, carLoanPayment } from './car-loan.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('car-loan', () => {
  it('gives the payment in $/month', () => {
    const result = calculate('car-loan', { vehiclePrice: 21000, interestRate: 6.9, loanTerm: 48 });
    expect(result.unit).toBe('$/month');
    expect(result.details['monthlyPayment']).toBe(result.value);
  });

  it('finances the price with its tax and fees, less the down payment', () => {
    const { details } = carLoanPayment({
      vehiclePrice: 30000, salesTaxRate: 7, fees: 500, downPayment: 3000, interestRate: 5, loanTerm: 60,
    });
    expect(details.salesTax).toBeCloseTo(2100, 10);
    expect(details.loanAmount).toBeCloseTo(29600, 10);
  });

  it('taxes the price less the trade-in, and subtracts the trade-in from the loan', () => {
    // 6% of (25,000 − 5,000) = 1,200; 25,000 + 1,200 + 300 − 2,000 − 5,000 = 19,500; =PMT(4.5%/12, 36, -19500) -> $580.07.
    const { value, details } = carLoanPayment({
      vehiclePrice: 25000, tradeInValue: 5000, salesTaxRate: 6, fees: 300, downPayment: 2000, interestRate: 4.5, loanTerm: 36,
    });
    expect(details.salesTax).toBeCloseTo(1200, 10);
    expect(details.loanAmount).toBeCloseTo(19500, 10);
    expect(value).toBeCloseTo(580.07, 2);
    expect(details.totalCost).toBeCloseTo(25000 + 1200 + 300 + details.totalInterest, 9);
    expect(details.totalCost).toBeCloseTo(27882.34, 2);
  });

  it('charges no tax and lends nothing when the trade-in is worth more than the car', () => {
    const { value, details, schedule, chart } = carLoanPayment({
      vehiclePrice: 10000, tradeInValue: 12000, salesTaxRate: 8, interestRate: 6, loanTerm: 36,
    });
    expect(details.salesTax).toBe(0);
    expect(details.loanAmount).toBe(0);
    expect(value).toBe(0);
    expect(details.totalInterest).toBe(0);
    expect(schedule).toEqual([]);
    expect(chart?.data).toEqual([{ role: 'principal', value: 0 }, { role: 'interest', value: 0 }]);
  });

  it('lends nothing, never a negative amount, when the down payment covers the price, tax and fees', () => {
    const { value, details } = carLoanPayment({
      vehiclePrice: 20000, salesTaxRate: 5, fees: 400, downPayment: 25000, interestRate: 7, loanTerm: 60,
    });
    expect(details.loanAmount).toBe(0);
    expect(value).toBe(0);
    expect(details.totalCost).toBeCloseTo(21400, 10);
  });

  it('divides the amount financed evenly at 0% APR', () => {
    const { value, details, schedule } = carLoanPayment({ vehiclePrice: 24000, interestRate: 0, loanTerm: 48 });
    expect(value).toBe(500);
    expect(details.totalInterest).toBe(0);
    expect(details.totalCost).toBe(24000);
    expect(schedule?.every((row) => row.interest === 0)).toBe(true);
  });

  it.each(CAR_LOAN_TERMS)('repays the loan over a %i-month term, the schedule summing to the totals', (term) => {
    const { details, schedule = [] } = carLoanPayment({ vehiclePrice: 30000, salesTaxRate: 7, fees: 500, interestRate: 6.5, loanTerm: term });
    expect(schedule).toHaveLength(term);
    expect(schedule.at(-1)?.balance).toBe(0);
    expect(sum(schedule.map((row) => row.principal))).toBeCloseTo(details.loanAmount, 6);
    expect(sum(schedule.map((row) => row.interest))).toBeCloseTo(details.totalInterest, 6);
    expect(sum(schedule.map((row) => row.payment))).toBeCloseTo(details.totalOfPayments, 6);
  });

  it('charts the principal against the interest', () => {
    const { chart, details } = carLoanPayment({ vehiclePrice: 21000, interestRate: 6.9, loanTerm: 48 });
    expect(chart).toMatchObject({
      type: 'pie',
      data: [{ role: 'principal', value: 21000 }, { role: 'interest', value: details.totalInterest }],
    });
  });

  it('treats empty down payment, trade-in, tax and fees as none, and accepts the term as text', () => {
    const result = calculate('car-loan', {
      vehiclePrice: 21000, downPayment: '', tradeInValue: null, salesTaxRate: undefined, fees: '', interestRate: 6.9, loanTerm: '48',
    });
    expect(result.value).toBeCloseTo(501.9, 2);
  });

  describe('invalid input', () => {
    const valid = { vehiclePrice: 30000, interestRate: 6.5, loanTerm: 60 };
    it.each([
      [{ ...valid, vehiclePrice: 0 }, 'vehiclePrice', 'out_of_domain', messages.greaterThanZero('Vehicle Price')],
      [{ ...valid, vehiclePrice: -500 }, 'vehiclePrice', 'out_of_domain', messages.greaterThanZero('Vehicle Price')],
      [{ ...valid, downPayment: -1 }, 'downPayment', 'out_of_domain', messages.notNegative('Down Payment')],
      [{ ...valid, tradeInValue: -1 }, 'tradeInValue', 'out_of_domain', messages.notNegative('Trade-in Value')],
      [{ ...valid, salesTaxRate: -1 }, 'salesTaxRate', 'out_of_domain', messages.notNegative('Sales Tax')],
      [{ ...valid, fees: -1 }, 'fees', 'out_of_domain', messages.notNegative('Title, Registration & Other Fees')],
      [{ ...valid, interestRate: -0.5 }, 'interestRate', 'out_of_domain', messages.notNegative('Interest Rate (APR)')],
      [{ ...valid, loanTerm: 50 }, 'loanTerm', 'out_of_domain', messages.notAnOption('Loan Term')],
      [{ ...valid, loanTerm: 0 }, 'loanTerm', 'out_of_domain', messages.notAnOption('Loan Term')],
      [{ ...valid, loanTerm: '' }, 'loanTerm', 'required', messages.required('Loan Term')],
      [{ ...valid, interestRate: null }, 'interestRate', 'required', messages.required('Interest Rate (APR)')],
      [{ ...valid, vehiclePrice: '$30,000' }, 'vehiclePrice', 'not_a_number', messages.notANumber('Vehicle Price')],
      [{ ...valid, vehiclePrice: 1e308, salesTaxRate: 10 }, 'vehiclePrice', 'out_of_domain', messages.resultTooLarge('Vehicle Price')],
      [{ ...valid, interestRate: 1e306 }, 'interestRate', 'out_of_domain', messages.resultTooLarge('Interest Rate (APR)')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('car-loan', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    const purchase = fc.record({
      vehiclePrice: fc.double({ min: 500, max: 1e6, noNaN: true }),
      downPayment: fc.double({ min: 0, max: 1e6, noNaN: true }),
      tradeInValue: fc.double({ min: 0, max: 1e6, noNaN: true }),
      salesTaxRate: fc.double({ min: 0, max: 15, noNaN: true }),
      fees: fc.double({ min: 0, max: 5e4, noNaN: true }),
      interestRate: fc.double({ min: 0, max: 30, noNaN: true }),
      loanTerm: fc.constantFrom(...CAR_LOAN_TERMS),
    });

    test.prop([purchase])('finances what is left after the down payment and trade-in, never less than 0', (inputs) => {
      const { details } = carLoanPayment(inputs);
      for (const number of Object.values(details)) expect(Number.isFinite(number)).toBe(true);
      const owed = inputs.vehiclePrice + details.salesTax + inputs.fees - inputs.downPayment - inputs.tradeInValue;
      expect(details.loanAmount).toBeCloseTo(Math.max(0, owed), 6);
      expect(details.totalInterest).toBeGreaterThanOrEqual(-1e-9 * details.totalOfPayments);
      expect(details.totalOfPayments).toBeCloseTo(details.monthlyPayment * inputs.loanTerm, 6);
    });

    test.prop([purchase, fc.double({ min: 0.01, max: 5, noNaN: true })])('costs more at a higher rate', (inputs, more) => {
      fc.pre(carLoanPayment(inputs).details.loanAmount >= 0.01);
      const at = (rate: number) => carLoanPayment({ ...inputs, interestRate: rate }).details.monthlyPayment;
      expect(at(inputs.interestRate + more)).toBeGreaterThan(at(inputs.interestRate));
    });

    test.prop([purchase])('does not modify its inputs', (inputs) => {
      const copy = structuredClone(inputs);
      carLoanPayment(inputs);
      expect(inputs).toEqual(copy);
    });
  });
});
