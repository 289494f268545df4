import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';
import { MAX_EXPRESSION_LENGTH } from './scientific.js';

describe('scientific', () => {
  it('reads angles in degrees unless radians are chosen', () => {
    expect(calculate('scientific', { expression: 'sin(90)' }).value).toBe(1);
    expect(calculate('scientific', { expression: 'sin(90)', angleUnit: '' }).value).toBe(1);
    expect(calculate('scientific', { expression: 'sin(90)', angleUnit: 2 }).value).toBeCloseTo(0.893996664, 9);
  });

  it('gives the value as the result, trimmed of surrounding spaces', () => {
    expect(calculate('scientific', { expression: '  2(3+4)^2 ' }).details).toEqual({ result: 98 });
  });

  it(`takes an expression of up to ${MAX_EXPRESSION_LENGTH} characters and refuses a longer one`, () => {
    const longest = `01${'+1'.repeat((MAX_EXPRESSION_LENGTH - 2) / 2)}`;
    expect(longest).toHaveLength(MAX_EXPRESSION_LENGTH);
    expect(calculate('scientific', { expression: longest }).value).toBe(500);
    expect(() => calculate('scientific', { expression: `${longest}1` }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'expression' }));
  });

  it('requires an expression and names the field of every error', () => {
    expect(() => calculate('scientific', { expression: '  ' })).toThrow(expect.objectContaining({ code: 'required', field: 'expression' }));
    expect(() => calculate('scientific', { expression: 'tan(90)' }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'expression', message: 'tan is undefined at 90° + k·180°' }));
    expect(calculate('scientific', { expression: 'tan(90)', angleUnit: 2 }).value).toBeCloseTo(-1.995200412, 9);
    expect(() => calculate('scientific', { expression: '1', angleUnit: 3 })).toThrow(expect.objectContaining({ field: 'angleUnit' }));
  });
});
