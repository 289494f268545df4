import type { ReferenceValue } from '../../reference-value.js';

/** The GPA calculator's published reference values. */
export const gpaReferenceValues: readonly ReferenceValue[] = [
  {
    name: 'an A over 3 credits and a B over 4: 24 / 7 = 3.43',
    source: 'bestpercentagecalculator.net',
    inputs: { course1Grade: 4, course1Credits: 3, course2Grade: 3, course2Credits: 4 },
    expected: { gpa: 3.43 },
    decimals: 2,
    exact: { totalCredits: 7, totalGradePoints: 24 },
  },
  {
    name: 'an A+ counted as 4.3 on the 4.3 scale: 35.2 / 9 = 3.91',
    source: 'calculator.net GPA example',
    inputs: {
      course1Grade: 4.3, course1Credits: 4, course2Grade: 3, course2Credits: 2, course3Grade: 4, course3Credits: 3,
      aPlusValue: 4.3,
    },
    expected: { gpa: 3.91 },
    decimals: 2,
    exact: { totalCredits: 9 },
  },
];
