import { assertComputable, assertNotNegative, assertPositive, requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { letterGrade, type LetterGrade } from '../../_lib/letter-grade.js';
import type { ReferenceValue } from '../../reference-value.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `method` select. */
export const CURVE_METHOD = { flat: 1, highestTo100: 2, linearToMean: 3, squareRoot: 4, bell: 5 } as const;

export type CurveMethod = (typeof CURVE_METHOD)[keyof typeof CURVE_METHOD];

export interface GradeCurveInputs {
  /** Percent. */
  readonly rawScore: number;
  /** 1 flat points, 2 highest score becomes 100, 3 shift to target average, 4 square root, 5 bell curve. */
  readonly method: CurveMethod;
  /** Points (%) added to every score; method 1 only. */
  readonly flatPoints?: number;
  /** Percent; method 2 only. */
  readonly highestScore?: number;
  /** Percent; methods 3 and 5. */
  readonly classMean?: number;
  /** Percent; method 5 only. */
  readonly classStdDev?: number;
  /** Percent; methods 3 and 5; 75 by default. */
  readonly targetMean?: number;
  /** Percent; method 5 only; 10 by default. */
  readonly targetStdDev?: number;
}

// A type alias, not an interface: an interface's optional keys clash with the Record index signature.
export type GradeCurveDetails = {
  /** Percent, clamped to 0–100. */
  readonly curvedScore: number;
  /** The curved score less the raw score, after clamping. */
  readonly pointsAdded: number;
  readonly letterGrade: LetterGrade;
  /** Standard scores from the class mean; only where both the mean and the standard deviation are given. */
  readonly zScore?: number;
};

const method = {
  name: 'method', label: 'Curve Method', type: 'select', required: true, uiDefault: CURVE_METHOD.flat,
  options: [
    CURVE_METHOD.flat, CURVE_METHOD.highestTo100, CURVE_METHOD.linearToMean, CURVE_METHOD.squareRoot, CURVE_METHOD.bell,
  ],
  optionLabels: {
    1: 'Flat points', 2: 'Highest score becomes 100', 3: 'Shift to target average', 4: 'Square root', 5: 'Bell curve (z-score)',
  },
} as const satisfies SelectInputSpec;
const rawScore = {
  name: 'rawScore', label: 'Your Score', type: 'number', unit: '%', required: true, min: 0, max: 100, step: 0.1,
  uiDefault: 68, placeholder: 'e.g. 68',
} as const satisfies NumberInputSpec;
const flatPoints = {
  name: 'flatPoints', label: 'Points to Add', type: 'number', unit: '%', required: true, min: 0, max: 100, step: 0.5,
  uiDefault: 5, placeholder: 'e.g. 5', visibleWhen: { input: 'method', equals: [CURVE_METHOD.flat] },
} as const satisfies NumberInputSpec;
const highestScore = {
  name: 'highestScore', label: 'Highest Score in Class', type: 'number', unit: '%', required: true, min: 1, max: 100,
  step: 0.1, placeholder: 'e.g. 92', visibleWhen: { input: 'method', equals: [CURVE_METHOD.highestTo100] },
} as const satisfies NumberInputSpec;
const classMean = {
  name: 'classMean', label: 'Class Average', type: 'number', unit: '%', required: true, min: 0, max: 100, step: 0.1,
  placeholder: 'e.g. 65', visibleWhen: { input: 'method', equals: [CURVE_METHOD.linearToMean, CURVE_METHOD.bell] },
} as const satisfies NumberInputSpec;
const classStdDev = {
  name: 'classStdDev', label: 'Class Standard Deviation', type: 'number', unit: '%', required: true, min: 0.1,
  max: 50, step: 0.1, placeholder: 'e.g. 8', help: 'How spread out the scores are; instructors often post it with the average.',
  visibleWhen: { input: 'method', equals: [CURVE_METHOD.bell] },
} as const satisfies NumberInputSpec;
const targetMean = {
  name: 'targetMean', label: 'Target Average', type: 'number', unit: '%', required: false, default: 75, min: 0,
  max: 100, step: 0.1, uiDefault: 75, placeholder: 'e.g. 75', help: 'The class average the instructor wants after the curve.',
  visibleWhen: { input: 'method', equals: [CURVE_METHOD.linearToMean, CURVE_METHOD.bell] },
} as const satisfies NumberInputSpec;
const targetStdDev = {
  name: 'targetStdDev', label: 'Target Standard Deviation', type: 'number', unit: '%', required: false, default: 10,
  min: 0.1, max: 50, step: 0.1, uiDefault: 10, placeholder: 'e.g. 10', visibleWhen: { input: 'method', equals: [CURVE_METHOD.bell] },
} as const satisfies NumberInputSpec;

/** A published square-root curve: 10 × √raw. */
function squareRoot(rawScore: number, curvedScore: number, letterGrade: string): ReferenceValue {
  return {
    name: `square root: ${rawScore} becomes ${curvedScore} (${letterGrade})`, source: 'clevercalculator', inputs: { rawScore, method: 4 },
    expected: { curvedScore }, decimals: 10, exact: { letterGrade },
  };
}

/** The curved score before clamping, and the z-score where the method has one. */
function curve(inputs: GradeCurveInputs): { curved: number; zScore?: number } {
  const raw = inputs.rawScore;
  switch (inputs.method) {
    case CURVE_METHOD.flat:
      return { curved: raw + requireInput(inputs.flatPoints, flatPoints) };
    case CURVE_METHOD.highestTo100: {
      const highest = requireInput(inputs.highestScore, highestScore);
      assertPositive(highest, highestScore);
      return { curved: raw + (100 - highest) };
    }
    case CURVE_METHOD.linearToMean:
      return { curved: raw + ((inputs.targetMean ?? targetMean.default) - requireInput(inputs.classMean, classMean)) };
    case CURVE_METHOD.squareRoot:
      assertNotNegative(raw, rawScore);
      // 10 × √raw = √(raw / 100) × 100: 36 → 60, 64 → 80.
      return { curved: 10 * Math.sqrt(raw) };
    case CURVE_METHOD.bell: {
      const mean = requireInput(inputs.classMean, classMean);
      const spread = requireInput(inputs.classStdDev, classStdDev);
      assertPositive(spread, classStdDev);
      const targetSpread = inputs.targetStdDev ?? targetStdDev.default;
      // A spread below 0 would turn the class order upside down; 0 gives everyone the target average.
      assertNotNegative(targetSpread, targetStdDev);
      const zScore = (raw - mean) / spread;
      return { curved: (inputs.targetMean ?? targetMean.default) + zScore * targetSpread, zScore };
    }
  }
}

/** Each method's line of the worked solution: its name and its expression before the score is kept within 0–100%. */
const CURVE_LINES: readonly { method: CurveMethod; name: string; expression: string }[] = [
  { method: CURVE_METHOD.flat, name: 'flat points', expression: '{rawScore} + {flatPoints}' },
  { method: CURVE_METHOD.highestTo100, name: 'highest score becomes 100', expression: '{rawScore} + (100 − {highestScore})' },
  { method: CURVE_METHOD.linearToMean, name: 'shift to the target average', expression: '{rawScore} + ({targetMean} − {classMean})' },
  { method: CURVE_METHOD.squareRoot, name: 'square root', expression: '10 × √{rawScore}' },
  { method: CURVE_METHOD.bell, name: 'bell curve', expression: '{targetMean} + {zScore} × {targetStdDev}' },
];

/** How a line writes the curve: capped at 100%, at 0%, or as it is. */
const CLAMPS: readonly { write: (expression: string) => string; applies: (curved: number) => boolean }[] = [
  { write: (expression) => `min(100, ${expression})`, applies: (curved) => curved > 100 },
  { write: (expression) => `max(0, ${expression})`, applies: (curved) => curved < 0 },
  { write: (expression) => expression, applies: (curved) => curved >= 0 && curved <= 100 },
];

/** The smallest number above 0: a band below it holds a score the curve leaves where it was. */
const ABOVE_NOTHING = Number.MIN_VALUE;

/** The sentence on the z-score: above or below the class average, one standard deviation or several. */
const Z_NOTES = [
  { when: (z: number) => z === 1, text: 'You scored 1 standard deviation above the class average;' },
  { when: (z: number) => z === -1, text: 'You scored 1 standard deviation below the class average;' },
  { when: (z: number) => z > 0 && z !== 1, text: 'You scored {|zScore|} standard deviations above the class average;' },
  { when: (z: number) => z < 0 && z !== -1, text: 'You scored {|zScore|} standard deviations below the class average;' },
].map(({ when, text }) => ({
  when: (_inputs: GradeCurveInputs, { zScore }: Readonly<Record<string, DetailValue>>) => typeof zScore === 'number' && when(zScore),
  text: `${text} the bell curve keeps your place relative to the new average.`,
}));

/** The assessment's opening: the curved score and its letter. */
const ADJUSTED = 'Your adjusted score is {curvedScore} ({letterGrade}),';

export const gradeCurve = defineCalculator<GradeCurveInputs, GradeCurveDetails>({
  slug: 'grade-curve',
  inputs: [method, rawScore, flatPoints, highestScore, classMean, classStdDev, targetMean, targetStdDev],
  outputs: [
    { name: 'curvedScore', type: 'number', unit: '%', label: 'Curved score' },
    { name: 'pointsAdded', type: 'number', unit: '%', label: 'Points added' },
    { name: 'letterGrade', type: 'string', label: 'Letter grade after the curve' },
    { name: 'zScore', type: 'number', label: 'z-score (standard deviations from the class average)' },
  ],
  primary: 'curvedScore',
  compute(inputs) {
    const { curved, zScore } = curve(inputs);
    assertComputable({ curved, zScore }, inputs.method === CURVE_METHOD.bell ? classStdDev : rawScore);
    // No curve takes a score past 100% or below 0% (the explanation says so).
    const curvedScore = Math.min(100, Math.max(0, curved));
    const letter = letterGrade(curvedScore);
    return {
      value: curvedScore,
      unit: '%',
      category: letter,
      details: {
        curvedScore,
        pointsAdded: curvedScore - inputs.rawScore,
        letterGrade: letter,
        ...(zScore === undefined ? {} : { zScore }),
      },
    };
  },
  solution: [
    { label: 'Your z-score', expression: '({rawScore} − {classMean}) / {classStdDev}', value: 'zScore', decimals: 6, when: (inputs) => inputs.method === CURVE_METHOD.bell },
    // No curve takes a score past 100% or below 0%, and the line says so.
    ...CURVE_LINES.flatMap((line) => CLAMPS.map((clamp) => ({
      label: `Curved score (${line.name})`,
      expression: clamp.write(line.expression),
      value: 'curvedScore',
      when: (inputs: GradeCurveInputs) => inputs.method === line.method && clamp.applies(curve(inputs).curved),
    }))),
  ],
  intermediates: {
    pointsMoved: { unit: 'points', value: (_inputs, { pointsAdded }) => Math.abs(pointsAdded as number) },
  },
  assessment: {
    of: 'pointsAdded',
    bands: [
      { below: 0, text: `${ADJUSTED} {pointsMoved} below your raw score of {rawScore}.` },
      { below: ABOVE_NOTHING, text: `${ADJUSTED} the same as your raw score: this curve does not change it.` },
      { text: `${ADJUSTED} {pointsMoved} above your raw score of {rawScore}.` },
    ],
    notes: [
      {
        when: (_inputs, { curvedScore, pointsAdded }) => curvedScore === 100 && (pointsAdded as number) > 0,
        text: 'No curve takes a score above 100%, so it stops there.',
      },
      {
        when: (_inputs, { curvedScore, pointsAdded }) => curvedScore === 0 && (pointsAdded as number) < 0,
        text: 'No curve takes a score below 0%, so it stops there.',
      },
      ...Z_NOTES,
      {
        when: (_inputs, { zScore }) => zScore === 0,
        text: 'You scored exactly the class average, so the bell curve gives you the target average.',
      },
    ],
  },
  // The what-ifs walk down from the score until two of them move the curved score past the cap at 100%, so they stay
  // code: see the explainer's src/insights/grade-curve.ts.
  properties: [{ output: 'curvedScore', input: 'rawScore', direction: 'rises' }],
  referenceValues: [
    {
      name: 'flat points: 68 + 10 = 78%, a C+', source: 'theprimecalculator.com', inputs: { rawScore: 68, method: 1, flatPoints: 10 },
      expected: {}, decimals: 2, exact: { curvedScore: 78, pointsAdded: 10, letterGrade: 'C+' },
    },
    {
      name: 'highest score to 100: 68 + (100 − 92) = 76%, a C', source: 'theprimecalculator.com',
      inputs: { rawScore: 68, method: 2, highestScore: 92 }, expected: {}, decimals: 2,
      exact: { curvedScore: 76, pointsAdded: 8, letterGrade: 'C' },
    },
    squareRoot(36, 60, 'D-'),
    squareRoot(64, 80, 'B-'),
    squareRoot(100, 100, 'A+'),
    squareRoot(0, 0, 'F'),
  ],
});

/**
 * A raw score curved by one of the five common methods, clamped to 0–100%, with its letter grade.
 * @param inputs - `rawScore` (%), `method` (1 flat, 2 highest to 100, 3 shift to target average, 4 square root,
 * 5 bell curve) and that method's parameters: `flatPoints`; `highestScore`; `classMean` with `targetMean`
 * (75 by default); `classMean`, `classStdDev`, `targetMean` and `targetStdDev` (10 by default)
 * @returns the curved score as `value` (%), the letter as `category`, and the points added (and the z-score
 * for the bell curve) in `details`
 * @example
 * curvedGrade({ rawScore: 68, method: 2, highestScore: 92 }).value; // 76 = 68 + (100 − 92)
 */
export function curvedGrade(inputs: GradeCurveInputs): CalculationResult<GradeCurveDetails> {
  return runCalculator(gradeCurve, inputs);
}
