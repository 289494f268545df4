import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, SelectInputSpec, TextInputSpec } from '../../types.js';
import { evaluateExpression, type AngleMode } from './expression-parser.js';

/** Codes of the `angleUnit` select. */
export const ANGLE_UNIT = { degrees: 1, radians: 2 } as const;

export interface ScientificInputs {
  /** The expression as typed (`2(3+4)^2`, `sin(30)`, `5!`), trimmed. */
  readonly expression: string;
  /** 1 degrees, 2 radians: how sin, cos and tan read an angle and asin, acos and atan give one. */
  readonly angleUnit: number;
}

export interface ScientificDetails extends Record<string, number> {
  /** The value of the expression; never -0. */
  readonly result: number;
}

/** Longest expression taken: a bound on the work one calculation can ask (the reader is linear in it). */
export const MAX_EXPRESSION_LENGTH = 1000;

/** Digits the result is shown to: enough for any figure people check by hand, and 0.1 + 0.2 still reads 0.3. */
const RESULT_SIGNIFICANT_DIGITS = 12;

const expression = {
  name: 'expression', label: 'Expression', type: 'text', required: true, maxLength: MAX_EXPRESSION_LENGTH,
  uiDefault: '2(3+4)^2', placeholder: 'e.g. sin(30) + 2^3',
  help: 'Numbers, + − × ÷ ^ ( ) !, pi and e, and functions such as sin(30), sqrt(2) or ln(5).',
} as const satisfies TextInputSpec;
const angleUnit = {
  name: 'angleUnit', label: 'Angle Unit', type: 'select', required: false, default: ANGLE_UNIT.degrees,
  options: [ANGLE_UNIT.degrees, ANGLE_UNIT.radians], optionLabels: { 1: 'Degrees', 2: 'Radians' },
  uiDefault: ANGLE_UNIT.degrees, help: 'How sin, cos and tan read an angle, and how asin, acos and atan give one.',
} as const satisfies SelectInputSpec;

function angleMode(code: number): AngleMode {
  return code === ANGLE_UNIT.radians ? 'radians' : 'degrees';
}

/**
 * True when the expression reads or gives an angle, so that the angle unit changes its value; false for an
 * expression that is missing or does not compute (there is no result to read again).
 */
function usesAngles({ expression: text, angleUnit: code }: Partial<ScientificInputs>): boolean {
  if (typeof text !== 'string') return false;
  try {
    return evaluateExpression(text, angleMode(code ?? ANGLE_UNIT.degrees), expression).usesAngles;
  } catch {
    return false;
  }
}

/** The expression inside a longer one (its square), where that still fits the field; undefined otherwise. */
function wrapped(text: string | undefined, around: (inner: string) => string): { expression: string } | undefined {
  if (text === undefined) return undefined;
  const longer = around(text);
  return longer.length <= MAX_EXPRESSION_LENGTH ? { expression: longer } : undefined;
}

const inDegrees = ({ angleUnit: code }: ScientificInputs) => code !== ANGLE_UNIT.radians;

export const scientific = defineCalculator<ScientificInputs, ScientificDetails>({
  slug: 'scientific',
  inputs: [expression, angleUnit],
  outputs: [{ name: 'result', type: 'number', label: 'Result', significantDigits: RESULT_SIGNIFICANT_DIGITS }],
  primary: 'result',
  compute(inputs) {
    const { value } = evaluateExpression(inputs.expression, angleMode(inputs.angleUnit), expression);
    return { value, details: { result: value } };
  },
  solution: [
    {
      label: 'Value, with angles in degrees',
      expression: '{expression}, read left to right: powers and factorials first, then × and ÷, then + and −',
      value: 'result', when: inDegrees,
    },
    {
      label: 'Value, with angles in radians',
      expression: '{expression}, read left to right: powers and factorials first, then × and ÷, then + and −',
      value: 'result', when: (inputs) => !inDegrees(inputs),
    },
  ],
  assessment: {
    of: 'result',
    cases: [
      {
        when: (inputs) => inDegrees(inputs) && usesAngles(inputs),
        text: 'The angles were read in degrees, giving {result}; choose radians if they are in radians.',
      },
      {
        when: (inputs) => !inDegrees(inputs) && usesAngles(inputs),
        text: 'The angles were read in radians, giving {result}; choose degrees if they are in degrees.',
      },
      { when: (_, details) => Number.isInteger(details['result']), text: 'The expression is a whole number: {result}.' },
    ],
    bands: [
      { below: 0, text: 'The expression is negative: {result}.' },
      { text: 'The expression comes to {result}.' },
    ],
  },
  whatIfs: [
    {
      lead: 'Squared',
      change: ({ expression: text }) => wrapped(text, (inner) => `(${inner})^2`),
      outputs: ['result'],
    },
    {
      lead: 'Turned upside down (one divided by it)',
      change: ({ expression: text }) => wrapped(text, (inner) => `1/(${inner})`),
      outputs: ['result'],
    },
    {
      lead: 'With the angles in radians',
      change: (inputs) => (inDegrees(inputs) && usesAngles(inputs) ? { angleUnit: ANGLE_UNIT.radians } : undefined),
      outputs: ['result'],
    },
    {
      lead: 'With the angles in degrees',
      change: (inputs) => (!inDegrees(inputs) && usesAngles(inputs) ? { angleUnit: ANGLE_UNIT.degrees } : undefined),
      outputs: ['result'],
    },
  ],
  referenceValues: [
    {
      name: 'sin(30) in degrees is 0.5', source: 'Microsoft Excel documentation, SIN: =SIN(PI()/6) gives 0.5',
      inputs: { expression: 'sin(30)', angleUnit: 1 }, expected: { result: 0.5 }, decimals: 6,
    },
    {
      name: 'asin(-0.5) in radians is -0.523598776', source: 'Microsoft Excel documentation, ASIN',
      inputs: { expression: 'asin(-0.5)', angleUnit: 2 }, expected: { result: -0.523598776 }, decimals: 6,
    },
    {
      name: 'acos(-0.5) in degrees is 120', source: 'Microsoft Excel documentation, ACOS: 2.094395102 radians is 120 degrees',
      inputs: { expression: 'acos(-0.5)', angleUnit: 1 }, expected: { result: 120 }, decimals: 6,
    },
    {
      name: 'ln(86) is 4.4543473', source: 'Microsoft Excel documentation, LN',
      inputs: { expression: 'ln(86)' }, expected: { result: 4.4543473 }, decimals: 6,
    },
    {
      name: 'log(86) is 1.934498451', source: 'Microsoft Excel documentation, LOG10',
      inputs: { expression: 'log(86)' }, expected: { result: 1.934498451 }, decimals: 6,
    },
    {
      // Published to three decimals: the exact power is 2401077.22206958.
      name: '98.6^3.2 is 2401077.222', source: 'Microsoft Excel documentation, POWER',
      inputs: { expression: '98.6^3.2' }, expected: { result: 2401077.222 }, decimals: 3,
    },
    {
      name: '4^(5/4) is 5.656854249', source: 'Microsoft Excel documentation, POWER',
      inputs: { expression: '4^(5/4)' }, expected: { result: 5.656854249 }, decimals: 6,
    },
    {
      name: '5! is 120', source: 'Microsoft Excel documentation, FACT',
      inputs: { expression: '5!' }, expected: { result: 120 }, decimals: 6,
    },
    {
      name: '-2^2 is -4: the sign applies after the power', source: 'mathematical convention (Excel gives 4: its minus sign binds first)',
      inputs: { expression: '-2^2' }, expected: { result: -4 }, decimals: 6,
    },
    {
      name: '6/2(1+2) is 9: implicit multiplication ranks with × and ÷', source: 'computed by hand: 6 ÷ 2 = 3, 3 × 3 = 9',
      inputs: { expression: '6/2(1+2)' }, expected: { result: 9 }, decimals: 6,
    },
    {
      name: '2^3^2 is 512: powers group from the right', source: 'computed by hand: 3^2 = 9, 2^9 = 512',
      inputs: { expression: '2^3^2' }, expected: { result: 512 }, decimals: 6,
    },
    {
      name: 'sin(180) in degrees is exactly 0', source: 'computed by hand: a multiple of 90 degrees has an exact sine',
      inputs: { expression: 'sin(180)', angleUnit: 1 }, exact: { result: 0 }, expected: {}, decimals: 0,
    },
    {
      name: 'cbrt(-8) is -2', source: 'computed by hand: (-2)^3 = -8',
      inputs: { expression: 'cbrt(-8)' }, expected: { result: -2 }, decimals: 6,
    },
    {
      name: '2π · sin(π/6) in radians is π', source: 'computed by hand: sin(π/6) = 1/2',
      inputs: { expression: '2π·sin(π/6)', angleUnit: 2 }, expected: { result: Math.PI }, decimals: 6,
    },
  ],
});

/**
 * Computes an arithmetic expression with functions, constants, powers and factorials, like a scientific calculator.
 * @param inputs - `expression` as typed (at most 1,000 characters) and `angleUnit` (1 degrees, the default; 2 radians)
 * @returns the value as `value` and `details.result`
 * @example
 * scientificResult({ expression: '2(3+4)^2', angleUnit: 1 }).value; // 98
 */
export function scientificResult(inputs: ScientificInputs): CalculationResult<ScientificDetails> {
  return runCalculator(scientific, inputs);
}
