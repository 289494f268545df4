import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { scholarshipNetPrice, type ScholarshipInputs } from './scholarship.js';

const amount = (max: number) => fc.double({ min: 0, max, noNaN: true });
const scholarshipInputs = fc.record(
  {
    tuitionAndFees: fc.double({ min: 1, max: 500000, noNaN: true }),
    roomAndBoard: amount(200000),
    booksAndSupplies: amount(50000),
    otherExpenses: amount(100000),
    scholarships: amount(500000),
    grants: amount(500000),
    years: fc.integer({ min: 1, max: 8 }),
    annualCostIncrease: fc.double({ min: 0, max: 15, noNaN: true }),
  },
  { requiredKeys: ['tuitionAndFees', 'scholarships'] },
) satisfies fc.Arbitrary<ScholarshipInputs>;

describe('scholarship', () => {
  it('gives the net price in $/year, with the totals and coverage only', () => {
    const result = calculate('scholarship', { tuitionAndFees: 30000, scholarships: 10000, grants: 5000, years: 4 });
    expect(result.unit).toBe('$/year');
    expect(Object.keys(result.details)).toHaveLength(6);
  });

  it('grows the cost 3% a year while the aid stays the same (computed)', () => {
    const result = scholarshipNetPrice({
      tuitionAndFees: 12000, roomAndBoard: 11000, booksAndSupplies: 1200, otherExpenses: 2000, scholarships: 8000,
      years: 4, annualCostIncrease: 3,
    });
    expect(result.value).toBe(18200);
    expect(result.details.costOfAttendance).toBe(26200);
    expect(result.details.totalCostOfAttendance).toBeCloseTo(109611.03, 2);
    expect(result.details.totalNetCost).toBeCloseTo(77611.03, 2);
    expect(result.details.totalAid).toBe(32000);
    expect(result.details.coveragePercent).toBeCloseTo(30.53, 2);
  });

  it('gives a net price of 0 and 100% coverage when the aid exceeds the cost', () => {
    const result = scholarshipNetPrice({ tuitionAndFees: 20000, scholarships: 15000, grants: 10000, years: 2 });
    expect(result.value).toBe(0);
    expect(result.details.coveragePercent).toBe(100);
    expect(result.details.totalNetCost).toBe(0);
    expect(result.details.totalAid).toBe(50000);
  });

  it('charges only the years whose grown cost exceeds the aid', () => {
    // Cost 10000 then 12000 (20% growth), aid 11000: 0 in year 1, 1000 in year 2.
    const result = scholarshipNetPrice({ tuitionAndFees: 10000, scholarships: 11000, years: 2, annualCostIncrease: 20 });
    expect(result.details.totalNetCost).toBeCloseTo(1000, 9);
    expect(result.details.totalCostOfAttendance).toBeCloseTo(22000, 9);
  });

  it('studies 4 years with no cost increase when those are left empty', () => {
    const result = calculate('scholarship', { tuitionAndFees: 10000, scholarships: 2500, years: '', annualCostIncrease: null });
    expect(result.details['totalNetCost']).toBe(30000);
    expect(result.details['totalAid']).toBe(10000);
  });

  it('charts the first year\'s cost as aid and net price', () => {
    const { chart } = scholarshipNetPrice({ tuitionAndFees: 30000, scholarships: 10000, grants: 5000 });
    expect(chart?.type).toBe('pie');
    expect(chart?.data).toEqual([
      { role: 'aid', value: 15000 },
      { role: 'netPrice', value: 15000 },
    ]);
  });

  describe('invalid input', () => {
    const valid = { tuitionAndFees: 30000, scholarships: 10000 };
    it.each([
      [{ tuitionAndFees: 0, scholarships: 0 }, 'tuitionAndFees', 'out_of_domain', messages.greaterThanZero('Cost of attendance')],
      [{ ...valid, tuitionAndFees: -1 }, 'tuitionAndFees', 'out_of_domain', messages.notNegative('Tuition & Fees (per year)')],
      [{ ...valid, roomAndBoard: -500 }, 'roomAndBoard', 'out_of_domain', messages.notNegative('Room & Board (per year)')],
      [{ ...valid, booksAndSupplies: -1 }, 'booksAndSupplies', 'out_of_domain', messages.notNegative('Books & Supplies (per year)')],
      [{ ...valid, otherExpenses: -1 }, 'otherExpenses', 'out_of_domain', messages.notNegative('Transportation & Personal (per year)')],
      [{ ...valid, scholarships: -1 }, 'scholarships', 'out_of_domain', messages.notNegative('Scholarships (per year)')],
      [{ ...valid, grants: -1 }, 'grants', 'out_of_domain', messages.notNegative('Grants (per year)')],
      [{ ...valid, years: 0 }, 'years', 'out_of_domain', messages.greaterThanZero('Years of Study')],
      [{ ...valid, years: -2 }, 'years', 'out_of_domain', messages.greaterThanZero('Years of Study')],
      [{ ...valid, years: 2.5 }, 'years', 'out_of_domain', messages.notAWholeNumber('Years of Study')],
      [{ ...valid, years: 1e9 }, 'years', 'out_of_domain', messages.atMost('Years of Study', 100)],
      [{ ...valid, annualCostIncrease: -150 }, 'annualCostIncrease', 'out_of_domain', messages.atLeast('Annual Cost Increase', -100)],
      [{ scholarships: 10000 }, 'tuitionAndFees', 'required', messages.required('Tuition & Fees (per year)')],
      [{ tuitionAndFees: 30000 }, 'scholarships', 'required', messages.required('Scholarships (per year)')],
      [{ ...valid, tuitionAndFees: 1e308, roomAndBoard: 1e308 }, 'tuitionAndFees', 'out_of_domain', messages.resultTooLarge('Tuition & Fees (per year)')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('scholarship', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([scholarshipInputs])('gives finite totals that hold together', (given) => {
      const { details } = scholarshipNetPrice(given);
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      const years = given.years ?? 4;
      expect(details.netPricePerYear).toBeGreaterThanOrEqual(0);
      expect(details.netPricePerYear).toBeLessThanOrEqual(details.costOfAttendance);
      expect(details.coveragePercent).toBeGreaterThanOrEqual(0);
      expect(details.coveragePercent).toBeLessThanOrEqual(100);
      // With costs that never fall, every year's net price is at least the first year's; aid never adds cost.
      const slack = 1e-9 * details.totalCostOfAttendance;
      expect(details.totalNetCost).toBeGreaterThanOrEqual(details.netPricePerYear * years - slack);
      expect(details.totalNetCost).toBeLessThanOrEqual(details.totalCostOfAttendance + slack);
      expect(details.totalNetCost).toBeGreaterThanOrEqual(details.totalCostOfAttendance - details.totalAid - slack);
    });

    test.prop([scholarshipInputs, amount(100000)])('never charges more when the aid rises', (given, extra) => {
      const before = scholarshipNetPrice(given).details;
      const after = scholarshipNetPrice({ ...given, scholarships: given.scholarships + extra }).details;
      expect(after.netPricePerYear).toBeLessThanOrEqual(before.netPricePerYear);
      expect(after.totalNetCost).toBeLessThanOrEqual(before.totalNetCost + 1e-6);
    });

    test.prop([scholarshipInputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      scholarshipNetPrice(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
