import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { amortizationCalculation } from './amortization.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('amortization', () => {
  it('gives the payment in $/month', () => {
    const result = calculate('amortization', { loanAmount: 8000, interestRate: 10, loanTerm: 3 });
    expect(result.unit).toBe('$/month');
    expect(result.details['monthlyPayment']).toBe(result.value);
  });

  it('charges $11,135.23 of interest and repays $934.1071 in the second year of $125,000 at 9% over 30 years (Excel CUMIPMT and CUMPRINC documentation)', () => {
    const { details, schedule = [] } = amortizationCalculation({ loanAmount: 125000, interestRate: 9, loanTerm: 30 });
    const secondYear = schedule.slice(12, 24);
    expect(sum(secondYear.map((row) => row.interest))).toBeCloseTo(11135.23, 2);
    expect(sum(secondYear.map((row) => row.principal))).toBeCloseTo(934.1071, 4);
    // Same documentation, first period only: CUMIPMT −937.50, CUMPRINC −68.27827.
    expect(schedule[0]?.interest).toBeCloseTo(937.5, 9);
    expect(schedule[0]?.principal).toBeCloseTo(68.27827, 5);
    expect(details.balanceAfter12Payments).toBeCloseTo(schedule[11]?.balance ?? Number.NaN, 6);
  });

  it('schedules $200,000 at 6% over 30 years in 360 rows that end at 0 and sum to the totals', () => {
    const { details, schedule = [] } = amortizationCalculation({ loanAmount: 200000, interestRate: 6, loanTerm: 30 });
    expect(schedule).toHaveLength(360);
    expect(schedule.at(-1)?.balance).toBe(0);
    expect(sum(schedule.map((row) => row.interest))).toBe(details.totalInterest);
    expect(sum(schedule.map((row) => row.principal))).toBeCloseTo(200000, 6);
  });

  it('pays $200,000 at 6% off in 295 months with $100 extra a month, saving $49,138.41 of interest', () => {
    // Month-by-month simulation in exact decimal arithmetic: interest $182,537.97, last payment $602.26.
    const { value, details, schedule = [] } = amortizationCalculation({ loanAmount: 200000, interestRate: 6, loanTerm: 30, extraMonthlyPayment: 100 });
    expect(value).toBeCloseTo(1199.1, 2);
    expect(details.payoffMonths).toBe(295);
    expect(details.totalInterest).toBeCloseTo(182537.97, 2);
    expect(details.totalOfPayments).toBeCloseTo(382537.97, 2);
    expect(details.interestSaved).toBeCloseTo(49138.41, 2);
    expect(schedule).toHaveLength(295);
    expect(schedule[0]?.payment).toBeCloseTo(1299.1, 2);
    expect(schedule.at(-1)?.payment).toBeCloseTo(602.26, 2);
    expect(schedule.at(-1)?.balance).toBe(0);
    // The balance after a year is that of the scheduled payments, the extra left out.
    expect(details.balanceAfter12Payments).toBe(amortizationCalculation({ loanAmount: 200000, interestRate: 6, loanTerm: 30 }).details.balanceAfter12Payments);
  });

  it('shortens $8,000 at 10% over 3 years to 30 months with $50 extra a month', () => {
    const { details } = amortizationCalculation({ loanAmount: 8000, interestRate: 10, loanTerm: 3, extraMonthlyPayment: 50 });
    expect(details.payoffMonths).toBe(30);
    expect(details.totalInterest).toBeCloseTo(1052.59, 2);
    expect(details.interestSaved).toBeCloseTo(240.36, 2);
  });

  it('repays equal principal with no interest at 0%, sooner with an extra payment', () => {
    const plain = amortizationCalculation({ loanAmount: 12000, interestRate: 0, loanTerm: 1 });
    expect(plain.value).toBe(1000);
    expect(plain.details).toMatchObject({ totalInterest: 0, totalOfPayments: 12000, payoffMonths: 12, firstPaymentInterest: 0, firstPaymentPrincipal: 1000, balanceAfter12Payments: 0 });
    expect(plain.schedule?.every((row) => row.principal === 1000 && row.interest === 0)).toBe(true);
    const faster = amortizationCalculation({ loanAmount: 12000, interestRate: 0, loanTerm: 1, extraMonthlyPayment: 500 });
    expect(faster.details.payoffMonths).toBe(8);
    expect(faster.details.interestSaved).toBe(0);
    expect(faster.schedule?.map((row) => row.payment)).toEqual(Array(8).fill(1500));
  });

  it('repays the whole loan with an extra payment that exceeds it, in one month', () => {
    const { details, schedule } = amortizationCalculation({ loanAmount: 1000, interestRate: 12, loanTerm: 1, extraMonthlyPayment: 5000 });
    expect(details.payoffMonths).toBe(1);
    expect(details.totalInterest).toBeCloseTo(10, 9);
    expect(schedule).toEqual([{ month: 1, payment: expect.closeTo(1010, 9), principal: 1000, interest: expect.closeTo(10, 9), balance: 0 }]);
  });

  it('charts the balance falling from the loan amount to 0, year by year', () => {
    const { chart } = amortizationCalculation({ loanAmount: 8000, interestRate: 10, loanTerm: 3 });
    expect(chart?.type).toBe('area');
    expect(chart?.data.map((point) => point.at)).toEqual([{ unit: 'year', value: 0 }, { unit: 'year', value: 1 }, { unit: 'year', value: 2 }, { unit: 'year', value: 3 }]);
    expect(chart?.data.every((point) => point.role === 'balance')).toBe(true);
    expect(chart?.data[0]?.value).toBe(8000);
    expect(chart?.data[1]?.value).toBeCloseTo(5594.06, 2);
    expect(chart?.data.at(-1)?.value).toBe(0);
  });

  it('treats an empty extra payment as none', () => {
    const result = calculate('amortization', { loanAmount: 8000, interestRate: 10, loanTerm: 3, extraMonthlyPayment: '' });
    expect(result.details['payoffMonths']).toBe(36);
  });

  describe('invalid input', () => {
    const valid = { loanAmount: 200000, interestRate: 6, loanTerm: 30 };
    it.each([
      [{ ...valid, loanAmount: 0 }, 'loanAmount', 'out_of_domain', messages.greaterThanZero('Loan Amount')],
      [{ ...valid, loanAmount: -200000 }, 'loanAmount', 'out_of_domain', messages.greaterThanZero('Loan Amount')],
      [{ ...valid, interestRate: -6 }, 'interestRate', 'out_of_domain', messages.notNegative('Interest Rate')],
      [{ ...valid, loanTerm: 0 }, 'loanTerm', 'out_of_domain', messages.greaterThanZero('Loan Term')],
      [{ ...valid, loanTerm: -1 }, 'loanTerm', 'out_of_domain', messages.greaterThanZero('Loan Term')],
      [{ ...valid, extraMonthlyPayment: -100 }, 'extraMonthlyPayment', 'out_of_domain', messages.notNegative('Extra Monthly Payment')],
      [{ ...valid, loanAmount: null }, 'loanAmount', 'required', messages.required('Loan Amount')],
      [{ ...valid, interestRate: '' }, 'interestRate', 'required', messages.required('Interest Rate')],
      [{ ...valid, loanTerm: '30 years' }, 'loanTerm', 'not_a_number', messages.notANumber('Loan Term')],
      [{ ...valid, interestRate: 1e306 }, 'interestRate', 'out_of_domain', messages.resultTooLarge('Interest Rate')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('amortization', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    const loan = fc.record({
      loanAmount: fc.double({ min: 100, max: 1e8, noNaN: true }),
      interestRate: fc.double({ min: 0, max: 30, noNaN: true }),
      loanTerm: fc.integer({ min: 1, max: 40 }),
      extraMonthlyPayment: fc.double({ min: 0, max: 1e6, noNaN: true }),
    });

    test.prop([loan])('has totals equal to the sums of its schedule, which ends at 0 within the term', (inputs) => {
      const { details, schedule = [] } = amortizationCalculation(inputs);
      for (const number of Object.values(details)) expect(Number.isFinite(number)).toBe(true);
      expect(schedule).toHaveLength(details.payoffMonths);
      expect(details.payoffMonths).toBeLessThanOrEqual(inputs.loanTerm * 12);
      expect(schedule.at(-1)?.balance).toBe(0);
      expect(sum(schedule.map((row) => row.interest))).toBeCloseTo(details.totalInterest, 6);
      expect(sum(schedule.map((row) => row.payment)) / details.totalOfPayments).toBeCloseTo(1, 9);
      expect(details.totalOfPayments).toBeCloseTo(inputs.loanAmount + details.totalInterest, 4);
    });

    test.prop([loan])('never costs more interest with an extra payment', (inputs) => {
      const { details } = amortizationCalculation(inputs);
      const scheduled = amortizationCalculation({ ...inputs, extraMonthlyPayment: 0 }).details;
      expect(details.interestSaved).toBeGreaterThanOrEqual(0);
      expect(details.interestSaved).toBeCloseTo(scheduled.totalInterest - details.totalInterest, 6);
      expect(details.payoffMonths).toBeLessThanOrEqual(scheduled.payoffMonths);
    });

    test.prop([loan])('does not modify its inputs', (inputs) => {
      const copy = structuredClone(inputs);
      amortizationCalculation(inputs);
      expect(inputs).toEqual(copy);
    });
  });
});
