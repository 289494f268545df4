/**
 * The common US plus/minus scale (as calculator.net's grade calculator; docs/formulas.md): each letter from its
 * lowest percentage up, best first. Below 60 is F.
 */
export const LETTER_GRADE_SCALE = [
  { letter: 'A+', min: 97 },
  { letter: 'A', min: 93 },
  { letter: 'A-', min: 90 },
  { letter: 'B+', min: 87 },
  { letter: 'B', min: 83 },
  { letter: 'B-', min: 80 },
  { letter: 'C+', min: 77 },
  { letter: 'C', min: 73 },
  { letter: 'C-', min: 70 },
  { letter: 'D+', min: 67 },
  { letter: 'D', min: 63 },
  { letter: 'D-', min: 60 },
] as const;

/** A letter grade, written with ASCII `+` and `-`. */
export type LetterGrade = (typeof LETTER_GRADE_SCALE)[number]['letter'] | 'F';

/**
 * The letter grade of a percentage on the plus/minus scale. The raw value is compared with each threshold,
 * without rounding it first (some schools round 89.5 up to an A-; CalcHub does not, so a grade is never better than the score).
 * @param percent - a score in percent; above 100 (extra credit) is an A+, below 0 an F
 * @returns the letter, ASCII `+`/`-` ("B+", "A-")
 * @example
 * letterGrade(88); // "B+"
 * letterGrade(89.99); // "B+": not rounded up to 90
 */
export function letterGrade(percent: number): LetterGrade {
  return LETTER_GRADE_SCALE.find((step) => percent >= step.min)?.letter ?? 'F';
}
