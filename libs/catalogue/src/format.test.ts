import { describe, expect, it } from 'vitest';
import { formatQuantity, labelFromName } from './format.js';

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

  it('passes strings through and never shows negative zero', () => {
    expect(formatQuantity('2024-10-07', undefined)).toBe('2024-10-07');
    expect(formatQuantity(-0.0001, '%')).toBe('0%');
  });
});

describe('labelFromName', () => {
  it('turns an output name into words', () => {
    expect(labelFromName('totalInterest')).toBe('Total interest');
    expect(labelFromName('bmiPrime')).toBe('Bmi prime');
  });
});
