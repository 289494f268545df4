import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('roman-numeral', () => {
  it('reads back every numeral it writes, from 1 to 3999', () => {
    for (let value = 1; value <= 3999; value += 1) {
      const written = calculate('roman-numeral', { mode: 1, number: value }).value as string;
      expect(calculate('roman-numeral', { mode: 2, numeral: written.toLowerCase() }).details['number']).toBe(value);
    }
  });

  it('writes the subtractive pairs and no letter more than three times in a row', () => {
    expect(calculate('roman-numeral', { number: 4 }).value).toBe('IV');
    expect(calculate('roman-numeral', { number: 9 }).value).toBe('IX');
    expect(calculate('roman-numeral', { number: 40 }).value).toBe('XL');
    expect(calculate('roman-numeral', { number: 90 }).value).toBe('XC');
    expect(calculate('roman-numeral', { number: 400 }).value).toBe('CD');
    expect(calculate('roman-numeral', { number: 900 }).value).toBe('CM');
    expect(calculate('roman-numeral', { number: 3888 }).value).toBe('MMMDCCCLXXXVIII');
  });

  it('refuses a numeral outside the standard form, and an empty one, naming the numeral', () => {
    for (const numeral of ['IIII', 'VX', 'IC', 'MMMM', 'VV', 'XIIV', 'ABC', '12', 'M M']) {
      expect(() => calculate('roman-numeral', { mode: 2, numeral }), numeral)
        .toThrow(expect.objectContaining({ code: 'syntax', field: 'numeral' }));
    }
    expect(() => calculate('roman-numeral', { mode: 2, numeral: '  ' })).toThrow(expect.objectContaining({ field: 'numeral' }));
  });

  it('refuses numbers outside 1 to 3999 and part numbers, naming the number', () => {
    for (const number of [0, 4000, -5, 12.5]) {
      expect(() => calculate('roman-numeral', { mode: 1, number }), String(number))
        .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'number' }));
    }
  });
});
