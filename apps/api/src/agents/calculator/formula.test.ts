import { describe, expect, it } from 'vitest';
import { FORMULA_MAX_LENGTH, FormulaError, parseFormula, type FormulaErrorCode } from './formula.js';

/** The error a formula is refused with. */
function refusal(source: string, inputs: readonly string[] = ['a', 'b']): FormulaError {
  try {
    parseFormula(source, inputs);
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error(`"${source}" was accepted`);
}

function evaluationError(source: string, values: Record<string, number>): FormulaError {
  try {
    parseFormula(source, Object.keys(values)).evaluate(values);
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error(`"${source}" evaluated`);
}

describe('parseFormula: the language', () => {
  it.each([
    ['1 + 2 * 3', {}, 7],
    ['(1 + 2) * 3', {}, 9],
    ['10 - 4 - 3', {}, 3],
    ['64 / 4 / 2', {}, 8],
    ['2 ^ 3 ^ 2', {}, 512],
    ['2 * 3 ^ 2', {}, 18],
    ['-(3 ^ 2)', {}, -9],
    ['2 ^ -1', {}, 0.5],
    ['a - -b', { a: 1, b: 2 }, 3],
    ['+a', { a: 4 }, 4],
    ['1.5e3 + .5', {}, 1500.5],
    ['min(a, b, 3)', { a: 5, b: 4 }, 3],
    ['max(a, b)', { a: 5, b: 4 }, 5],
    ['round(a)', { a: 2.5 }, 3],
    ['round(a)', { a: -2.5 }, -3],
    ['round(a, 2)', { a: 1.005 }, 1.01],
    ['abs(a - b)', { a: 2, b: 9 }, 7],
    ['sqrt(a)', { a: 81 }, 9],
    ['ln(exp(a))', { a: 3 }, 3],
    ['log(a)', { a: 1000 }, 3],
    ['log(a, 2)', { a: 1024 }, 10],
    ['pow(a, b)', { a: 2, b: 10 }, 1024],
  ])('%s with %o is %d', (source, values, expected) => {
    expect(parseFormula(source, Object.keys(values)).evaluate(values)).toBeCloseTo(expected, 10);
  });

  it('computes real calculator formulas: BMI and a loan payment', () => {
    const bmi = parseFormula('weight / (height / 100)^2', ['weight', 'height']);
    expect(bmi.evaluate({ weight: 70, height: 175 })).toBeCloseTo(22.857, 3);
    const payment = parseFormula(
      'amount * (rate / 1200) * (1 + rate / 1200)^(years * 12) / ((1 + rate / 1200)^(years * 12) - 1)',
      ['amount', 'rate', 'years'],
    );
    // The loan calculator's reference value: $10,000 at 7% over 3 years is $308.77 a month.
    expect(payment.evaluate({ amount: 10_000, rate: 7, years: 3 })).toBeCloseTo(308.77, 2);
  });

  it('lists the inputs the formula reads, in order of first use, once each', () => {
    expect(parseFormula('b * a + b', ['a', 'b', 'unused']).inputs).toEqual(['b', 'a']);
  });
});

describe('parseFormula: what it refuses', () => {
  it.each<[string, FormulaErrorCode, string]>([
    ['constructor', 'unknown_name', 'Unknown name "constructor": the inputs are a, b.'],
    ['__proto__', 'unknown_name', 'Unknown name "__proto__": the inputs are a, b.'],
    ['a + hasOwnProperty', 'unknown_name', 'Unknown name "hasOwnProperty": the inputs are a, b.'],
    ['true', 'unknown_name', 'Unknown name "true": the inputs are a, b.'],
    ['a.constructor', 'not_allowed', 'Property access (a.…) is not allowed.'],
    ['a["constructor"]', 'not_allowed', 'Property access (a.…) is not allowed.'],
    ['process.exit()', 'not_allowed', 'Property access (process.…) is not allowed.'],
    ['import("fs")', 'function_not_allowed', 'The function import is not allowed; use one of min, max, round, abs, sqrt, ln, log, exp, pow.'],
    ['eval("1")', 'function_not_allowed', 'The function eval is not allowed; use one of min, max, round, abs, sqrt, ln, log, exp, pow.'],
    ['constructor.constructor("return process")()', 'not_allowed', 'CallExpression is not allowed.'],
    ['sqrt', 'syntax', 'sqrt is a function: call it as sqrt(x).'],
    ['"text"', 'not_allowed', 'Only numbers are allowed as values, not "text".'],
    ['[a, b]', 'not_allowed', 'Lists ([…]) are not allowed.'],
    ['a ? a : b', 'not_allowed', 'Conditions (a ? b : c) are not allowed; use min or max.'],
    ['this', 'not_allowed', '"this" is not allowed.'],
    ['a b', 'syntax', 'A formula is one expression: an operator is missing, or a comma or semicolon stands outside a function call.'],
    ['a; b', 'syntax', 'A formula is one expression: an operator is missing, or a comma or semicolon stands outside a function call.'],
    ['pow(a)', 'arguments', 'pow takes pow(base, exponent); it was given 1 argument.'],
    ['sqrt(a, b)', 'arguments', 'sqrt takes sqrt(x); it was given 2 arguments.'],
    ['-a^2', 'syntax', '-a^… is ambiguous: write -(x^2) for the negative of a power, or pow(-x, 2).'],
    ['1e999', 'not_allowed', 'The number 1e999 is too large.'],
    ['   ', 'empty', 'The formula is empty.'],
  ])('%s: %s', (source, code, message) => {
    const error = refusal(source);
    expect(error.code).toBe(code);
    expect(error.message).toBe(message);
  });

  it.each([
    ['a = 1', 3, 'Syntax error at position 3: Unexpected "=".'],
    ['a += 1', 4, 'Syntax error at position 4: Expected expression after +.'],
    ['a ** b', 4, 'Syntax error at position 4: Expected expression after *.'],
    ['a % b', 3, 'Syntax error at position 3: Unexpected "%".'],
    ['a == b', 3, 'Syntax error at position 3: Unexpected "=".'],
    ['(a + b', 7, 'Syntax error at position 7: Unclosed (.'],
    ['a +', 4, 'Syntax error at position 4: Expected expression after +.'],
    ['`${a}`', 1, 'Syntax error at position 1: Unexpected "`".'],
    ['() => process', 4, 'Syntax error at position 4: Unexpected "=".'],
  ])('%s is a syntax error at position %d', (source, position, message) => {
    const error = refusal(source);
    expect(error.code).toBe('syntax');
    expect(error.position).toBe(position);
    expect(error.message).toBe(message);
  });

  it('gives the position of an unknown name and of a refused function, counting from 1', () => {
    expect(refusal('a * rate').position).toBe(5);
    expect(refusal('a + require("x")').position).toBe(5);
  });

  it(`refuses a formula longer than ${FORMULA_MAX_LENGTH} characters before parsing it`, () => {
    const long = Array.from({ length: 200 }, () => 'a').join(' + ');
    const error = refusal(long);
    expect(error.code).toBe('too_long');
    expect(error.message).toBe(`The formula is ${long.length} characters long; at most ${FORMULA_MAX_LENGTH} are allowed.`);
    expect(refusal('('.repeat(FORMULA_MAX_LENGTH + 1)).code).toBe('too_long');
  });

  it('refuses deep nesting within the length limit with a syntax error, not a crash', () => {
    const nested = `${'('.repeat(240)}a${')'.repeat(239)}`;
    expect(refusal(nested).code).toBe('syntax');
    expect(parseFormula(`${'('.repeat(240)}a${')'.repeat(240)}`, ['a']).evaluate({ a: 2 })).toBe(2);
  });

  it('leaves Object.prototype untouched whatever it is given', () => {
    for (const source of ['__proto__', 'constructor.prototype', 'a.__proto__.polluted', '__proto__.x']) refusal(source);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('Formula.evaluate', () => {
  it('reads only the values given as own properties: an inherited name is no value', () => {
    const formula = parseFormula('toString + 1', ['toString']);
    expect(() => formula.evaluate({})).toThrow('The input toString has no finite value.');
  });

  it.each([
    ['a / b', { a: 1, b: 0 }, 'a / b divides by zero.'],
    ['sqrt(a)', { a: -4 }, 'sqrt(a) gives no finite number for these inputs.'],
    ['ln(a)', { a: 0 }, 'ln(a) gives no finite number for these inputs.'],
    ['a ^ b', { a: 10, b: 400 }, 'a ^ b gives no finite number for these inputs.'],
    ['round(a, b)', { a: 1, b: 1.5 }, "round's second argument must be a whole number of decimals from 0 to 10, not 1.5."],
  ])('%s with %o: %s', (source, values, message) => {
    const error = evaluationError(source, values);
    expect(error.message).toBe(message);
  });

  it('refuses a value that is not a finite number', () => {
    expect(evaluationError('a + 1', { a: Number.NaN }).message).toBe('The input a has no finite value.');
  });
});
