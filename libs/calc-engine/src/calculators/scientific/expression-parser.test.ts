import { describe, expect, it } from 'vitest';
import { evaluateExpression, expressionMessages, MAX_NESTING, type AngleMode } from './expression-parser.js';

const field = { name: 'expression' };
const value = (text: string, angles: AngleMode = 'degrees') => evaluateExpression(text, angles, field).value;
const refusal = (code: 'syntax' | 'out_of_domain', message: string) => expect.objectContaining({ code, field: 'expression', message });

describe('evaluateExpression: precedence', () => {
  it('applies a leading minus after the power and the factorial, and before a product', () => {
    expect(value('-2^2')).toBe(-4);
    expect(value('(-2)^2')).toBe(4);
    expect(value('2*-3')).toBe(-6);
    expect(value('-3!')).toBe(-6);
    expect(value('2--3')).toBe(5);
    expect(value('+-+2')).toBe(-2);
  });

  it('groups powers from the right and lets an exponent carry its own sign', () => {
    expect(value('2^3^2')).toBe(512);
    expect(value('2^-1')).toBe(0.5);
    expect(value('2^3!')).toBe(64);
    expect(value('0^0')).toBe(1);
  });

  it('multiplies without a sign at the rank of × and ÷, left to right', () => {
    expect(value('6/2(1+2)')).toBe(9);
    expect(value('2pi')).toBe(2 * Math.PI);
    expect(value('2(3+4)^2')).toBe(98);
    expect(value('(1+2)(3+4)')).toBe(21);
    expect(value('(2)3')).toBe(6);
    expect(value('3sin(30)')).toBeCloseTo(1.5, 12);
    expect(value('2e')).toBe(2 * Math.E);
    expect(value('1 - 2 - 3')).toBe(-4);
    expect(value('8/4/2')).toBe(1);
  });

  it('reads numbers with decimals and exponents, and the keypad symbols', () => {
    expect(value('2e3')).toBe(2000);
    expect(value('1.5E-2')).toBe(0.015);
    expect(value('.5 + 1.')).toBe(1.5);
    expect(value('3 × 4 ÷ 2 − 1')).toBe(5);
    expect(value('2·π')).toBe(2 * Math.PI);
    expect(value('√(16)')).toBe(4);
    expect(value('SQRT(9) + Pi - PI')).toBe(3);
  });

  it('never gives -0', () => {
    expect(Object.is(value('-0'), 0)).toBe(true);
    expect(Object.is(value('-1*0'), 0)).toBe(true);
  });
});

describe('evaluateExpression: functions and angles', () => {
  it('reads angles in degrees, exactly at multiples of 90°', () => {
    expect(value('sin(180)')).toBe(0);
    expect(value('cos(90)')).toBe(0);
    expect(value('cos(-180)')).toBe(-1);
    expect(value('sin(450)')).toBe(1);
    expect(value('tan(45)')).toBeCloseTo(1, 12);
    expect(value('tan(180)')).toBe(0);
    expect(value('sin(30)')).toBeCloseTo(0.5, 12);
    expect(value('acos(-0.5)')).toBeCloseTo(120, 12);
    expect(value('atan(1)')).toBeCloseTo(45, 12);
  });

  it('reads angles in radians when asked, and the hyperbolic functions ignore the unit', () => {
    expect(value('sin(pi/2)', 'radians')).toBe(1);
    expect(value('asin(-0.5)', 'radians')).toBeCloseTo(-0.523598776, 9);
    expect(value('sinh(1)', 'degrees')).toBe(value('sinh(1)', 'radians'));
    expect(value('cosh(0) + tanh(0)')).toBe(1);
  });

  it('says whether an angle function took part', () => {
    expect(evaluateExpression('2+sin(30)', 'degrees', field).usesAngles).toBe(true);
    expect(evaluateExpression('sinh(2)+ln(3)', 'degrees', field).usesAngles).toBe(false);
  });

  it('computes logarithms, roots, the absolute value and the exponential', () => {
    expect(value('ln(e)')).toBe(1);
    expect(value('log(1000)')).toBe(3);
    expect(value('log2(8)')).toBe(3);
    expect(value('cbrt(-8)')).toBe(-2);
    expect(value('abs(-2.5)')).toBe(2.5);
    expect(value('exp(0)')).toBe(1);
    expect(value('170!')).toBeGreaterThan(7.25e306);
    expect(value('0!')).toBe(1);
    expect(value('3!!')).toBe(720);
  });
});

describe('evaluateExpression: syntax errors', () => {
  it('names the character, the name or the number at fault, with its position', () => {
    expect(() => value('2 $ 3')).toThrow(refusal('syntax', "Unexpected character '$' at position 3"));
    expect(() => value('2+😀')).toThrow(refusal('syntax', "Unexpected character '😀' at position 3"));
    expect(() => value('2+*3')).toThrow(refusal('syntax', "Unexpected character '*' at position 3"));
    expect(() => value('(2))')).toThrow(refusal('syntax', "Unexpected character ')' at position 4"));
    expect(() => value('2 + foo(1)')).toThrow(refusal('syntax', "Unknown name 'foo' at position 5"));
    expect(() => value('pie')).toThrow(refusal('syntax', "Unknown name 'pie' at position 1"));
    expect(() => value('sin30')).toThrow(refusal('syntax', "Unknown name 'sin30' at position 1"));
    expect(() => value('2 3')).toThrow(refusal('syntax', 'Two numbers in a row at position 3'));
    expect(() => value('1.2.3')).toThrow(refusal('syntax', 'Two numbers in a row at position 4'));
  });

  it('says what is missing', () => {
    expect(() => value('')).toThrow(refusal('syntax', expressionMessages.empty));
    expect(() => value('(2+3')).toThrow(refusal('syntax', 'Missing closing parenthesis'));
    expect(() => value('2+')).toThrow(refusal('syntax', 'The expression ends too early'));
    expect(() => value('sin(')).toThrow(refusal('syntax', 'The expression ends too early'));
    expect(() => value('sin 30')).toThrow(refusal('syntax', "'sin' needs parentheses, like sin(2)"));
    expect(() => value('2*LOG')).toThrow(refusal('syntax', "'log' needs parentheses, like log(2)"));
  });

  it('gives a syntax error before any value out of its domain', () => {
    expect(() => value('1/0 + (')).toThrow(refusal('syntax', 'The expression ends too early'));
  });

  it(`refuses nesting deeper than ${MAX_NESTING} levels, and takes ${MAX_NESTING}`, () => {
    const nested = (levels: number) => `${'('.repeat(levels)}1${')'.repeat(levels)}`;
    expect(value(nested(MAX_NESTING))).toBe(1);
    expect(() => value(nested(MAX_NESTING + 1))).toThrow(refusal('syntax', expressionMessages.tooDeep));
    expect(() => value(`${'-'.repeat(MAX_NESTING + 1)}1`)).toThrow(refusal('syntax', expressionMessages.tooDeep));
    expect(() => value(`${'2^'.repeat(MAX_NESTING + 1)}1`)).toThrow(refusal('syntax', expressionMessages.tooDeep));
    expect(() => value(`${'sqrt('.repeat(5000)}1`)).toThrow(refusal('syntax', expressionMessages.tooDeep));
  });

  it('reads long flat expressions without deep recursion', () => {
    expect(value(Array.from({ length: 500 }, () => '1').join('+'))).toBe(500);
    expect(value(Array.from({ length: 300 }, () => '2').join('/'))).toBe(2 ** -298);
  });
});

describe('evaluateExpression: values out of the domain', () => {
  it.each([
    ['1/0', expressionMessages.divisionByZero],
    ['0^-1', expressionMessages.divisionByZero],
    ['sqrt(-4)', 'Square root of a negative number'],
    ['ln(0)', 'ln needs a number greater than 0'],
    ['log(-1)', 'log needs a number greater than 0'],
    ['log2(0)', 'log2 needs a number greater than 0'],
    ['asin(2)', 'asin needs a number from -1 to 1'],
    ['acos(-1.5)', 'acos needs a number from -1 to 1'],
    ['tan(90)', 'tan is undefined at 90° + k·180°'],
    ['tan(-270)', 'tan is undefined at 90° + k·180°'],
    ['3.5!', 'Factorial needs a whole number from 0 to 170'],
    ['171!', 'Factorial needs a whole number from 0 to 170'],
    ['(-1)!', 'Factorial needs a whole number from 0 to 170'],
    ['(-8)^(1/3)', 'A negative number to a fractional power has no real result'],
    ['10^400', 'The result is too large'],
    ['1e400', 'The result is too large'],
    ['exp(1000)', 'The result is too large'],
    ['1e308*10/10', 'The result is too large'],
  ])('%s: %s', (text, message) => {
    expect(() => value(text)).toThrow(refusal('out_of_domain', message));
  });

  it('gives the first value out of its domain', () => {
    expect(() => value('sqrt(-1) + 1/0')).toThrow(refusal('out_of_domain', 'Square root of a negative number'));
  });
});
