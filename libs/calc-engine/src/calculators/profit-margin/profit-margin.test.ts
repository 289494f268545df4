import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { profitMarginPercent, type ProfitMarginInputs } from './profit-margin.js';

const profitMarginInputs = fc.record(
  {
    revenue: fc.double({ min: 0.01, max: 1e12, noNaN: true }),
    // At least a cent, or nothing: a COGS of 1e-320 $ would overflow the markup (and get an error).
    costOfGoodsSold: fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 1e12, noNaN: true })),
    operatingExpenses: fc.double({ min: 0, max: 1e12, noNaN: true }),
  },
  { requiredKeys: ['revenue', 'costOfGoodsSold'] },
) satisfies fc.Arbitrary<ProfitMarginInputs>;

describe('profit-margin', () => {
  it('gives the margin in %, with the gross and net figures and the markup', () => {
    const result = calculate('profit-margin', { revenue: 100, costOfGoodsSold: 75 });
    expect(result.unit).toBe('%');
    expect(Object.keys(result.details).sort()).toEqual(['grossMargin', 'grossProfit', 'markup', 'netProfit', 'profitMargin']);
  });

  it('takes operating expenses off the net margin only', () => {
    const result = profitMarginPercent({ revenue: 1000, costOfGoodsSold: 600, operatingExpenses: 250 });
    expect(result.value).toBe(15);
    expect(result.details).toMatchObject({ grossMargin: 40, grossProfit: 400, netProfit: 150 });
    expect(result.details.markup).toBeCloseTo(66.67, 2);
  });

  it('shows a loss as a negative margin', () => {
    const result = profitMarginPercent({ revenue: 100, costOfGoodsSold: 80, operatingExpenses: 40 });
    expect(result.value).toBe(-20);
    expect(result.details.netProfit).toBe(-20);
  });

  it('omits the markup when the COGS is 0 (undefined), rather than giving Infinity', () => {
    const result = calculate('profit-margin', { revenue: 100, costOfGoodsSold: 0, operatingExpenses: '' });
    expect(result.value).toBe(100);
    expect(result.details).not.toHaveProperty('markup');
  });

  describe('invalid input', () => {
    const valid = { revenue: 100, costOfGoodsSold: 75 };
    it.each([
      [{ ...valid, revenue: 0 }, 'revenue', 'out_of_domain', messages.greaterThanZero('Revenue (or selling price)')],
      [{ ...valid, revenue: -100 }, 'revenue', 'out_of_domain', messages.greaterThanZero('Revenue (or selling price)')],
      [{ ...valid, costOfGoodsSold: -1 }, 'costOfGoodsSold', 'out_of_domain', messages.notNegative('Cost (COGS)')],
      [{ ...valid, operatingExpenses: -1 }, 'operatingExpenses', 'out_of_domain', messages.notNegative('Operating Expenses')],
      [{ revenue: 100 }, 'costOfGoodsSold', 'required', messages.required('Cost (COGS)')],
      [{ ...valid, revenue: 1e-320 }, 'revenue', 'out_of_domain', messages.resultTooLarge('Revenue (or selling price)')],
      [{ ...valid, costOfGoodsSold: 1e-320 }, 'costOfGoodsSold', 'out_of_domain', messages.resultTooLarge('Cost (COGS)')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('profit-margin', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([profitMarginInputs])('gives finite results; the net margin never exceeds the gross margin or 100%', (given) => {
      const { details } = profitMarginPercent(given);
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      expect(details.profitMargin).toBeLessThanOrEqual(details.grossMargin);
      expect(details.grossMargin).toBeLessThanOrEqual(100);
      expect('markup' in details).toBe(given.costOfGoodsSold > 0);
    });

    test.prop([profitMarginInputs])('takes margin and markup from the same gross profit, on price and on cost', (given) => {
      fc.pre(given.costOfGoodsSold > 0);
      const { grossMargin, grossProfit, markup = Number.NaN } = profitMarginPercent(given).details;
      const tolerance = 1e-12 * Math.max(1, Math.abs(grossProfit));
      expect(Math.abs((grossMargin / 100) * given.revenue - grossProfit)).toBeLessThanOrEqual(tolerance);
      expect(Math.abs((markup / 100) * given.costOfGoodsSold - grossProfit)).toBeLessThanOrEqual(tolerance);
    });

    test.prop([profitMarginInputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      profitMarginPercent(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});

describe('profit margin solved the other way round', () => {
  it('finds the revenue that gives a 25% margin over $75 of costs', () => {
    // (60 + 15) / (1 − 0.25) = $100.
    expect(calculate('profit-margin', { solve: 'revenue', profitMargin: 25, costOfGoodsSold: 60, operatingExpenses: 15 }).value).toBeCloseTo(100, 9);
  });

  it('finds no revenue for a margin of 100% with costs', () => {
    expect(() => calculate('profit-margin', { solve: 'revenue', profitMargin: 100, costOfGoodsSold: 60 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'profitMargin' }));
  });
});
