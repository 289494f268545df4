import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { personalLoanPayment } from './personal-loan.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** What `months` payments are worth today at an annual percentage rate: the money they repay. */
function presentValueOfPayments(monthly: number, aprPercent: number, months: number): number {
  const rate = aprPercent / 100 / 12;
  // Near 0 the first-order series keeps the digits that 1 − (1 + r)^−n loses.
  if (Math.abs(rate * months) < 1e-8) return monthly * months * (1 - ((months + 1) * rate) / 2);
  return (monthly * -Math.expm1(-months * Math.log1p(rate))) / rate;
}

describe('personal-loan', () => {
  it('gives the payment in $/month, its cost the interest when there is no fee', () => {
    const result = calculate('personal-loan', { loanAmount: 10000, interestRate: 8, loanTerm: 10 });
    expect(result.unit).toBe('$/month');
    expect(result.details['monthlyPayment']).toBe(result.value);
    expect(result.details['totalCost']).toBe(result.details['totalInterest']);
  });

  it('deducts the fee from the money received, leaving the payment alone, and raises the APR to match', () => {
    // Actuarial APR (Reg Z), computed independently by bisection: 36 × $322.67 repay $9,500 at 13.5624% a year.
    const { value, details } = personalLoanPayment({ loanAmount: 10000, interestRate: 10, loanTerm: 36, originationFee: 5 });
    expect(value).toBeCloseTo(322.67, 2);
    expect(value).toBe(personalLoanPayment({ loanAmount: 10000, interestRate: 10, loanTerm: 36 }).value);
    expect(details.originationFeeAmount).toBe(500);
    expect(details.netProceeds).toBe(9500);
    expect(details.apr).toBeCloseTo(13.5624, 4);
    expect(presentValueOfPayments(details.monthlyPayment, details.apr, 36)).toBeCloseTo(9500, 6);
    expect(details.totalCost).toBeCloseTo(details.totalInterest + 500, 9);
  });

  it('takes a fee of 1/6 of $9,600 at 0% off the money received: $8,000 in hand, $1,600 of cost', () => {
    // Only browsers cap the fee at 12%: the engine refuses only a fee that leaves nothing.
    const { details } = personalLoanPayment({ loanAmount: 9600, interestRate: 0, loanTerm: 48, originationFee: 100 / 6 });
    expect(details.netProceeds).toBeCloseTo(8000, 9);
    expect(details.totalCost).toBeCloseTo(1600, 9);
  });

  it('divides the loan evenly at 0% and reports an APR of 0 without a fee', () => {
    const { value, details, schedule } = personalLoanPayment({ loanAmount: 12000, interestRate: 0, loanTerm: 12 });
    expect(value).toBe(1000);
    expect(details.apr).toBe(0);
    expect(details.totalInterest).toBe(0);
    expect(schedule?.every((row) => row.interest === 0)).toBe(true);
  });

  it('repays a one-month loan in one payment, its APR the fee and interest over the money received', () => {
    // One payment of 1,212 for 1,176 received: a month's rate of 1212/1176 − 1, times 12 = 36.73%.
    const { value, details, schedule } = personalLoanPayment({ loanAmount: 1200, interestRate: 12, loanTerm: 1, originationFee: 2 });
    expect(value).toBeCloseTo(1212, 9);
    expect(details.netProceeds).toBe(1176);
    expect(details.apr).toBeCloseTo(12 * (1212 / 1176 - 1) * 100, 6);
    expect(schedule).toEqual([{ month: 1, payment: value, principal: 1200, interest: expect.closeTo(12, 9), balance: 0 }]);
  });

  it('returns a schedule of one row per month that ends at 0 and sums to the totals', () => {
    const { details, schedule = [], chart } = personalLoanPayment({ loanAmount: 15000, interestRate: 11.5, loanTerm: 60, originationFee: 3 });
    expect(schedule).toHaveLength(60);
    expect(schedule.at(-1)?.balance).toBe(0);
    expect(sum(schedule.map((row) => row.principal))).toBeCloseTo(15000, 6);
    expect(sum(schedule.map((row) => row.interest))).toBeCloseTo(details.totalInterest, 6);
    // The pie is of the loan and its interest; the fee is in the total cost, not the repayments.
    expect(chart).toMatchObject({ type: 'pie', data: [{ role: 'principal', value: 15000 }, { role: 'interest', value: details.totalInterest }] });
  });

  it('treats an empty fee as none', () => {
    const result = calculate('personal-loan', { loanAmount: 10000, interestRate: 8, loanTerm: 10, originationFee: '' });
    expect(result.details['apr']).toBe(8);
    expect(result.details['originationFeeAmount']).toBe(0);
  });

  it('leaves the schedule out beyond 1000 years but still computes the payment', () => {
    const { value, schedule } = personalLoanPayment({ loanAmount: 12001, interestRate: 0, loanTerm: 12001 });
    expect(value).toBe(1);
    expect(schedule).toBeUndefined();
  });

  describe('invalid input', () => {
    const valid = { loanAmount: 10000, interestRate: 10, loanTerm: 36 };
    it.each([
      [{ ...valid, loanAmount: 0 }, 'loanAmount', 'out_of_domain', messages.greaterThanZero('Loan Amount')],
      [{ ...valid, loanAmount: -100 }, 'loanAmount', 'out_of_domain', messages.greaterThanZero('Loan Amount')],
      [{ ...valid, interestRate: -1 }, 'interestRate', 'out_of_domain', messages.notNegative('Interest Rate')],
      [{ ...valid, loanTerm: 0 }, 'loanTerm', 'out_of_domain', messages.greaterThanZero('Loan Term')],
      [{ ...valid, loanTerm: -12 }, 'loanTerm', 'out_of_domain', messages.greaterThanZero('Loan Term')],
      [{ ...valid, originationFee: -1 }, 'originationFee', 'out_of_domain', messages.notNegative('Origination Fee')],
      [{ ...valid, originationFee: 100 }, 'originationFee', 'out_of_domain', messages.lessThan('Origination Fee', '100%')],
      [{ ...valid, originationFee: 150 }, 'originationFee', 'out_of_domain', messages.lessThan('Origination Fee', '100%')],
      [{ ...valid, loanAmount: '' }, 'loanAmount', 'required', messages.required('Loan Amount')],
      [{ ...valid, loanTerm: undefined }, 'loanTerm', 'required', messages.required('Loan Term')],
      [{ ...valid, interestRate: 'ten' }, 'interestRate', 'not_a_number', messages.notANumber('Interest Rate')],
      [{ ...valid, interestRate: 1e306 }, 'interestRate', 'out_of_domain', messages.resultTooLarge('Interest Rate')],
      [{ ...valid, loanAmount: 1.5e308, interestRate: 30 }, 'loanAmount', 'out_of_domain', messages.resultTooLarge('Loan Amount')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('personal-loan', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    const borrowing = fc.record({
      loanAmount: fc.double({ min: 100, max: 1e6, noNaN: true }),
      interestRate: fc.double({ min: 0, max: 36, noNaN: true }),
      loanTerm: fc.integer({ min: 1, max: 120 }),
      originationFee: fc.double({ min: 0, max: 12, noNaN: true }),
    });

    test.prop([borrowing])('gives an APR at which the payments repay exactly the money received', (inputs) => {
      const { details } = personalLoanPayment(inputs);
      for (const number of Object.values(details)) expect(Number.isFinite(number)).toBe(true);
      expect(details.netProceeds + details.originationFeeAmount).toBeCloseTo(inputs.loanAmount, 6);
      expect(presentValueOfPayments(details.monthlyPayment, details.apr, inputs.loanTerm) / details.netProceeds).toBeCloseTo(1, 9);
      expect(details.apr).toBeGreaterThanOrEqual(inputs.interestRate - 1e-9);
    });

    test.prop([borrowing])('does not modify its inputs', (inputs) => {
      const copy = structuredClone(inputs);
      personalLoanPayment(inputs);
      expect(inputs).toEqual(copy);
    });
  });
});
