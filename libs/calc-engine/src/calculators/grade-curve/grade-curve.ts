import { assertComputable, assertNotNegative, assertPositive, requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { letterGrade, type LetterGrade } from '../../_lib/letter-grade.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

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
  name: 'method', label: 'Curve method', type: 'select', required: true,
  options: [
    CURVE_METHOD.flat, CURVE_METHOD.highestTo100, CURVE_METHOD.linearToMean, CURVE_METHOD.squareRoot, CURVE_METHOD.bell,
  ],
} as const satisfies SelectInputSpec;
const rawScore = {
  name: 'rawScore', label: 'Your score', type: 'number', unit: '%', required: true, min: 0, max: 100,
} as const satisfies NumberInputSpec;
const flatPoints = {
  name: 'flatPoints', label: 'Points to add', type: 'number', unit: '%', required: true, min: 0, max: 100,
  visibleWhen: { input: 'method', equals: [CURVE_METHOD.flat] },
} as const satisfies NumberInputSpec;
const highestScore = {
  name: 'highestScore', label: 'Highest score in class', type: 'number', unit: '%', required: true, min: 1, max: 100,
  visibleWhen: { input: 'method', equals: [CURVE_METHOD.highestTo100] },
} as const satisfies NumberInputSpec;
const classMean = {
  name: 'classMean', label: 'Class average', type: 'number', unit: '%', required: true, min: 0, max: 100,
  visibleWhen: { input: 'method', equals: [CURVE_METHOD.linearToMean, CURVE_METHOD.bell] },
} as const satisfies NumberInputSpec;
const classStdDev = {
  name: 'classStdDev', label: 'Class standard deviation', type: 'number', unit: '%', required: true, min: 0.1,
  max: 50, visibleWhen: { input: 'method', equals: [CURVE_METHOD.bell] },
} as const satisfies NumberInputSpec;
const targetMean = {
  name: 'targetMean', label: 'Target average', type: 'number', unit: '%', required: false, default: 75, min: 0,
  max: 100, visibleWhen: { input: 'method', equals: [CURVE_METHOD.linearToMean, CURVE_METHOD.bell] },
} as const satisfies NumberInputSpec;
const targetStdDev = {
  name: 'targetStdDev', label: 'Target standard deviation', type: 'number', unit: '%', required: false, default: 10,
  min: 0.1, max: 50, visibleWhen: { input: 'method', equals: [CURVE_METHOD.bell] },
} as const satisfies NumberInputSpec;

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

export const gradeCurve = defineCalculator<GradeCurveInputs, GradeCurveDetails>({
  slug: 'grade-curve',
  inputs: [method, rawScore, flatPoints, highestScore, classMean, classStdDev, targetMean, targetStdDev],
  outputs: [
    { name: 'curvedScore', type: 'number', unit: '%' },
    { name: 'pointsAdded', type: 'number', unit: '%' },
    { name: 'letterGrade', type: 'string' },
    { name: 'zScore', type: 'number' },
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
