import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { NEVER_BREAKS_EVEN, refinanceSavings } from './refinance.js';

describe('refinance', () => {
  it('gives the monthly savings in $/month', () => {
    const result = calculate('refinance', {
      currentBalance: 200000, currentRate: 7, remainingTerm: 30, newRate: 5.5, newTerm: 30, closingCosts: 4000,
    });
    expect(result.unit).toBe('$/month');
    expect(result.details['monthlySavings']).toBe(result.value);
  });

  it('lowers the payment by stretching 20 years at 5% into 30 at 6%, yet costs $89,173.22 over the loans\' lives (worked example 2)', () => {
    const { value, details } = refinanceSavings({
      currentBalance: 150000, currentRate: 5, remainingTerm: 20, newRate: 6, newTerm: 30, closingCosts: 3000,
    });
    expect(value).toBeCloseTo(90.61, 2);
    expect(details.breakEvenMonths).toBe(34);
    expect(details.currentTotalInterest).toBeCloseTo(87584.07, 2);
    expect(details.newTotalInterest).toBeCloseTo(173757.28, 2);
    expect(details.lifetimeSavings).toBeCloseTo(-89173.22, 2);
  });

  it('rounds the break-even up to a whole month, but not a whole number of months', () => {
    // At 0%: $1,000 a month over 10 years against $500 over 20, so $500 a month saved.
    const inputs = { currentBalance: 120000, currentRate: 0, remainingTerm: 10, newRate: 0, newTerm: 20 };
    const exact = refinanceSavings({ ...inputs, closingCosts: 1000 });
    expect(exact.details).toMatchObject({ currentMonthlyPayment: 1000, newMonthlyPayment: 500, monthlySavings: 500, breakEvenMonths: 2 });
    expect(exact.details.currentTotalInterest).toBe(0);
    expect(exact.details.newTotalInterest).toBe(0);
    expect(exact.details.lifetimeSavings).toBe(-1000);
    expect(refinanceSavings({ ...inputs, closingCosts: 1001 }).details.breakEvenMonths).toBe(3);
  });

  it('breaks even at once without closing costs, empty or 0', () => {
    const inputs = { currentBalance: 200000, currentRate: 7, remainingTerm: 30, newRate: 5.5, newTerm: 30 };
    expect(refinanceSavings({ ...inputs, closingCosts: 0 }).details.breakEvenMonths).toBe(0);
    const empty = calculate('refinance', { ...inputs, closingCosts: '' });
    expect(empty.details['breakEvenMonths']).toBe(0);
    expect(empty.details['lifetimeSavings']).toBeCloseTo(66209.72 + 4000, 2);
  });

  it('never breaks even when the payment stays the same', () => {
    const { value, details } = refinanceSavings({
      currentBalance: 100000, currentRate: 5, remainingTerm: 15, newRate: 5, newTerm: 15, closingCosts: 2000,
    });
    expect(value).toBe(0);
    expect(details.breakEvenMonths).toBe(NEVER_BREAKS_EVEN);
    expect(details.lifetimeSavings).toBeCloseTo(-2000, 9);
  });

  it('never breaks even, with negative savings, when the payment rises', () => {
    const result = calculate('refinance', {
      currentBalance: 200000, currentRate: 5.5, remainingTerm: 30, newRate: 7, newTerm: 30, closingCosts: 4000,
    });
    expect(result.value).toBeCloseTo(-195.03, 2);
    expect(result.details['breakEvenMonths']).toBe('never');
    expect(result.details['lifetimeSavings']).toBeCloseTo(-66209.72 - 2 * 4000, 2);
  });

  it('has no chart or schedule: the answer is a comparison of two payments', () => {
    const result = refinanceSavings({ currentBalance: 200000, currentRate: 7, remainingTerm: 30, newRate: 5.5, newTerm: 30 });
    expect(result.chart).toBeUndefined();
    expect(result.schedule).toBeUndefined();
  });

  describe('invalid input', () => {
    const valid = { currentBalance: 200000, currentRate: 7, remainingTerm: 30, newRate: 5.5, newTerm: 30 };
    it.each([
      [{ ...valid, currentBalance: 0 }, 'currentBalance', 'out_of_domain', messages.greaterThanZero('Current Loan Balance')],
      [{ ...valid, currentBalance: -1 }, 'currentBalance', 'out_of_domain', messages.greaterThanZero('Current Loan Balance')],
      [{ ...valid, currentRate: -1 }, 'currentRate', 'out_of_domain', messages.notNegative('Current Interest Rate')],
      [{ ...valid, remainingTerm: 0 }, 'remainingTerm', 'out_of_domain', messages.greaterThanZero('Remaining Term')],
      [{ ...valid, newRate: -0.25 }, 'newRate', 'out_of_domain', messages.notNegative('New Interest Rate')],
      [{ ...valid, newTerm: 0 }, 'newTerm', 'out_of_domain', messages.greaterThanZero('New Loan Term')],
      [{ ...valid, newTerm: -15 }, 'newTerm', 'out_of_domain', messages.greaterThanZero('New Loan Term')],
      [{ ...valid, closingCosts: -100 }, 'closingCosts', 'out_of_domain', messages.notNegative('Closing Costs (paid upfront)')],
      [{ ...valid, newRate: '' }, 'newRate', 'required', messages.required('New Interest Rate')],
      [{ ...valid, remainingTerm: null }, 'remainingTerm', 'required', messages.required('Remaining Term')],
      [{ ...valid, currentBalance: '200k' }, 'currentBalance', 'not_a_number', messages.notANumber('Current Loan Balance')],
      [{ ...valid, currentRate: 1e306 }, 'currentRate', 'out_of_domain', messages.resultTooLarge('Current Interest Rate')],
      [{ ...valid, newRate: 1e306 }, 'newRate', 'out_of_domain', messages.resultTooLarge('New Interest Rate')],
    ])('rejects %o (%s: %s)', (inputs, field, code, message) => {
      expect(() => calculate('refinance', inputs)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    const switchOver = fc.record({
      currentBalance: fc.double({ min: 1000, max: 1e8, noNaN: true }),
      currentRate: fc.double({ min: 0, max: 30, noNaN: true }),
      remainingTerm: fc.integer({ min: 1, max: 40 }),
      newRate: fc.double({ min: 0, max: 30, noNaN: true }),
      newTerm: fc.integer({ min: 1, max: 40 }),
      closingCosts: fc.double({ min: 0, max: 1e6, noNaN: true }),
    });

    test.prop([switchOver])('breaks even in the first month whose savings cover the costs, or never', (inputs) => {
      const { details } = refinanceSavings(inputs);
      const savings = details.monthlySavings;
      expect(savings).toBeCloseTo(details.currentMonthlyPayment - details.newMonthlyPayment, 9);
      if (savings > 0) {
        const months = details.breakEvenMonths as number;
        expect(Number.isInteger(months)).toBe(true);
        // A millionth of a month is floating-point dust, not a month more.
        expect(months).toBeGreaterThanOrEqual(inputs.closingCosts / savings - 1e-6);
        expect(months - 1).toBeLessThan(inputs.closingCosts / savings);
      } else {
        expect(details.breakEvenMonths).toBe(NEVER_BREAKS_EVEN);
      }
    });

    test.prop([switchOver])('saves over the loans\' lives what the current loan costs beyond the new one and its closing', (inputs) => {
      const { details } = refinanceSavings(inputs);
      const currentTotal = inputs.currentBalance + details.currentTotalInterest;
      const newTotal = inputs.currentBalance + details.newTotalInterest;
      expect(details.lifetimeSavings / currentTotal).toBeCloseTo((currentTotal - newTotal - inputs.closingCosts) / currentTotal, 9);
      expect(details.currentTotalInterest).toBeGreaterThanOrEqual(-1e-6);
      expect(details.newTotalInterest).toBeGreaterThanOrEqual(-1e-6);
    });

    test.prop([switchOver])('does not modify its inputs', (inputs) => {
      const copy = structuredClone(inputs);
      refinanceSavings(inputs);
      expect(inputs).toEqual(copy);
    });
  });
});
