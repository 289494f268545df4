import type { ReferenceValue } from '../../reference-value.js';

function squareRoot(rawScore: number, curvedScore: number, letterGrade: string): ReferenceValue {
  return {
    name: `square root: ${rawScore} becomes ${curvedScore} (${letterGrade})`,
    source: 'clevercalculator',
    inputs: { rawScore, method: 4 },
    expected: { curvedScore },
    decimals: 10,
    exact: { letterGrade },
  };
}

/** The grade curve calculator's published reference values. */
export const gradeCurveReferenceValues: readonly ReferenceValue[] = [
  {
    name: 'flat points: 68 + 10 = 78%, a C+',
    source: 'theprimecalculator.com',
    inputs: { rawScore: 68, method: 1, flatPoints: 10 },
    expected: {},
    decimals: 2,
    exact: { curvedScore: 78, pointsAdded: 10, letterGrade: 'C+' },
  },
  {
    name: 'highest score to 100: 68 + (100 − 92) = 76%, a C',
    source: 'theprimecalculator.com',
    inputs: { rawScore: 68, method: 2, highestScore: 92 },
    expected: {},
    decimals: 2,
    exact: { curvedScore: 76, pointsAdded: 8, letterGrade: 'C' },
  },
  squareRoot(36, 60, 'D-'),
  squareRoot(64, 80, 'B-'),
  squareRoot(100, 100, 'A+'),
  squareRoot(0, 0, 'F'),
];
