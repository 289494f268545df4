import { describe, expect, it } from 'vitest';
import { decimalsForSignificant, formatQuantity, formatSignificant, labelFromName, outputPrecision } from './format.js';

describe('formatQuantity', () => {
  it('shows money with two decimals and thousands separators', () => {
    expect(formatQuantity(308.770969, '$')).toBe('$308.77');
    expect(formatQuantity(1234567.891, '$')).toBe('$1,234,567.89');
    expect(formatQuantity(1970.3, '$/month')).toBe('$1,970.30/month');
    expect(formatQuantity(-12.5, '$')).toBe('-$12.50');
  });

  it('shows percentages and units after the number, rounded for display only', () => {
    expect(formatQuantity(33.3333, '%')).toBe('33.33%');
    expect(formatQuantity(24.22145, 'kg/m²')).toBe('24.22 kg/m²');
    expect(formatQuantity(2151.4, 'kcal/day')).toBe('2,151 kcal/day');
    expect(formatQuantity(17.4321, '%', 1)).toBe('17.4%');
    expect(formatQuantity(3.7, 'L/day')).toBe('3.7 L/day');
    expect(formatQuantity(2450.4, 'mL/day')).toBe('2,450 mL/day');
  });

  it('writes one of a counted unit in the singular, as shown, and any other number in the plural', () => {
    expect(formatQuantity(1, 'days', 0)).toBe('1 day');
    expect(formatQuantity(-1, 'years', 0)).toBe('-1 year');
    expect(formatQuantity(1.2, 'months', 0)).toBe('1 month');
    expect(formatQuantity(1, 'months', 2)).toBe('1 month');
    expect(formatQuantity(1.5, 'days', 1)).toBe('1.5 days');
    expect(formatQuantity(0, 'days', 0)).toBe('0 days');
    expect(formatQuantity(12, 'payments', 0)).toBe('12 payments');
    expect(formatQuantity(1, 'kg', 0)).toBe('1 kg');
  });

  it('passes strings through and never shows negative zero', () => {
    expect(formatQuantity('2024-10-07', undefined)).toBe('2024-10-07');
    expect(formatQuantity(-0.0001, '%')).toBe('0%');
  });
});

describe('formatSignificant', () => {
  it('rounds to the significant digits and drops trailing zeros', () => {
    expect(formatSignificant(0.1 + 0.2, 12)).toBe('0.3');
    expect(formatSignificant(0.49999999999999994, 12)).toBe('0.5');
    expect(formatSignificant(2401077.2220695773, 12)).toBe('2,401,077.22207');
    expect(formatSignificant(120, 12)).toBe('120');
    expect(formatSignificant(-4, 12)).toBe('-4');
    expect(formatSignificant(Math.PI, 3)).toBe('3.14');
  });

  it('never shows negative zero, also for a value that rounds to zero', () => {
    expect(formatSignificant(-0, 12)).toBe('0');
    expect(formatSignificant(0, 12)).toBe('0');
  });

  it('writes a number beyond the digits, or below 0.000001, with a power of ten', () => {
    expect(formatSignificant(1e21, 12)).toBe('1e21');
    expect(formatSignificant(-1.5e21, 12)).toBe('-1.5e21');
    expect(formatSignificant(7.257415615307994e306, 12)).toBe('7.25741561531e306');
    expect(formatSignificant(999999999999.9, 12)).toBe('1e12');
    expect(formatSignificant(999999999999, 12)).toBe('999,999,999,999');
    expect(formatSignificant(2.5e-7, 12)).toBe('2.5e-7');
    expect(formatSignificant(0.000001, 12)).toBe('0.000001');
  });

  it("uses the visitor's separators", () => {
    expect(formatSignificant(1234.5, 12, { locale: 'de-DE', currency: 'EUR' })).toBe('1.234,5');
    expect(formatSignificant(1.5e21, 12, { locale: 'de-DE', currency: 'EUR' })).toBe('1,5e21');
  });
});

describe('significant digits as a precision', () => {
  it('is what an output declares, before its decimals', () => {
    expect(outputPrecision({ significantDigits: 12, decimals: 2 })).toEqual({ significantDigits: 12 });
    expect(outputPrecision({ decimals: 4 })).toBe(4);
    expect(outputPrecision(undefined)).toBeUndefined();
  });

  it('gives the decimals that show a value to those digits', () => {
    expect(decimalsForSignificant(2401077.2220695773, 12)).toBe(5);
    expect(decimalsForSignificant(0.49999999999999994, 12)).toBe(12);
    expect(decimalsForSignificant(1e21, 12)).toBe(0);
    expect(decimalsForSignificant(0, 12)).toBe(0);
  });

  it('writes a value too small for its significant digits in plain notation with the most decimals a number format takes', () => {
    expect(decimalsForSignificant(1.8e-10, 12)).toBe(20);
    expect(formatQuantity(1.8189894035458565e-10, undefined, decimalsForSignificant(1.8e-10, 12))).toBe('0.00000000018189894035');
  });

  it('formats a quantity with it, a unit after the number', () => {
    expect(formatQuantity(0.1 + 0.2, undefined, { significantDigits: 12 })).toBe('0.3');
    expect(formatQuantity(12.3456, '%', { significantDigits: 3 })).toBe('12.3%');
    expect(formatQuantity(1.5e21, 'kg', { significantDigits: 12 })).toBe('1.5e21 kg');
    expect(formatQuantity(1234.5678, '$', { significantDigits: 5 })).toBe('$1,234.6');
  });
});

describe('labelFromName', () => {
  it('turns an output name into words', () => {
    expect(labelFromName('totalInterest')).toBe('Total interest');
    expect(labelFromName('bmiPrime')).toBe('Bmi prime');
  });
});
