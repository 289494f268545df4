import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { returnOnInvestment } from './roi.js';

const invested = fc.double({ min: 0.01, max: 1e9, noNaN: true });
const returned = fc.double({ min: 0, max: 1e10, noNaN: true });
const length = fc.double({ min: 0.5, max: 100, noNaN: true });

describe('roi', () => {
  it('gives the ROI in %, with the gain only when no length is given', () => {
    const result = calculate('roi', { amountInvested: 100, amountReturned: 120 });
    expect(result.unit).toBe('%');
    expect(result.details).toEqual({ roi: result.value, gainOrLoss: 20 });
  });

  it('annualizes a 25% loss over 3.5 years to −7.89% a year, not the −7.143% of dividing by the years', () => {
    const result = returnOnInvestment({ amountInvested: 100, amountReturned: 75, investmentLength: 3.5 });
    expect(result.value).toBeCloseTo(-25, 10);
    expect(result.details.annualizedRoi).toBeCloseTo(-7.89, 2);
  });

  it('gives −100%, and −100% a year, when nothing comes back', () => {
    const result = returnOnInvestment({ amountInvested: 500, amountReturned: 0, investmentLength: 3 });
    expect(result.value).toBe(-100);
    expect(result.details.annualizedRoi).toBe(-100);
  });

  it.each([undefined, 0, '', null])('has no annualized ROI for a length of %j', (investmentLength) => {
    const result = calculate('roi', { amountInvested: 1000, amountReturned: 1200, investmentLength });
    expect(result.details).not.toHaveProperty('annualizedRoi');
  });

  it('annualizes over one year to the ROI itself', () => {
    expect(returnOnInvestment({ amountInvested: 1000, amountReturned: 1200, investmentLength: 1 }).details.annualizedRoi).toBeCloseTo(20, 10);
  });

  describe('invalid input', () => {
    const valid = { amountInvested: 1000, amountReturned: 1200 };
    it.each([
      [{ ...valid, amountInvested: 0 }, 'amountInvested', 'out_of_domain', messages.greaterThanZero('Amount Invested')],
      [{ ...valid, amountInvested: -1000 }, 'amountInvested', 'out_of_domain', messages.greaterThanZero('Amount Invested')],
      [{ ...valid, amountReturned: -1 }, 'amountReturned', 'out_of_domain', messages.notNegative('Amount Returned (final value)')],
      [{ ...valid, investmentLength: -2 }, 'investmentLength', 'out_of_domain', messages.notNegative('Investment Length')],
      [{ ...valid, amountReturned: undefined }, 'amountReturned', 'required', messages.required('Amount Returned (final value)')],
      [{ ...valid, amountInvested: '1,000' }, 'amountInvested', 'not_a_number', messages.notANumber('Amount Invested')],
      // A tenfold gain over a day is a yearly rate beyond any number.
      [{ ...valid, amountReturned: 1e10, investmentLength: 0.001 }, 'investmentLength', 'out_of_domain', messages.resultTooLarge('Investment Length')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('roi', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([invested, returned, length])('is finite, never below −100%, and consistent', (i, r, n) => {
      const { details } = returnOnInvestment({ amountInvested: i, amountReturned: r, investmentLength: n });
      const value = details.roi;
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(-100);
      expect(details.annualizedRoi).toBeGreaterThanOrEqual(-100);
      expect(details.gainOrLoss).toBe(r - i);
      // A gain is a gain whether annualized or not.
      expect((details.annualizedRoi ?? NaN) * value).toBeGreaterThanOrEqual(0);
    });

    test.prop([invested, fc.double({ min: 0.001, max: 1000, noNaN: true }), length])(
      'compounds back to the amount returned',
      (i, ratio, n) => {
        const r = i * ratio;
        const annual = returnOnInvestment({ amountInvested: i, amountReturned: r, investmentLength: n }).details.annualizedRoi ?? NaN;
        expect(Math.abs((i * (1 + annual / 100) ** n) / r - 1)).toBeLessThan(1e-9);
      },
    );

    test.prop([invested, returned, length, fc.double({ min: 0.01, max: 1e6, noNaN: true })])(
      'rises with the amount returned',
      (i, r, n, more) => {
        const at = (amountReturned: number) => returnOnInvestment({ amountInvested: i, amountReturned, investmentLength: n });
        expect(at(r + more).details.roi).toBeGreaterThan(at(r).details.roi);
        expect(at(r + more).details.annualizedRoi).toBeGreaterThanOrEqual(at(r).details.annualizedRoi ?? Infinity);
      },
    );

    test.prop([invested, returned, length])('does not modify its inputs', (i, r, n) => {
      const inputs = { amountInvested: i, amountReturned: r, investmentLength: n };
      const copy = structuredClone(inputs);
      returnOnInvestment(Object.freeze(inputs));
      expect(inputs).toEqual(copy);
    });
  });
});
