import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { breakEvenPoint, type BreakEvenInputs } from './break-even.js';

const fixedCosts = fc.double({ min: 0, max: 1e10, noNaN: true });
const price = fc.double({ min: 0.01, max: 1e8, noNaN: true });
const breakEvenInputs = fc
  .record({ fixedCosts, pricePerUnit: price, share: fc.double({ min: 0, max: 0.99, noNaN: true }) })
  .map(({ share, ...rest }): BreakEvenInputs => ({ ...rest, variableCostPerUnit: rest.pricePerUnit * share }));

describe('break-even', () => {
  it('gives the break-even in units, with no other output', () => {
    const result = calculate('break-even', { fixedCosts: 300000, pricePerUnit: 10, variableCostPerUnit: 6 });
    expect(result.unit).toBe('units');
    expect(Object.keys(result.details)).toHaveLength(5);
  });

  it('rounds a fractional break-even up to whole units (proreckoner), keeping the exact value', () => {
    const result = breakEvenPoint({ fixedCosts: 10000, pricePerUnit: 50, variableCostPerUnit: 33 });
    expect(result.details.breakEvenUnitsExact).toBeCloseTo(588.2353, 4);
    expect(result.value).toBe(589);
    // Revenue = fixed costs / CM ratio (34%).
    expect(result.details.breakEvenRevenue).toBeCloseTo(10000 / 0.34, 6);
  });

  it('does not add a unit when float rounding lands just above a whole break-even', () => {
    // 0.3 / (0.3 − 0.2) is 3.0000000000000004 in binary floating point.
    const result = breakEvenPoint({ fixedCosts: 0.3, pricePerUnit: 0.3, variableCostPerUnit: 0.2 });
    expect(result.details.breakEvenUnitsExact).toBeGreaterThan(3);
    expect(result.value).toBe(3);
  });

  it('breaks even at 0 units without fixed costs, and needs 1 unit for any fixed cost at all', () => {
    expect(calculate('break-even', { fixedCosts: 0, pricePerUnit: 10, variableCostPerUnit: 6 }).value).toBe(0);
    expect(calculate('break-even', { fixedCosts: 0.01, pricePerUnit: 1e8, variableCostPerUnit: 0 }).value).toBe(1);
  });

  it('charts the profit from 0 units to twice the break-even, crossing 0 at the break-even', () => {
    const { chart } = breakEvenPoint({ fixedCosts: 300000, pricePerUnit: 10, variableCostPerUnit: 6 });
    expect(chart?.type).toBe('line');
    expect(chart?.data).toHaveLength(9);
    expect(chart?.data[0]).toEqual({ role: 'profit', at: { unit: 'units', value: 0 }, value: -300000 });
    expect(chart?.data[4]).toEqual({ role: 'profit', at: { unit: 'units', value: 75000 }, value: 0 });
    expect(chart?.data[8]).toEqual({ role: 'profit', at: { unit: 'units', value: 150000 }, value: 300000 });
  });

  describe('invalid input', () => {
    const valid = { fixedCosts: 300000, pricePerUnit: 10, variableCostPerUnit: 6 };
    it.each([
      [{ ...valid, variableCostPerUnit: 12 }, 'pricePerUnit', 'inconsistent', messages.noBreakEven()],
      [{ ...valid, variableCostPerUnit: 10 }, 'pricePerUnit', 'inconsistent', messages.noBreakEven()],
      [{ ...valid, fixedCosts: -1 }, 'fixedCosts', 'out_of_domain', messages.notNegative('Fixed Costs')],
      [{ ...valid, pricePerUnit: 0 }, 'pricePerUnit', 'out_of_domain', messages.greaterThanZero('Selling Price per Unit')],
      [{ ...valid, variableCostPerUnit: -1 }, 'variableCostPerUnit', 'out_of_domain', messages.notNegative('Variable Cost per Unit')],
      [{ fixedCosts: 300000, pricePerUnit: 10 }, 'variableCostPerUnit', 'required', messages.required('Variable Cost per Unit')],
      [{ ...valid, fixedCosts: 1e300, variableCostPerUnit: 10 - 1e-14 }, 'pricePerUnit', 'out_of_domain', messages.resultTooLarge('Selling Price per Unit')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('break-even', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([breakEvenInputs])('gives finite results; the whole units cover the fixed costs', (given) => {
      const { details, chart } = breakEvenPoint(given);
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      for (const point of chart?.data ?? []) expect(Number.isFinite(point.value)).toBe(true);
      expect(Number.isInteger(details.breakEvenUnits)).toBe(true);
      expect(details.breakEvenUnits).toBeGreaterThanOrEqual(details.breakEvenUnitsExact * (1 - 1e-9));
      expect(details.breakEvenUnits).toBeLessThanOrEqual(Math.ceil(details.breakEvenUnitsExact));
      expect(details.breakEvenRevenue).toBeCloseTo(details.breakEvenUnitsExact * given.pricePerUnit, 6);
    });

    test.prop([breakEvenInputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      breakEvenPoint(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});

describe('break-even solved the other way round', () => {
  it('finds no price that breaks even on no units', () => {
    expect(() => calculate('break-even', { solve: 'pricePerUnit', breakEvenUnits: 0, fixedCosts: 10000, variableCostPerUnit: 15 }))
      .toThrow(expect.objectContaining({ code: 'no_solution', field: 'breakEvenUnits' }));
  });
});
