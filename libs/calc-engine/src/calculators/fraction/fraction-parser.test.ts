import { describe, expect, it } from 'vitest';
import { readRational } from './fraction-parser.js';

const field = { name: 'fraction1', label: 'First Fraction' };
const read = (text: string) => readRational(text, field);
const SYNTAX = 'First Fraction must be a fraction like 3/4, a mixed number like 1 1/2, a whole number or a decimal';

describe('readRational', () => {
  it('reads fractions, with or without a sign and with spaces around the slash', () => {
    expect(read('3/4')).toEqual({ numerator: 3n, denominator: 4n });
    expect(read('-7/4')).toEqual({ numerator: -7n, denominator: 4n });
    expect(read('+10 / 4')).toEqual({ numerator: 10n, denominator: 4n });
  });

  it('reads a mixed number, its sign covering the whole number', () => {
    expect(read('1 1/2')).toEqual({ numerator: 3n, denominator: 2n });
    expect(read('-2 3/4')).toEqual({ numerator: -11n, denominator: 4n });
    expect(read('-1  1/2')).toEqual({ numerator: -3n, denominator: 2n });
  });

  it('reads decimals exactly and whole numbers', () => {
    expect(read('0.75')).toEqual({ numerator: 75n, denominator: 100n });
    expect(read('.5')).toEqual({ numerator: 5n, denominator: 10n });
    expect(read('-2.')).toEqual({ numerator: -2n, denominator: 1n });
    expect(read('3')).toEqual({ numerator: 3n, denominator: 1n });
    expect(read('0.1')).toEqual({ numerator: 1n, denominator: 10n });
  });

  it('takes digit groups of up to 15 digits, exactly', () => {
    expect(read('999999999999999/1')).toEqual({ numerator: 999999999999999n, denominator: 1n });
    expect(read('123456789012345 1/2').numerator).toBe(246913578024691n);
  });

  it('refuses text outside the grammar with the syntax message, naming the field', () => {
    for (const text of ['3/-4', '1/2/3', 'abc', '', '.', '1 1 / 2', '- 3/4', '1,5', '1e3', '1 1/2.5', '1234567890123456', '0.1234567890123456', '1/2 3']) {
      expect(() => read(text), text).toThrow(expect.objectContaining({ code: 'syntax', field: 'fraction1', message: SYNTAX }));
    }
  });

  it('refuses a zero denominator', () => {
    for (const text of ['3/0', '0/0', '1 1/0']) {
      expect(() => read(text), text)
        .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'fraction1', message: 'The denominator cannot be 0' }));
    }
  });
});
