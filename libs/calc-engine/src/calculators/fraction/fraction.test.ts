import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

const run = (fraction1: string, operation: number, fraction2: string) => calculate('fraction', { fraction1, operation, fraction2 });

describe('fraction', () => {
  it('reads a negative mixed number as a whole: -1 1/2 is -3/2, not -1/2', () => {
    expect(run('-1 1/2', 1, '0').details).toMatchObject({ result: '-3/2', mixedNumber: '-1 1/2', decimal: -1.5, numerator: -3, denominator: 2 });
  });

  it('carries the sign on the numerator and writes a mixed number below one whole as the fraction alone', () => {
    expect(run('1/3', 2, '1/2').details).toMatchObject({ result: '-1/6', mixedNumber: '-1/6', denominator: 6 });
    expect(run('-1/2', 4, '-1/4').details).toMatchObject({ result: '2', mixedNumber: '2', numerator: 2, denominator: 1 });
    expect(run('1/2', 3, '-3').details).toMatchObject({ result: '-3/2', mixedNumber: '-1 1/2' });
    expect(run('1/2', 2, '1/2').details).toMatchObject({ result: '0', mixedNumber: '0', decimal: 0, denominator: 1 });
  });

  it('computes exactly where floating point would not', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point.
    expect(run('0.1', 1, '0.2').details).toMatchObject({ result: '3/10', decimal: 0.3 });
    // Three 15-digit groups: the string stays exact beyond 2^53.
    const big = run('999999999999999 999999999999998/999999999999999', 3, '999999999999999/7').value;
    expect(big).toBe(`${999999999999999n * 999999999999999n + 999999999999998n}/7`);
  });

  it('refuses a zero denominator in either value, and dividing by zero', () => {
    expect(() => run('1/0', 1, '1/2')).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'fraction1', message: 'The denominator cannot be 0' }));
    expect(() => run('1/2', 3, '2 1/0')).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'fraction2', message: 'The denominator cannot be 0' }));
    for (const zero of ['0', '0/5', '-0.0', '0 0/3']) {
      expect(() => run('1/2', 4, zero), zero).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'fraction2', message: 'Cannot divide by zero' }));
    }
    expect(run('0', 4, '1/2').value).toBe('0');
  });

  it('names the field of a value that does not parse, and refuses an unknown operation', () => {
    expect(() => run('1/2', 1, '3/-4')).toThrow(expect.objectContaining({
      code: 'syntax', field: 'fraction2', message: 'Second Fraction must be a fraction like 3/4, a mixed number like 1 1/2, a whole number or a decimal',
    }));
    expect(() => run('1/2', 5, '1/3')).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'operation' }));
    expect(() => calculate('fraction', { operation: 1, fraction2: '1/3' })).toThrow(expect.objectContaining({ code: 'required', field: 'fraction1' }));
  });
});
