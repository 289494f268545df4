import { CalculatorInputError } from '../../errors/calculator-input-error.js';

/** How angles are read by sin, cos and tan, and given by asin, acos and atan. */
export type AngleMode = 'degrees' | 'radians';

/** The input an expression is read from, named in its errors. */
interface Field {
  readonly name: string;
}

/** The value of an expression, and whether it used an angle (a function that reads or gives one). */
export interface Evaluation {
  readonly value: number;
  readonly usesAngles: boolean;
}

/**
 * Deepest nesting of parentheses, function calls, signs and powers one expression may hold. Each level is one step of
 * the reader's recursion, so the bound keeps the work and the stack small whatever a visitor types.
 */
export const MAX_NESTING = 100;

/** Largest whole number whose factorial is a finite double (170! ≈ 7.3e306). */
const MAX_FACTORIAL = 170;

/** Every message the reader and the evaluator give, so that tests and the page can pin them. */
export const expressionMessages = {
  empty: 'Enter an expression',
  unexpected: (character: string, position: number) => `Unexpected character '${character}' at position ${position}`,
  unknownName: (name: string, position: number) => `Unknown name '${name}' at position ${position}`,
  missingParenthesis: 'Missing closing parenthesis',
  endsEarly: 'The expression ends too early',
  twoNumbers: (position: number) => `Two numbers in a row at position ${position}`,
  needsParentheses: (name: string) => `'${name}' needs parentheses, like ${name}(2)`,
  tooDeep: `The expression is nested too deeply: at most ${MAX_NESTING} levels of parentheses, signs and powers`,
  divisionByZero: 'Division by zero',
  negativeRoot: 'Square root of a negative number',
  logDomain: (name: string) => `${name} needs a number greater than 0`,
  inverseSineDomain: (name: string) => `${name} needs a number from -1 to 1`,
  tanUndefined: 'tan is undefined at 90° + k·180°',
  factorial: `Factorial needs a whole number from 0 to ${MAX_FACTORIAL}`,
  fractionalPower: 'A negative number to a fractional power has no real result',
  tooLarge: 'The result is too large',
} as const;

type TokenKind = 'number' | 'name' | 'operator' | 'open' | 'close' | 'bang';

interface Token {
  readonly kind: TokenKind;
  /** The operator as ASCII (`*` for `×`), the name in lower case, the number's digits. */
  readonly text: string;
  /** The token as typed, for messages. */
  readonly typed: string;
  /** 1-based position of its first character in the text. */
  readonly position: number;
  readonly value?: number;
}

/** Symbols typed from a keypad or a phone, read as their ASCII operator or name. */
const SYMBOLS: Readonly<Record<string, { kind: TokenKind; text: string }>> = {
  '+': { kind: 'operator', text: '+' },
  '-': { kind: 'operator', text: '-' },
  '−': { kind: 'operator', text: '-' },
  '*': { kind: 'operator', text: '*' },
  '×': { kind: 'operator', text: '*' },
  '·': { kind: 'operator', text: '*' },
  '/': { kind: 'operator', text: '/' },
  '÷': { kind: 'operator', text: '/' },
  '^': { kind: 'operator', text: '^' },
  '(': { kind: 'open', text: '(' },
  ')': { kind: 'close', text: ')' },
  '!': { kind: 'bang', text: '!' },
  'π': { kind: 'name', text: 'pi' },
  '√': { kind: 'name', text: 'sqrt' },
};

const NUMBER = /(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?/y;
const NAME = /[A-Za-z][A-Za-z0-9]*/y;
const SPACE = /\s/;

const CONSTANTS: Readonly<Record<string, number>> = { pi: Math.PI, e: Math.E };

/** The one-argument functions; `angle` marks those that read an angle, `inverse` those that give one. */
const FUNCTIONS = new Set([
  'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'ln', 'log', 'log2', 'sqrt', 'cbrt', 'abs', 'exp',
]);
const ANGLE_FUNCTIONS = new Set(['sin', 'cos', 'tan', 'asin', 'acos', 'atan']);

/** Splits the text into tokens, in one pass; a character outside the grammar is refused where it stands. */
function tokens(text: string, field: Field): Token[] {
  const list: Token[] = [];
  let index = 0;
  while (index < text.length) {
    const character = text.charAt(index);
    if (SPACE.test(character)) {
      index += 1;
      continue;
    }
    NUMBER.lastIndex = index;
    const number = NUMBER.exec(text);
    if (number) {
      const previous = list.at(-1);
      if (previous?.kind === 'number') throw syntax(expressionMessages.twoNumbers(index + 1), field);
      list.push({ kind: 'number', text: number[0], typed: number[0], position: index + 1, value: Number(number[0]) });
      index += number[0].length;
      continue;
    }
    NAME.lastIndex = index;
    const name = NAME.exec(text);
    if (name) {
      const lower = name[0].toLowerCase();
      if (!(lower in CONSTANTS) && !FUNCTIONS.has(lower)) throw syntax(expressionMessages.unknownName(name[0], index + 1), field);
      list.push({ kind: 'name', text: lower, typed: name[0], position: index + 1 });
      index += name[0].length;
      continue;
    }
    const symbol = SYMBOLS[character];
    // Named whole, also a character beyond one UTF-16 unit (an emoji).
    if (!symbol) throw syntax(expressionMessages.unexpected(String.fromCodePoint(text.codePointAt(index) ?? 0), index + 1), field);
    list.push({ ...symbol, typed: character, position: index + 1 });
    index += 1;
  }
  return list;
}

function syntax(message: string, field: Field): CalculatorInputError {
  return new CalculatorInputError('syntax', message, field.name);
}

/** n! by multiplication; the caller has checked that n is a whole number from 0 to 170. */
function factorialOf(n: number): number {
  let product = 1;
  for (let k = 2; k <= n; k += 1) product *= k;
  return product;
}

const DEGREE = Math.PI / 180;

/**
 * sin, cos or tan of an angle in degrees, exact at every multiple of 90° (sin 180° is 0, not 1.2e-16); tan is
 * undefined (NaN) at 90° + k·180°.
 */
function degreeFunction(name: string, degrees: number): number {
  const turn = ((degrees % 360) + 360) % 360;
  if (turn % 90 === 0) {
    const quarter = turn / 90;
    const sine = [0, 1, 0, -1][quarter] ?? 0;
    const cosine = [1, 0, -1, 0][quarter] ?? 0;
    if (name === 'sin') return sine;
    if (name === 'cos') return cosine;
    return cosine === 0 ? Number.NaN : sine / cosine;
  }
  const radians = degrees * DEGREE;
  if (name === 'sin') return Math.sin(radians);
  if (name === 'cos') return Math.cos(radians);
  return Math.tan(radians);
}

/**
 * Reads an expression by recursive descent and computes it as it reads, in one pass over its tokens. A syntax error
 * anywhere wins over a value out of a function's domain: the first such value is kept and given once the whole text
 * has been read.
 */
class ExpressionReader {
  private index = 0;
  private depth = 0;
  private domainError: CalculatorInputError | undefined;
  usesAngles = false;

  constructor(
    private readonly list: readonly Token[],
    private readonly angles: AngleMode,
    private readonly field: Field,
  ) {}

  read(): number {
    const value = this.sum();
    const left = this.list[this.index];
    if (left) throw syntax(expressionMessages.unexpected(left.typed, left.position), this.field);
    if (this.domainError) throw this.domainError;
    return value;
  }

  private peek(): Token | undefined {
    return this.list[this.index];
  }

  /** A value out of a function's domain: remembered (the first one only), and NaN carried on. */
  private refuse(message: string): number {
    this.domainError ??= new CalculatorInputError('out_of_domain', message, this.field.name);
    return Number.NaN;
  }

  /** The value, or the "too large" error when an operation has left the doubles (NaN passes: it is already refused). */
  private finite(value: number): number {
    return Number.isFinite(value) || Number.isNaN(value) ? value : this.refuse(expressionMessages.tooLarge);
  }

  private nested<T>(read: () => T): T {
    this.depth += 1;
    if (this.depth > MAX_NESTING) throw syntax(expressionMessages.tooDeep, this.field);
    const value = read();
    this.depth -= 1;
    return value;
  }

  private sum(): number {
    let value = this.product();
    for (let token = this.peek(); token?.kind === 'operator' && (token.text === '+' || token.text === '-'); token = this.peek()) {
      this.index += 1;
      const right = this.product();
      value = this.finite(token.text === '+' ? value + right : value - right);
    }
    return value;
  }

  private product(): number {
    let value = this.unary();
    for (;;) {
      const token = this.peek();
      if (token?.kind === 'operator' && (token.text === '*' || token.text === '/')) {
        this.index += 1;
        const right = this.unary();
        value = token.text === '*' ? this.finite(value * right) : this.divide(value, right);
      } else if (token && (token.kind === 'number' || token.kind === 'name' || token.kind === 'open')) {
        // Implicit multiplication: 2pi, 2(3 + 4), (1 + 2)(3 + 4), with the precedence of '*'.
        value = this.finite(value * this.power());
      } else {
        return value;
      }
    }
  }

  private divide(dividend: number, divisor: number): number {
    if (divisor === 0) return this.refuse(expressionMessages.divisionByZero);
    return this.finite(dividend / divisor);
  }

  private unary(): number {
    const token = this.peek();
    if (token?.kind === 'operator' && (token.text === '+' || token.text === '-')) {
      this.index += 1;
      const value = this.nested(() => this.unary());
      return token.text === '-' ? -value : value;
    }
    return this.power();
  }

  private power(): number {
    const base = this.postfix();
    const token = this.peek();
    if (token?.kind !== 'operator' || token.text !== '^') return base;
    this.index += 1;
    const exponent = this.nested(() => this.unary());
    if (base === 0 && exponent < 0) return this.refuse(expressionMessages.divisionByZero);
    if (base < 0 && Number.isFinite(exponent) && !Number.isInteger(exponent)) return this.refuse(expressionMessages.fractionalPower);
    return this.finite(base ** exponent);
  }

  private postfix(): number {
    let value = this.primary();
    while (this.peek()?.kind === 'bang') {
      this.index += 1;
      value = Number.isInteger(value) && value >= 0 && value <= MAX_FACTORIAL
        ? factorialOf(value)
        : Number.isNaN(value) ? value : this.refuse(expressionMessages.factorial);
    }
    return value;
  }

  private primary(): number {
    const token = this.peek();
    if (!token) throw syntax(expressionMessages.endsEarly, this.field);
    this.index += 1;
    if (token.kind === 'number') return this.finite(token.value ?? Number.NaN);
    if (token.kind === 'open') return this.nested(() => this.parenthesised());
    if (token.kind === 'name') {
      const constant = CONSTANTS[token.text];
      if (constant !== undefined) return constant;
      if (this.peek()?.kind !== 'open') throw syntax(expressionMessages.needsParentheses(token.text), this.field);
      this.index += 1;
      const argument = this.nested(() => this.parenthesised());
      return this.apply(token.text, argument);
    }
    throw syntax(expressionMessages.unexpected(token.typed, token.position), this.field);
  }

  /** The sum inside parentheses, the opening one already read. */
  private parenthesised(): number {
    const value = this.sum();
    const close = this.peek();
    if (!close) throw syntax(expressionMessages.missingParenthesis, this.field);
    if (close.kind !== 'close') throw syntax(expressionMessages.unexpected(close.typed, close.position), this.field);
    this.index += 1;
    return value;
  }

  private apply(name: string, x: number): number {
    if (ANGLE_FUNCTIONS.has(name)) this.usesAngles = true;
    if (Number.isNaN(x)) return x;
    const degrees = this.angles === 'degrees';
    switch (name) {
      case 'sin':
      case 'cos':
        return degrees ? degreeFunction(name, x) : name === 'sin' ? Math.sin(x) : Math.cos(x);
      case 'tan': {
        if (!degrees) return Math.tan(x);
        const value = degreeFunction(name, x);
        return Number.isNaN(value) ? this.refuse(expressionMessages.tanUndefined) : value;
      }
      case 'asin':
      case 'acos': {
        if (x < -1 || x > 1) return this.refuse(expressionMessages.inverseSineDomain(name));
        const radians = name === 'asin' ? Math.asin(x) : Math.acos(x);
        return degrees ? radians / DEGREE : radians;
      }
      case 'atan':
        return degrees ? Math.atan(x) / DEGREE : Math.atan(x);
      case 'sinh':
        return this.finite(Math.sinh(x));
      case 'cosh':
        return this.finite(Math.cosh(x));
      case 'tanh':
        return Math.tanh(x);
      case 'ln':
      case 'log':
      case 'log2':
        if (!(x > 0)) return this.refuse(expressionMessages.logDomain(name));
        return name === 'ln' ? Math.log(x) : name === 'log' ? Math.log10(x) : Math.log2(x);
      case 'sqrt':
        return x < 0 ? this.refuse(expressionMessages.negativeRoot) : Math.sqrt(x);
      case 'cbrt':
        return Math.cbrt(x);
      case 'abs':
        return Math.abs(x);
      default:
        return this.finite(Math.exp(x));
    }
  }
}

/**
 * Reads and computes an arithmetic expression with functions, constants, powers and factorials, in IEEE double
 * arithmetic: `-2^2` is -4, `2^3^2` is 512, `6/2(1+2)` is 9, `-3!` is -6. Linear in the length of the text, and the
 * nesting is at most {@link MAX_NESTING} levels deep.
 * @param text - the expression as typed, trimmed (`×`, `·`, `÷`, `−`, `π` and `√` are read as `*`, `*`, `/`, `-`, `pi`
 * and `sqrt`; names in any case)
 * @param angles - whether sin, cos and tan read degrees (and asin, acos, atan give them) or radians
 * @param field - the input the text comes from, named in its errors
 * @returns the value (never -0) and whether an angle function took part
 * @throws CalculatorInputError `syntax` for text outside the grammar, `out_of_domain` for a value outside a function's
 * or an operator's domain (`1/0`, `ln(0)`, `sqrt(-4)`, `tan(90)` in degrees, `3.5!`) or a result beyond the doubles
 * @example
 * evaluateExpression('2(3+4)^2', 'degrees', field).value; // 98
 * evaluateExpression('sin(30)', 'degrees', field).value; // 0.49999999999999994
 */
export function evaluateExpression(text: string, angles: AngleMode, field: Field): Evaluation {
  if (text.trim() === '') throw syntax(expressionMessages.empty, field);
  const reader = new ExpressionReader(tokens(text, field), angles, field);
  const value = reader.read();
  // -0 (from -0 or -1 * 0) is shown and passed on as 0.
  return { value: value === 0 ? 0 : value, usesAngles: reader.usesAngles };
}
