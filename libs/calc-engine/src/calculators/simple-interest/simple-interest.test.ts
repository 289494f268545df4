import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { simpleInterestAmount, type TimeUnit } from './simple-interest.js';

const principal = fc.double({ min: 0, max: 1e8, noNaN: true });
const rate = fc.double({ min: 0, max: 100, noNaN: true });
const time = fc.double({ min: 0, max: 1000, noNaN: true });
const unit = fc.constantFrom<TimeUnit>(1, 2, 3);

describe('simple-interest', () => {
  it('gives the interest in dollars, with the total amount only', () => {
    const result = calculate('simple-interest', { principal: 1000, interestRate: 5, time: 2, timeUnit: 1 });
    expect(result.unit).toBe('$');
    expect(Object.keys(result.details)).toEqual(['interest', 'totalAmount']);
  });

  it('charges $200 on $1,000 at 10% for 2 years', () => {
    expect(simpleInterestAmount({ principal: 1000, interestRate: 10, time: 2, timeUnit: 1 }).value).toBeCloseTo(200, 10);
  });

  it('counts months as twelfths of a year', () => {
    expect(simpleInterestAmount({ principal: 1000, interestRate: 5, time: 18, timeUnit: 2 }).details.interest).toBeCloseTo(75, 10);
  });

  it('takes years when the unit is empty', () => {
    expect(calculate('simple-interest', { principal: 1000, interestRate: 5, time: 2, timeUnit: '' }).value).toBeCloseTo(100, 10);
    expect(simpleInterestAmount({ principal: 1000, interestRate: 5, time: 2 }).value).toBeCloseTo(100, 10);
  });

  it.each([
    { principal: 0, interestRate: 5, time: 2 },
    { principal: 1000, interestRate: 0, time: 2 },
    { principal: 1000, interestRate: 5, time: 0 },
  ])('gives no interest when a factor is 0: %o', (inputs) => {
    const result = simpleInterestAmount(inputs);
    expect(result.value).toBe(0);
    expect(result.details.totalAmount).toBe(inputs.principal);
  });

  describe('invalid input', () => {
    const valid = { principal: 1000, interestRate: 5, time: 2 };
    it.each([
      [{ ...valid, principal: -1000 }, 'principal', 'out_of_domain', messages.notNegative('Principal')],
      [{ ...valid, interestRate: -5 }, 'interestRate', 'out_of_domain', messages.notNegative('Annual Interest Rate')],
      [{ ...valid, time: -2 }, 'time', 'out_of_domain', messages.notNegative('Time')],
      [{ ...valid, timeUnit: 4 }, 'timeUnit', 'out_of_domain', messages.notAnOption('Time Unit')],
      [{ ...valid, time: null }, 'time', 'required', messages.required('Time')],
      [{ ...valid, interestRate: 'five' }, 'interestRate', 'not_a_number', messages.notANumber('Annual Interest Rate')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('simple-interest', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([principal, rate, time, unit])('is finite, never negative, and adds up to the total', (p, r, t, u) => {
      const { details } = simpleInterestAmount({ principal: p, interestRate: r, time: t, timeUnit: u });
      const value = details.interest;
      expect(Number.isFinite(value) && Number.isFinite(details.totalAmount)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(details.totalAmount).toBe(p + value);
    });

    test.prop([fc.double({ min: 1, max: 1e6, noNaN: true }), fc.double({ min: 0.01, max: 100, noNaN: true }), fc.integer({ min: 1, max: 100 })])(
      'is linear in time: n years earn n times one year, and 12 months one year',
      (p, r, n) => {
        const oneYear = simpleInterestAmount({ principal: p, interestRate: r, time: 1 }).details.interest;
        expect(simpleInterestAmount({ principal: p, interestRate: r, time: n }).details.interest).toBeCloseTo(n * oneYear, 6);
        expect(simpleInterestAmount({ principal: p, interestRate: r, time: 12 * n, timeUnit: 2 }).details.interest).toBeCloseTo(n * oneYear, 6);
      },
    );

    test.prop([principal, rate, time, unit])('does not modify its inputs', (p, r, t, u) => {
      const inputs = { principal: p, interestRate: r, time: t, timeUnit: u };
      const copy = structuredClone(inputs);
      simpleInterestAmount(Object.freeze(inputs));
      expect(inputs).toEqual(copy);
    });
  });
});
