import { describe, expect, it } from 'vitest';
import { approximate, decimal, decimalTerm, exponent, money, moneyTerm, sum } from './numbers.js';

describe('numbers in a formula', () => {
  it('show rates to at most 6 decimals, with a real minus sign', () => {
    expect(decimal(7 / 100 / 12)).toBe('0.005833');
    expect(decimal(0.2)).toBe('0.2');
    expect(decimal(-2.5)).toBe('−2.5');
    expect(decimal(-0.0000001)).toBe('0');
  });

  it('put negative operands in parentheses', () => {
    expect(decimalTerm(-0.25)).toBe('(−0.25)');
    expect(decimalTerm(36)).toBe('36');
  });

  it('show money without "$", with cents only when there are any', () => {
    expect(moneyTerm(10000)).toBe('10,000');
    expect(moneyTerm(308.770969)).toBe('308.77');
    expect(moneyTerm(1970.3)).toBe('1,970.30');
    expect(moneyTerm(-500)).toBe('(−500)');
    expect(moneyTerm(0.001)).toBe('0');
  });

  it('write exponents without thousands separators', () => {
    expect(exponent(3650)).toBe('3650');
  });

  it('join terms into a sum that subtracts negative ones', () => {
    expect(sum(['10 × 60', '6.25 × 165', '−5 × 30', '−161'])).toBe('10 × 60 + 6.25 × 165 − 5 × 30 − 161');
    expect(sum([moneyTerm(-10000), moneyTerm(3000), moneyTerm(-500)])).toBe('−10,000 + 3,000 − 500');
  });
});

describe('values of steps', () => {
  it('mark a rounded intermediate with "≈" and leave an exact one alone', () => {
    expect(approximate(7 / 100 / 12)).toBe('≈ 0.005833');
    expect(approximate(36)).toBe('36');
    expect(approximate(3160, 'mL')).toBe('3,160 mL');
    expect(approximate(10.3, 'in', 4)).toBe('10.3 in');
  });

  it('ignore floating-point noise: 177.8 cm is exactly 10 in over 5 ft', () => {
    expect(approximate(177.8 / 2.54 - 60, 'in', 4)).toBe('10 in');
  });

  it('show money as the result panel does', () => {
    expect(money(11115.7549)).toBe('$11,115.75');
    expect(money(-7000)).toBe('-$7,000.00');
  });
});
