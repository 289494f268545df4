import { describe, expect, it } from 'vitest';
import { money, numberDetail, percent, primaryNumber, shareOf, yearsAndMonths } from './result-reading.js';

describe('result reading', () => {
  it('reads numeric details and ignores sentinels', () => {
    const result = { value: 'never', details: { monthlySavings: -44.01, breakEvenMonths: 'never' } };
    expect(numberDetail(result, 'monthlySavings')).toBe(-44.01);
    expect(numberDetail(result, 'breakEvenMonths')).toBeUndefined();
    expect(numberDetail(result, 'missing')).toBeUndefined();
    expect(primaryNumber(result)).toBeUndefined();
    expect(primaryNumber({ value: 34, details: {} })).toBe(34);
  });

  it('formats money, percentages and durations for sentences', () => {
    expect(money(1970.2951)).toBe('$1,970.30');
    expect(money(-44.0123)).toBe('-$44.01');
    expect(percent(9.5445)).toBe('9.54%');
    expect(yearsAndMonths(34)).toBe('2 years 10 months');
    expect(yearsAndMonths(12)).toBe('1 year');
    expect(yearsAndMonths(13)).toBe('1 year 1 month');
    expect(yearsAndMonths(11)).toBe('11 months');
    expect(yearsAndMonths(0)).toBe('0 months');
  });

  it('gives a share of 0 rather than NaN for an empty whole', () => {
    expect(shareOf(25, 200)).toBe(12.5);
    expect(shareOf(0, 0)).toBe(0);
  });
});
