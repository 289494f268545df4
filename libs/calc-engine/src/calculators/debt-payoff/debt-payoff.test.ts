import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { debtPayoffPlan } from './debt-payoff.js';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('debt-payoff', () => {
  it('gives the payoff time in months', () => {
    const result = calculate('debt-payoff', { debtBalance: 5000, interestRate: 22, monthlyPayment: 200 });
    expect(result.value).toBe(34);
    expect(result.unit).toBe('months');
  });

  it('returns a schedule of full payments and a smaller last one, ending at 0 and summing to the totals', () => {
    const { details, schedule = [] } = debtPayoffPlan({ debtBalance: 5000, interestRate: 22, monthlyPayment: 200 });
    expect(schedule).toHaveLength(34);
    expect(schedule.slice(0, -1).every((row) => Math.abs(row.payment - 200) < 1e-9)).toBe(true);
    expect(schedule.at(-1)?.payment).toBe(details.finalPayment);
    expect(schedule.at(-1)?.balance).toBe(0);
    expect(schedule[0]?.interest).toBeCloseTo(91.67, 2);
    expect(sum(schedule.map((row) => row.interest))).toBe(details.totalInterest);
    expect(sum(schedule.map((row) => row.payment))).toBeCloseTo(details.totalPaid, 9);
  });

  it('charts the balance at each year end and at the last payment', () => {
    const { chart } = debtPayoffPlan({ debtBalance: 5000, interestRate: 22, monthlyPayment: 200 });
    expect(chart?.type).toBe('area');
    expect(chart?.data.map((point) => point.at)).toEqual([{ unit: 'year', value: 0 }, { unit: 'year', value: 1 }, { unit: 'year', value: 2 }, { unit: 'month', value: 34 }]);
    expect(chart?.data[0]?.value).toBe(5000);
    expect(chart?.data.at(-1)?.value).toBe(0);
  });

  it('takes ⌈balance ÷ payment⌉ payments at 0%, the last one what is left', () => {
    const { value, details, schedule } = debtPayoffPlan({ debtBalance: 1000, interestRate: 0, monthlyPayment: 300 });
    expect(value).toBe(4);
    expect(details).toEqual({ monthsToPayoff: 4, totalInterest: 0, totalPaid: 1000, finalPayment: 100 });
    expect(schedule?.map((row) => row.payment)).toEqual([300, 300, 300, 100]);
  });

  it('pays off in one month a payment above the balance and its interest', () => {
    const { value, details } = debtPayoffPlan({ debtBalance: 1000, interestRate: 12, monthlyPayment: 2000 });
    expect(value).toBe(1);
    expect(details.totalInterest).toBeCloseTo(10, 9);
    expect(details.finalPayment).toBeCloseTo(1010, 9);
  });

  it('pays off a payment a cent above the interest, in 501 months', () => {
    // $10,000 at 24% charges $200 the first month; $200.01 clears it in 501 payments (exact decimal simulation).
    const { value, details } = debtPayoffPlan({ debtBalance: 10000, interestRate: 24, monthlyPayment: 200.01 });
    expect(value).toBe(501);
    expect(details.totalInterest).toBeCloseTo(90027.66, 2);
    expect(details.finalPayment).toBeCloseTo(22.66, 2);
  });

  it('computes a payoff beyond 1000 years in closed form, without a schedule', () => {
    // $1,000,000 at 0.1% repaid by $83.34 a month: 113,208 payments (exact decimal simulation: interest
    // $8,434,711.70, last payment $40.32); ±$0.05 on the interest, for the rounding of 113,207 compoundings.
    const { value, details, schedule, chart } = debtPayoffPlan({ debtBalance: 1000000, interestRate: 0.1, monthlyPayment: 83.34 });
    expect(value).toBe(113208);
    expect(schedule).toBeUndefined();
    expect(details.totalInterest).toBeCloseTo(8434711.7, 1);
    expect(details.finalPayment).toBeCloseTo(40.32, 2);
    expect(details.totalPaid).toBe(1000000 + details.totalInterest);
    expect(chart?.data.length).toBeLessThanOrEqual(101);
    expect(chart?.data.at(-1)).toEqual({ role: 'balance', at: { unit: 'year', value: 9434 }, value: 0 });
  });

  it('refuses a payment that does not cover the first month\'s interest, naming the amount it must exceed', () => {
    // $10,000 at 24%: $200 of interest the first month.
    for (const monthlyPayment of [150, 200]) {
      expect(() => debtPayoffPlan({ debtBalance: 10000, interestRate: 24, monthlyPayment })).toThrow(
        expect.objectContaining({ code: 'inconsistent', field: 'monthlyPayment', message: messages.neverPaidOff('Monthly Payment', 200) }),
      );
    }
    expect(messages.neverPaidOff('Monthly Payment', 200)).toContain('$200.00');
  });

  describe('invalid input', () => {
    const valid = { debtBalance: 5000, interestRate: 22, monthlyPayment: 200 };
    it.each([
      [{ ...valid, debtBalance: 0 }, 'debtBalance', 'out_of_domain', messages.greaterThanZero('Current Balance')],
      [{ ...valid, debtBalance: -5000 }, 'debtBalance', 'out_of_domain', messages.greaterThanZero('Current Balance')],
      [{ ...valid, interestRate: -1 }, 'interestRate', 'out_of_domain', messages.notNegative('Interest Rate (APR)')],
      [{ ...valid, monthlyPayment: 0 }, 'monthlyPayment', 'out_of_domain', messages.greaterThanZero('Monthly Payment')],
      [{ ...valid, monthlyPayment: -200 }, 'monthlyPayment', 'out_of_domain', messages.greaterThanZero('Monthly Payment')],
      [{ ...valid, monthlyPayment: 91 }, 'monthlyPayment', 'inconsistent', messages.neverPaidOff('Monthly Payment', 5000 * 0.22 / 12)],
      [{ ...valid, debtBalance: '' }, 'debtBalance', 'required', messages.required('Current Balance')],
      [{ ...valid, monthlyPayment: null }, 'monthlyPayment', 'required', messages.required('Monthly Payment')],
      [{ ...valid, interestRate: '22%' }, 'interestRate', 'not_a_number', messages.notANumber('Interest Rate (APR)')],
      [{ debtBalance: 1e300, interestRate: 0, monthlyPayment: 1e-300 }, 'debtBalance', 'out_of_domain', messages.resultTooLarge('Current Balance')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('debt-payoff', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    const debt = fc
      .record({
        debtBalance: fc.double({ min: 1, max: 1e8, noNaN: true }),
        interestRate: fc.double({ min: 0, max: 50, noNaN: true }),
        // How far the payment exceeds the first month's interest, as a share of the balance.
        margin: fc.double({ min: 1e-4, max: 2, noNaN: true }),
      })
      .map(({ debtBalance, interestRate, margin }) => ({
        debtBalance,
        interestRate,
        monthlyPayment: debtBalance * (interestRate / 1200 + margin),
      }));

    test.prop([debt])('takes ⌈NPER⌉ payments, the last no larger than the others, and adds the interest to the balance', (inputs) => {
      const { details, schedule } = debtPayoffPlan(inputs);
      for (const number of Object.values(details)) expect(Number.isFinite(number)).toBe(true);
      const rate = inputs.interestRate / 1200;
      const nper = rate === 0
        ? inputs.debtBalance / inputs.monthlyPayment
        : -Math.log1p(-(rate * inputs.debtBalance) / inputs.monthlyPayment) / Math.log1p(rate);
      // A balance of at most $0.000001 counts as paid, so the last month may be up to that much dust short of NPER:
      // 1e-6 / payment of a month (a payment of $0.000113 leaves 0.009 of a month).
      expect(details.monthsToPayoff).toBeGreaterThanOrEqual(nper - 1e-6 - 1e-6 / inputs.monthlyPayment);
      expect(details.monthsToPayoff - 1).toBeLessThan(nper + 1e-6);
      expect(details.totalPaid).toBe(inputs.debtBalance + details.totalInterest);
      // A count within a millionth of a whole month is that month: the last payment absorbs the dust.
      expect(details.finalPayment).toBeLessThanOrEqual(inputs.monthlyPayment * (1 + 1e-6));
      if (schedule) expect(sum(schedule.map((row) => row.interest))).toBe(details.totalInterest);
    });

    test.prop([debt])('does not modify its inputs', (inputs) => {
      const copy = structuredClone(inputs);
      debtPayoffPlan(inputs);
      expect(inputs).toEqual(copy);
    });
  });
});
