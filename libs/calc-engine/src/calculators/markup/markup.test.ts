import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { markupPercent, type MarkupInputs } from './markup.js';

const cost = fc.double({ min: 0.01, max: 1e12, noNaN: true });
// Amounts of at least a cent, or nothing: a price of 1e-320 $ would overflow the margin (and get an error).
const sellingPrice = fc.oneof(fc.constant(0), fc.double({ min: 0.01, max: 1e12, noNaN: true }));
const markupInputs = fc.record({ cost, sellingPrice }) satisfies fc.Arbitrary<MarkupInputs>;

describe('markup', () => {
  it('gives the markup in %, with the gross profit and margin only', () => {
    const result = calculate('markup', { cost: 75, sellingPrice: 100 });
    expect(result.unit).toBe('%');
    expect(result.details).toEqual({ markupPercent: result.value, grossProfit: 25, grossMargin: 25 });
  });

  it('gives 100% for a price double the cost', () => {
    expect(markupPercent({ cost: 50, sellingPrice: 100 }).details).toEqual({ markupPercent: 100, grossProfit: 50, grossMargin: 50 });
  });

  it('gives a negative markup below cost, and omits the margin at a price of 0', () => {
    expect(markupPercent({ cost: 100, sellingPrice: 80 }).value).toBe(-20);
    const free = markupPercent({ cost: 100, sellingPrice: 0 });
    expect(free.value).toBe(-100);
    expect(free.details).not.toHaveProperty('grossMargin');
  });

  describe('invalid input', () => {
    it.each([
      [{ cost: 0, sellingPrice: 100 }, 'cost', 'out_of_domain', messages.greaterThanZero('Cost')],
      [{ cost: -5, sellingPrice: 100 }, 'cost', 'out_of_domain', messages.greaterThanZero('Cost')],
      [{ cost: 75, sellingPrice: -1 }, 'sellingPrice', 'out_of_domain', messages.notNegative('Selling Price')],
      [{ sellingPrice: 100 }, 'cost', 'required', messages.required('Cost')],
      [{ cost: 75, sellingPrice: '1O0' }, 'sellingPrice', 'not_a_number', messages.notANumber('Selling Price')],
      [{ cost: 1e-320, sellingPrice: 100 }, 'cost', 'out_of_domain', messages.resultTooLarge('Cost')],
      [{ cost: 1e12, sellingPrice: 1e-320 }, 'sellingPrice', 'out_of_domain', messages.resultTooLarge('Selling Price')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('markup', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([markupInputs])('gives finite results; the margin stays below 100% and below the markup', (given) => {
      const { details } = markupPercent(given);
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      expect(details.markupPercent).toBeGreaterThanOrEqual(-100);
      if (details.grossMargin !== undefined) {
        expect(details.grossMargin).toBeLessThanOrEqual(100);
        if (details.grossProfit > 0) expect(details.grossMargin).toBeLessThanOrEqual(details.markupPercent);
      }
    });

    test.prop([cost, fc.double({ min: -100, max: 1000, noNaN: true })])('reverses: cost × (1 + markup) is the price', (c, m) => {
      const price = c * (1 + m / 100);
      expect(markupPercent({ cost: c, sellingPrice: price }).details.markupPercent).toBeCloseTo(m, 6);
    });

    test.prop([markupInputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      markupPercent(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});

describe('markup solved the other way round', () => {
  it('finds no cost for a markup of −100%', () => {
    expect(() => calculate('markup', { solve: 'cost', markupPercent: -100, sellingPrice: 100 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'markupPercent' }));
  });
});
