// The formula language of calculator drafts: numbers, input names, + - * / ^, parentheses and a short list of
// functions. A draft's formula comes from a model and is later shown to an operator, so it is data, never code: it
// is parsed by jsep into a syntax tree and evaluated here, node by node, over a whitelist. Nothing reaches `eval`,
// `Function`, a property lookup or a JavaScript global.
//
// Why jsep (1.6.0, pinned): it only parses (no evaluator of its own to escape from), has no dependencies, is one
// 28 KB module (11 KB minified), is maintained, supports Node 20.16+ and has no published advisory. mathjs parses and
// evaluates too, but ships a whole computer-algebra system (9 dependencies) whose own evaluator had sandbox escapes
// (CVE-2017-1001002, CVE-2017-1001003), exactly the risk here; expr-eval's evaluator had a code-injection advisory
// (CVE-2025-12735).
import jsep from 'jsep';

// jsep's operator tables are global to the process; this module is their only user. Only + - * / ^ are operators,
// with ^ above * and / and right-associative (2^3^2 = 2^9); only - and + are unary; true, false and null are names.
jsep.removeAllBinaryOps();
jsep.removeAllUnaryOps();
jsep.removeAllLiterals();
jsep.addBinaryOp('+', 9);
jsep.addBinaryOp('-', 9);
jsep.addBinaryOp('*', 10);
jsep.addBinaryOp('/', 10);
jsep.addBinaryOp('^', 11, true);
jsep.addUnaryOp('-');
jsep.addUnaryOp('+');

/** The longest formula accepted, in characters: a real calculator's formula is a few dozen. */
export const FORMULA_MAX_LENGTH = 500;

/** Why a formula was refused, or could not be evaluated. */
export type FormulaErrorCode =
  | 'empty'
  | 'too_long'
  | 'syntax'
  | 'unknown_name'
  | 'function_not_allowed'
  | 'not_allowed'
  | 'arguments'
  | 'not_finite';

/** A formula that is not in the language, or that gives no finite number for some inputs. */
export class FormulaError extends Error {
  override readonly name = 'FormulaError';
  constructor(
    readonly code: FormulaErrorCode,
    message: string,
    /** Where in the formula, counting characters from 1, when it is known. */
    readonly position?: number,
  ) {
    super(message);
  }
}

interface FormulaFunction {
  readonly minArgs: number;
  readonly maxArgs: number;
  /** How to call it, for messages. */
  readonly usage: string;
  readonly apply: (args: readonly number[]) => number;
}

/** `round(x, d)` with halves away from zero, in decimal (1.005 → 1.01, which `Math.round(x * 100) / 100` misses). */
function roundTo(x: number, decimals: number): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 10) {
    throw new FormulaError('arguments', `round's second argument must be a whole number of decimals from 0 to 10, not ${decimals}.`);
  }
  const shifted = Math.round(Number(`${Math.abs(x)}e${decimals}`));
  return Math.sign(x) * Number(`${shifted}e-${decimals}`);
}

const FUNCTIONS: ReadonlyMap<string, FormulaFunction> = new Map<string, FormulaFunction>([
  ['min', { minArgs: 1, maxArgs: 20, usage: 'min(a, b, …)', apply: (args) => Math.min(...args) }],
  ['max', { minArgs: 1, maxArgs: 20, usage: 'max(a, b, …)', apply: (args) => Math.max(...args) }],
  ['round', { minArgs: 1, maxArgs: 2, usage: 'round(x) or round(x, decimals)', apply: ([x = 0, decimals = 0]) => roundTo(x, decimals) }],
  ['abs', { minArgs: 1, maxArgs: 1, usage: 'abs(x)', apply: ([x = 0]) => Math.abs(x) }],
  ['sqrt', { minArgs: 1, maxArgs: 1, usage: 'sqrt(x)', apply: ([x = 0]) => Math.sqrt(x) }],
  ['ln', { minArgs: 1, maxArgs: 1, usage: 'ln(x), the natural logarithm', apply: ([x = 0]) => Math.log(x) }],
  [
    'log',
    { minArgs: 1, maxArgs: 2, usage: 'log(x) in base 10, or log(x, base)', apply: ([x = 0, base]) => (base === undefined ? Math.log10(x) : Math.log(x) / Math.log(base)) },
  ],
  ['exp', { minArgs: 1, maxArgs: 1, usage: 'exp(x)', apply: ([x = 0]) => Math.exp(x) }],
  ['pow', { minArgs: 2, maxArgs: 2, usage: 'pow(base, exponent)', apply: ([base = 0, exponent = 0]) => base ** exponent }],
]);

const OPERATORS: ReadonlyMap<string, (x: number, y: number) => number> = new Map([
  ['+', (x: number, y: number) => x + y],
  ['-', (x: number, y: number) => x - y],
  ['*', (x: number, y: number) => x * y],
  ['/', (x: number, y: number) => x / y],
  ['^', (x: number, y: number) => x ** y],
]);

/** The functions a formula may call, in the order the docs list them. */
export const FORMULA_FUNCTIONS: readonly string[] = [...FUNCTIONS.keys()];

/** A formula that parsed and uses only known names: evaluate it with a value for each input. */
export interface Formula {
  readonly source: string;
  /** The input names the formula reads, in order of first use. */
  readonly inputs: readonly string[];
  /**
   * The formula's value for these inputs.
   * @throws FormulaError (`not_finite`, `arguments`) when a step gives no finite number (a division by zero, the
   *   square root of a negative number…) or an input has no finite value
   */
  evaluate(values: Readonly<Record<string, number>>): number;
}

type Node = jsep.Expression;

/** The formula again, from its tree, for messages: `a / (b - c)`. */
function written(node: Node): string {
  switch (node.type) {
    case 'Literal':
      return String((node as jsep.Literal).raw);
    case 'Identifier':
      return (node as jsep.Identifier).name;
    case 'UnaryExpression': {
      const { operator, argument } = node as jsep.UnaryExpression;
      return `${operator}${grouped(argument)}`;
    }
    case 'BinaryExpression': {
      const { operator, left, right } = node as jsep.BinaryExpression;
      return `${grouped(left)} ${operator} ${grouped(right)}`;
    }
    case 'CallExpression': {
      const call = node as jsep.CallExpression;
      return `${written(call.callee)}(${call.arguments.map(written).join(', ')})`;
    }
    default:
      return node.type;
  }
}

function grouped(node: Node): string {
  return node.type === 'BinaryExpression' ? `(${written(node)})` : written(node);
}

/** Where a name first stands in the formula as a whole word, counting from 1. */
function positionOf(source: string, name: string): number | undefined {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?<![A-Za-z0-9_$])${escaped}(?![A-Za-z0-9_$])`).exec(source);
  return match ? match.index + 1 : undefined;
}

/** What a node that is not in the language is, in words. */
function refusedConstruct(node: Node): string {
  switch (node.type) {
    case 'MemberExpression':
      return `Property access (${written((node as jsep.MemberExpression).object)}.…) is not allowed`;
    case 'ConditionalExpression':
      return 'Conditions (a ? b : c) are not allowed; use min or max';
    case 'ArrayExpression':
      return 'Lists ([…]) are not allowed';
    case 'ThisExpression':
      return '"this" is not allowed';
    case 'Literal':
      return `Only numbers are allowed as values, not ${String((node as jsep.Literal).raw)}`;
    default:
      return `${node.type} is not allowed`;
  }
}

function finite(value: number, node: Node): number {
  if (Number.isFinite(value)) return value;
  if (node.type === 'BinaryExpression' && (node as jsep.BinaryExpression).operator === '/') {
    throw new FormulaError('not_finite', `${written(node)} divides by zero.`);
  }
  throw new FormulaError('not_finite', `${written(node)} gives no finite number for these inputs.`);
}

/**
 * Checks a whole tree against the language and the declared inputs, and returns its evaluator. Everything is checked
 * here, before any input is known, so that a formula is refused for what it says, not for the values it meets.
 */
function compile(node: Node, source: string, declared: ReadonlySet<string>, used: string[]): (values: Readonly<Record<string, number>>) => number {
  switch (node.type) {
    case 'Literal': {
      const { value, raw } = node as jsep.Literal;
      if (typeof value !== 'number') throw new FormulaError('not_allowed', `${refusedConstruct(node)}.`, positionOf(source, String(raw)));
      if (!Number.isFinite(value)) throw new FormulaError('not_allowed', `The number ${String(raw)} is too large.`, positionOf(source, String(raw)));
      return () => value;
    }
    case 'Identifier': {
      const { name } = node as jsep.Identifier;
      if (FUNCTIONS.has(name)) throw new FormulaError('syntax', `${name} is a function: call it as ${FUNCTIONS.get(name)?.usage}.`, positionOf(source, name));
      if (!declared.has(name)) {
        const known = declared.size === 0 ? 'no inputs are declared' : `the inputs are ${[...declared].join(', ')}`;
        throw new FormulaError('unknown_name', `Unknown name "${name}": ${known}.`, positionOf(source, name));
      }
      if (!used.includes(name)) used.push(name);
      return (values) => {
        const value = Object.hasOwn(values, name) ? values[name] : undefined;
        if (typeof value !== 'number' || !Number.isFinite(value)) throw new FormulaError('arguments', `The input ${name} has no finite value.`);
        return value;
      };
    }
    case 'UnaryExpression': {
      const { operator, argument } = node as jsep.UnaryExpression;
      const operand = compile(argument, source, declared, used);
      return operator === '-' ? (values) => -operand(values) : operand;
    }
    case 'BinaryExpression': {
      const { operator, left, right } = node as jsep.BinaryExpression;
      if (operator === '^' && left.type === 'UnaryExpression') {
        // jsep binds a sign tighter than ^, so -x^2 would read (-x)^2 where a reader expects -(x^2).
        throw new FormulaError('syntax', `${written(left)}^… is ambiguous: write -(x^2) for the negative of a power, or pow(-x, 2).`);
      }
      const a = compile(left, source, declared, used);
      const b = compile(right, source, declared, used);
      const apply = OPERATORS.get(operator);
      // Unreachable while the parser knows only these operators; kept so that a new one cannot slip through.
      if (!apply) throw new FormulaError('not_allowed', `The operator ${operator} is not allowed.`);
      return (values) => finite(apply(a(values), b(values)), node);
    }
    case 'CallExpression': {
      const { callee, arguments: args } = node as jsep.CallExpression;
      if (callee.type !== 'Identifier') throw new FormulaError('not_allowed', `${refusedConstruct(callee)}.`);
      const name = (callee as jsep.Identifier).name;
      const fn = FUNCTIONS.get(name);
      if (!fn) {
        throw new FormulaError('function_not_allowed', `The function ${name} is not allowed; use one of ${FORMULA_FUNCTIONS.join(', ')}.`, positionOf(source, name));
      }
      if (args.length < fn.minArgs || args.length > fn.maxArgs) {
        throw new FormulaError('arguments', `${name} takes ${fn.usage}; it was given ${args.length} argument${args.length === 1 ? '' : 's'}.`, positionOf(source, name));
      }
      const operands = args.map((arg) => compile(arg, source, declared, used));
      return (values) => finite(fn.apply(operands.map((operand) => operand(values))), node);
    }
    case 'Compound':
      throw new FormulaError('syntax', 'A formula is one expression: an operator is missing, or a comma or semicolon stands outside a function call.');
    default:
      throw new FormulaError('not_allowed', `${refusedConstruct(node)}.`);
  }
}

/**
 * Parses a formula of the draft language, refusing anything else with a message that names the problem: a syntax
 * error with its position, a name that is no declared input, a function not on the list, any other construct.
 * @param source - the formula, e.g. `principal * rate / 100 * years`
 * @param inputs - the names the formula may read
 * @returns the checked formula, ready to evaluate
 * @throws FormulaError with a `code`, a message in words and, where known, the position (from 1)
 * @example
 * parseFormula('weight / (height / 100)^2', ['weight', 'height']).evaluate({ weight: 70, height: 175 }); // 22.857…
 * parseFormula('process.exit()', []); // FormulaError: Property access (process.…) is not allowed.
 */
export function parseFormula(source: string, inputs: readonly string[]): Formula {
  if (source.trim() === '') throw new FormulaError('empty', 'The formula is empty.');
  if (source.length > FORMULA_MAX_LENGTH) {
    throw new FormulaError('too_long', `The formula is ${source.length} characters long; at most ${FORMULA_MAX_LENGTH} are allowed.`);
  }
  let tree: Node;
  try {
    tree = jsep(source);
  } catch (error) {
    const { index, description } = error as { index?: unknown; description?: unknown };
    const position = typeof index === 'number' ? index + 1 : undefined;
    const what = typeof description === 'string' ? description : 'the formula could not be read';
    throw new FormulaError('syntax', `Syntax error at position ${position ?? '?'}: ${what}.`, position);
  }
  const used: string[] = [];
  const run = compile(tree, source, new Set(inputs), used);
  return { source, inputs: used, evaluate: (values) => run(values) };
}
