import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { assetDepreciation, type DepreciationInputs, type DepreciationMethod } from './depreciation.js';

const depreciationInputs = fc
  .record({
    assetCost: fc.double({ min: 1, max: 1e10, noNaN: true }),
    salvageShare: fc.oneof(fc.constant(0), fc.constant(1), fc.double({ min: 0, max: 1, noNaN: true })),
    usefulLife: fc.integer({ min: 1, max: 50 }),
    method: fc.constantFrom<DepreciationMethod>(1, 2, 3),
    decliningBalanceFactor: fc.double({ min: 1, max: 3, noNaN: true }),
    yearShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ salvageShare, yearShare, ...rest }): DepreciationInputs => ({
    ...rest,
    salvageValue: rest.assetCost * salvageShare,
    year: 1 + Math.floor(yearShare * (rest.usefulLife - 1)),
  }));

// Excel's documentation examples: SLN and SYD on $30,000 with $7,500 salvage over 10 years; DDB on $2,400 with
// $300 salvage over 10 years (or 120 months, or 3,650 days).
const excelSln = { assetCost: 30000, salvageValue: 7500, usefulLife: 10, method: 1 } as const;
const excelDdb = { assetCost: 2400, salvageValue: 300, usefulLife: 10, method: 2 } as const;

describe('depreciation', () => {
  it('gives the year\'s depreciation in dollars, with the accumulated depreciation and book value only', () => {
    const result = calculate('depreciation', { ...excelSln, year: 1 });
    expect(result.unit).toBe('$');
    expect(Object.keys(result.details)).toEqual(['depreciationForYear', 'accumulatedDepreciation', 'bookValue']);
  });

  it('shows year 1 and doubles the declining balance when those are left empty', () => {
    expect(calculate('depreciation', { ...excelDdb, year: '', decliningBalanceFactor: '' }).value).toBe(480);
  });

  it('returns the full schedule and a bar chart of each year\'s depreciation', () => {
    const { depreciationSchedule, chart } = assetDepreciation({ assetCost: 10000, salvageValue: 1000, usefulLife: 3, method: 3 });
    expect(depreciationSchedule).toEqual([
      { year: 1, depreciation: 4500, accumulated: 4500, bookValue: 5500 },
      { year: 2, depreciation: 3000, accumulated: 7500, bookValue: 2500 },
      { year: 3, depreciation: 1500, accumulated: 9000, bookValue: 1000 },
    ]);
    expect(chart).toEqual({
      type: 'bar',
      data: [
        { role: 'depreciation', at: { unit: 'year', value: 1 }, value: 4500 },
        { role: 'depreciation', at: { unit: 'year', value: 2 }, value: 3000 },
        { role: 'depreciation', at: { unit: 'year', value: 3 }, value: 1500 },
      ],
    });
  });

  it('stays above a zero salvage value with DDB (no switch to straight-line), while SL and SYD reach 0', () => {
    const given = { assetCost: 10000, salvageValue: 0, usefulLife: 5, year: 5 };
    const ddb = assetDepreciation({ ...given, method: 2 });
    expect(ddb.details.bookValue).toBeCloseTo(10000 * 0.6 ** 5, 6); // 777.60
    expect(ddb.value).toBeCloseTo(10000 * 0.6 ** 4 * 0.4, 6); // 518.40
    expect(assetDepreciation({ ...given, method: 1 }).details.bookValue).toBe(0);
    expect(assetDepreciation({ ...given, method: 3 }).details.bookValue).toBe(0);
  });

  it('takes all of cost − salvage in year 1 when the declining rate reaches 100%', () => {
    const result = assetDepreciation({ assetCost: 5000, salvageValue: 500, usefulLife: 2, method: 2, decliningBalanceFactor: 3 });
    expect(result.value).toBe(4500);
    expect(result.depreciationSchedule?.[1]).toEqual({ year: 2, depreciation: 0, accumulated: 4500, bookValue: 500 });
  });

  it('depreciates nothing when the salvage value equals the cost', () => {
    for (const method of [1, 2, 3] as const) {
      expect(assetDepreciation({ assetCost: 5000, salvageValue: 5000, usefulLife: 4, method }).value).toBe(0);
    }
  });

  describe('invalid input', () => {
    it.each([
      [{ ...excelSln, assetCost: 0 }, 'assetCost', 'out_of_domain', messages.greaterThanZero('Asset Cost')],
      [{ ...excelSln, salvageValue: -1 }, 'salvageValue', 'out_of_domain', messages.notNegative('Salvage Value')],
      [{ ...excelSln, salvageValue: 30001 }, 'salvageValue', 'inconsistent', messages.notMoreThan('Salvage Value', 'the asset cost')],
      [{ ...excelSln, usefulLife: 2.5 }, 'usefulLife', 'out_of_domain', messages.notAWholeNumber('Useful Life')],
      [{ ...excelSln, usefulLife: 0 }, 'usefulLife', 'out_of_domain', messages.atLeast('Useful Life', 1)],
      [{ ...excelSln, usefulLife: 1e9 }, 'usefulLife', 'out_of_domain', messages.atMost('Useful Life', 10000)],
      [{ ...excelSln, year: 11 }, 'year', 'inconsistent', messages.notMoreThan('Show Year', 'the useful life (10)')],
      [{ ...excelSln, year: 0 }, 'year', 'out_of_domain', messages.atLeast('Show Year', 1)],
      [{ ...excelSln, year: 1.5 }, 'year', 'out_of_domain', messages.notAWholeNumber('Show Year')],
      [{ ...excelDdb, decliningBalanceFactor: 0 }, 'decliningBalanceFactor', 'out_of_domain', messages.greaterThanZero('Declining-Balance Factor')],
      [{ ...excelSln, method: 4 }, 'method', 'out_of_domain', messages.notAnOption('Method')],
      [{ assetCost: 30000, salvageValue: 7500, method: 1 }, 'usefulLife', 'required', messages.required('Useful Life')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('depreciation', given)).toThrow(expect.objectContaining({ field, code, message }));
    });

    it('ignores the declining-balance factor for the other methods', () => {
      expect(calculate('depreciation', { ...excelSln, decliningBalanceFactor: -1 }).value).toBe(2250);
    });
  });

  describe('properties', () => {
    test.prop([depreciationInputs])('gives finite values; book value never negative nor below salvage', (given) => {
      const { details, depreciationSchedule = [] } = assetDepreciation(given);
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      expect(depreciationSchedule).toHaveLength(given.usefulLife);
      let previous = given.assetCost;
      for (const row of depreciationSchedule) {
        expect(row.bookValue).toBeGreaterThanOrEqual(0);
        expect(row.bookValue).toBeGreaterThanOrEqual(given.salvageValue);
        expect(row.depreciation).toBeGreaterThanOrEqual(0);
        expect(row.bookValue).toBeLessThanOrEqual(previous);
        expect(row.accumulated + row.bookValue).toBeCloseTo(given.assetCost, 4);
        previous = row.bookValue;
      }
      expect(details.bookValue).toBe(depreciationSchedule[(given.year ?? 1) - 1]?.bookValue);
    });

    test.prop([depreciationInputs])('straight-line and SYD depreciate exactly cost − salvage over the life', (given) => {
      for (const method of [1, 3] as const) {
        const schedule = assetDepreciation({ ...given, method }).depreciationSchedule ?? [];
        const total = schedule.reduce((sum, row) => sum + row.depreciation, 0);
        expect(Math.abs(total - (given.assetCost - given.salvageValue))).toBeLessThanOrEqual(1e-9 * given.assetCost);
        expect(schedule.at(-1)?.bookValue).toBeCloseTo(given.salvageValue, 6);
      }
    });

    test.prop([depreciationInputs])('straight-line takes the same amount every year', (given) => {
      const schedule = assetDepreciation({ ...given, method: 1 }).depreciationSchedule ?? [];
      const each = (given.assetCost - given.salvageValue) / given.usefulLife;
      for (const row of schedule) expect(Math.abs(row.depreciation - each)).toBeLessThanOrEqual(1e-9 * given.assetCost);
    });

    test.prop([depreciationInputs])('SYD and DDB never take more in a later year', (given) => {
      for (const method of [2, 3] as const) {
        const schedule = assetDepreciation({ ...given, method }).depreciationSchedule ?? [];
        for (const [i, row] of schedule.entries()) {
          if (i > 0) expect(row.depreciation).toBeLessThanOrEqual((schedule[i - 1]?.depreciation ?? 0) + 1e-9 * given.assetCost);
        }
      }
    });

    test.prop([depreciationInputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      assetDepreciation(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
