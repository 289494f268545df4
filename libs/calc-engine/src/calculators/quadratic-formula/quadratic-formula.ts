import { assertComputable, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, DetailValue, NumberInputSpec } from '../../types.js';

export interface QuadraticFormulaInputs {
  /** The coefficient of x², not 0. */
  readonly a: number;
  readonly b: number;
  readonly c: number;
}

export interface QuadraticFormulaDetails extends Record<string, number | string> {
  /** The smaller real root, or the real part of a complex pair. */
  readonly root1: number;
  /** The larger real root, or the real part of a complex pair. */
  readonly root2: number;
  /** 0 for real roots; for complex roots the positive b of root1 ± b·i. */
  readonly imaginaryPart: number;
  readonly discriminant: number;
  /** "two real roots", "one real root" or "two complex roots". */
  readonly rootType: string;
  readonly vertexX: number;
  readonly vertexY: number;
}

/** Browser limits of a coefficient: its square, and four times the product of two, stay far from overflow. */
const COEFFICIENT_LIMIT = 1e12;

const a = {
  name: 'a', label: 'a (x² coefficient)', type: 'number', required: true, min: -COEFFICIENT_LIMIT, max: COEFFICIENT_LIMIT,
  decimals: 4, uiDefault: 1, placeholder: 'e.g. 1', help: 'The number in front of x²; not 0.',
} as const satisfies NumberInputSpec;
const b = {
  name: 'b', label: 'b (x coefficient)', type: 'number', required: true, min: -COEFFICIENT_LIMIT, max: COEFFICIENT_LIMIT,
  decimals: 4, uiDefault: -3, placeholder: 'e.g. -3', help: 'The number in front of x; 0 when there is no x term.',
} as const satisfies NumberInputSpec;
const c = {
  name: 'c', label: 'c (constant)', type: 'number', required: true, min: -COEFFICIENT_LIMIT, max: COEFFICIENT_LIMIT,
  decimals: 4, uiDefault: 2, placeholder: 'e.g. 2', help: 'The number on its own; 0 when there is none.',
} as const satisfies NumberInputSpec;

const ROOT_TYPE = { twoReal: 'two real roots', oneReal: 'one real root', complex: 'two complex roots' } as const;

/** The sign of b with sign(0) = +1, so that b + sign(b)·√D never subtracts two numbers of the same size. */
function signOf(value: number): number {
  return value < 0 ? -1 : 1;
}

/** q = −(b + sign(b)·√D)/2, the half-sum that holds no cancellation (Numerical Recipes §5.6). */
function halfSum({ b: linear }: QuadraticFormulaInputs, discriminant: number): number {
  return -(linear + signOf(linear) * Math.sqrt(discriminant)) / 2;
}

const discriminantOf = (details: Readonly<Record<string, DetailValue>>) => Number(details['discriminant']);

export const quadraticFormula = defineCalculator<QuadraticFormulaInputs, QuadraticFormulaDetails>({
  slug: 'quadratic-formula',
  inputs: [a, b, c],
  outputs: [
    { name: 'root1', type: 'number', label: 'Root 1 (x₁)', significantDigits: 10, words: 'the first root' },
    { name: 'root2', type: 'number', label: 'Root 2 (x₂)', significantDigits: 10, words: 'the second root' },
    { name: 'imaginaryPart', type: 'number', label: 'Imaginary part', significantDigits: 10 },
    { name: 'discriminant', type: 'number', label: 'Discriminant (b² − 4ac)', significantDigits: 10, words: 'the discriminant' },
    { name: 'rootType', type: 'string', label: 'Kind of roots' },
    { name: 'vertexX', type: 'number', label: 'Vertex x', significantDigits: 10 },
    { name: 'vertexY', type: 'number', label: 'Vertex y', significantDigits: 10 },
  ],
  primary: 'root1',
  compute(inputs) {
    if (inputs.a === 0) outOfDomain('a must not be 0 (the equation would be linear)', a);
    const discriminant = inputs.b * inputs.b - 4 * inputs.a * inputs.c;
    // Adding 0 turns −0 (from −b with b = 0) into 0.
    const vertexX = -inputs.b / (2 * inputs.a) + 0;
    const vertexY = inputs.c - (inputs.b * inputs.b) / (4 * inputs.a);
    let roots: readonly [number, number];
    let imaginaryPart = 0;
    let rootType: string;
    if (discriminant > 0) {
      const q = halfSum(inputs, discriminant);
      const [first, second] = [q / inputs.a, inputs.c / q];
      roots = first < second ? [first + 0, second + 0] : [second + 0, first + 0];
      rootType = ROOT_TYPE.twoReal;
    } else {
      roots = [vertexX, vertexX];
      if (discriminant < 0) imaginaryPart = Math.sqrt(-discriminant) / (2 * Math.abs(inputs.a));
      rootType = discriminant < 0 ? ROOT_TYPE.complex : ROOT_TYPE.oneReal;
    }
    const details = { root1: roots[0], root2: roots[1], imaginaryPart, discriminant, rootType, vertexX, vertexY };
    assertComputable(details, a);
    return { value: details.root1, details };
  },
  intermediates: {
    q: { decimals: 6, value: (inputs, details) => halfSum(inputs, discriminantOf(details)) },
  },
  solution: [
    { label: 'Discriminant', expression: '{b}² − 4 × {a} × {c}', value: 'discriminant' },
    { label: 'Kind of roots', expression: 'the sign of {discriminant}: positive two real, zero one, negative two complex', value: 'rootType' },
    { label: 'Vertex x', expression: '−{b} ÷ (2 × {a})', value: 'vertexX' },
    { label: 'Vertex y', expression: '{c} − {b}² ÷ (4 × {a})', value: 'vertexY' },
    {
      label: 'Half-sum q (b is 0 or more, so √D is added)', expression: '−({b} + √{discriminant}) ÷ 2', value: 'q', decimals: 6,
      when: (inputs, details) => discriminantOf(details) > 0 && inputs.b >= 0,
    },
    {
      label: 'Half-sum q (b is negative, so √D is subtracted)', expression: '−({b} − √{discriminant}) ÷ 2', value: 'q', decimals: 6,
      when: (inputs, details) => discriminantOf(details) > 0 && inputs.b < 0,
    },
    {
      label: 'Root 2 (the larger)', expression: 'the larger of {q:6} ÷ {a} and {c} ÷ {q:6}', value: 'root2',
      when: (_, details) => discriminantOf(details) > 0,
    },
    {
      label: 'Root 1 (the smaller)', expression: 'the smaller of {q:6} ÷ {a} and {c} ÷ {q:6}', value: 'root1',
      when: (_, details) => discriminantOf(details) > 0,
    },
    {
      label: 'Double root', expression: '−{b} ÷ (2 × {a})', value: 'root1',
      when: (_, details) => discriminantOf(details) === 0,
    },
    {
      label: 'Imaginary part', expression: '√|{discriminant}| ÷ (2 × |{a}|)', value: 'imaginaryPart',
      when: (_, details) => discriminantOf(details) < 0,
    },
    {
      label: 'Real part of both roots', expression: '−{b} ÷ (2 × {a})', value: 'root1',
      when: (_, details) => discriminantOf(details) < 0,
    },
  ],
  assessment: {
    of: 'discriminant',
    cases: [
      {
        when: (_, details) => discriminantOf(details) === 0,
        text: 'The discriminant is 0, so the parabola touches the x-axis at its vertex: x = {root1} is a double root.',
      },
    ],
    bands: [
      {
        below: 0,
        text: 'The discriminant, {discriminant}, is negative, so the parabola never crosses the x-axis: the roots are the complex pair {root1} ± {imaginaryPart}i.',
      },
      {
        text: 'The discriminant, {discriminant}, is positive, so the parabola crosses the x-axis twice: at x = {root1} and at x = {root2}.',
      },
    ],
    notes: [
      { when: ({ a: leading }) => Number(leading) > 0, text: 'It opens upwards, with its lowest point at ({vertexX}, {vertexY}).' },
      { when: ({ a: leading }) => Number(leading) < 0, text: 'It opens downwards, with its highest point at ({vertexX}, {vertexY}).' },
    ],
  },
  whatIfs: [
    {
      lead: 'Without the constant term (c = {c})',
      change: ({ c: constant }) => (constant === 0 ? undefined : { c: 0 }),
      outputs: ['root1', 'root2'],
    },
    {
      lead: 'With b = {b}',
      change: ({ b: linear }) => (linear === 0 ? undefined : { b: -linear }),
      outputs: ['root1', 'root2'],
    },
    {
      lead: 'With a = {a}',
      change: ({ a: leading }) => (Math.abs(leading) * 2 <= COEFFICIENT_LIMIT && leading !== 0 ? { a: 2 * leading } : undefined),
      outputs: ['root1', 'root2', 'discriminant'],
    },
  ],
  properties: [
    { output: 'vertexY', input: 'c', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'x² − 3x + 2 = (x − 1)(x − 2): roots 1 and 2, vertex (1.5, −0.25)',
      source: 'computed by hand: D = 9 − 8 = 1; q = −(−3 − 1) ÷ 2 = 2; roots 2 ÷ 1 = 2 and 2 ÷ 2 = 1; vertex 3 ÷ 2 = 1.5, 2 − 9 ÷ 4 = −0.25',
      inputs: { a: 1, b: -3, c: 2 }, expected: { vertexY: -0.25 }, decimals: 9,
      exact: { root1: 1, root2: 2, discriminant: 1, imaginaryPart: 0, vertexX: 1.5, rootType: 'two real roots' },
    },
    {
      name: '2x² + 4x − 6 = 2(x + 3)(x − 1): roots −3 and 1, vertex (−1, −8)',
      source: 'computed by hand: D = 16 + 48 = 64; q = −(4 + 8) ÷ 2 = −6; roots −6 ÷ 2 = −3 and −6 ÷ −6 = 1; vertex −4 ÷ 4 = −1, −6 − 16 ÷ 8 = −8',
      inputs: { a: 2, b: 4, c: -6 }, expected: {}, decimals: 9,
      exact: { root1: -3, root2: 1, discriminant: 64, vertexX: -1, vertexY: -8 },
    },
    {
      name: '−x² + 4x − 3 = −(x − 1)(x − 3): a parabola opening downwards, roots 1 and 3, vertex (2, 1)',
      source: 'computed by hand: D = 16 − 12 = 4; q = −(4 + 2) ÷ 2 = −3; roots −3 ÷ −1 = 3 and −3 ÷ −3 = 1; vertex −4 ÷ −2 = 2, −3 − 16 ÷ −4 = 1',
      inputs: { a: -1, b: 4, c: -3 }, expected: {}, decimals: 9,
      exact: { root1: 1, root2: 3, discriminant: 4, vertexX: 2, vertexY: 1 },
    },
    {
      name: 'x² − 2x + 1 = (x − 1)²: one double root, 1',
      source: 'computed by hand: D = 4 − 4 = 0; root 2 ÷ 2 = 1',
      inputs: { a: 1, b: -2, c: 1 }, expected: {}, decimals: 9,
      exact: { root1: 1, root2: 1, discriminant: 0, imaginaryPart: 0, rootType: 'one real root' },
    },
    {
      name: 'x² + 2x + 5: the complex pair −1 ± 2i',
      source: 'computed by hand: D = 4 − 20 = −16; real part −2 ÷ 2 = −1; imaginary part √16 ÷ 2 = 2; (−1 + 2i)² + 2(−1 + 2i) + 5 = −3 − 4i − 2 + 4i + 5 = 0',
      inputs: { a: 1, b: 2, c: 5 }, expected: {}, decimals: 9,
      exact: { root1: -1, root2: -1, imaginaryPart: 2, discriminant: -16, rootType: 'two complex roots' },
    },
    {
      name: 'x² − 10⁸x + 1: the small root is 1e−8 (the textbook form gives 7.45e−9), the large 10⁸',
      source: 'computed by hand: the roots multiply to c ÷ a = 1 and add to 10⁸, so the small one is 1 ÷ (10⁸ − 10⁻⁸) = 1.0000000000000001e−8 to 17 digits',
      inputs: { a: 1, b: -1e8, c: 1 }, expected: { root1: 1e-8, root2: 1e8 }, decimals: 15,
    },
  ],
});

/**
 * The roots of ax² + bx + c = 0, real or complex, with the discriminant and the vertex of the parabola.
 * @param inputs - the coefficients `a` (not 0), `b` and `c`
 * @returns the smaller root (or the real part of a complex pair) as `value`; the other root, the imaginary part, the
 * discriminant, the kind of roots and the vertex in `details`
 * @example
 * quadraticRoots({ a: 1, b: -3, c: 2 }).details.root2; // 2
 */
export function quadraticRoots(inputs: QuadraticFormulaInputs): CalculationResult<QuadraticFormulaDetails> {
  return runCalculator(quadraticFormula, inputs);
}
