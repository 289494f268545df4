import type { ReferenceValue } from '../../reference-value.js';

// grade-calculator.org's syllabus: homework 10%, two quizzes 20% each, midterm 25%, final 25%.
const syllabus = { score1: 93, weight1: 10, score2: 85, weight2: 20, score3: 86, weight3: 20, score4: 87, weight4: 25 };

/** The grade calculator's published reference values. */
export const gradeReferenceValues: readonly ReferenceValue[] = [
  {
    name: 'the whole syllabus with 91% on the final: 88%, a B+',
    source: 'grade-calculator.org',
    inputs: { ...syllabus, score5: 91, weight5: 25 },
    expected: { weightedGrade: 88 },
    decimals: 10,
    exact: { letterGrade: 'B+', totalWeight: 100 },
  },
  {
    name: '91% needed on the 25% final for an 88% course after averaging 87%',
    source: 'grade-calculator.org',
    inputs: { ...syllabus, targetGrade: 88 },
    expected: { weightedGrade: 87, requiredOnRemaining: 91 },
    decimals: 10,
    exact: { totalWeight: 75, targetStatus: 'achievable' },
  },
];
