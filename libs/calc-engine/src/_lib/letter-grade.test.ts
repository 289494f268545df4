import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { LETTER_GRADE_SCALE, letterGrade, type LetterGrade } from './letter-grade.js';

/** Every letter from best to worst, F last. */
const ORDER: readonly LetterGrade[] = [...LETTER_GRADE_SCALE.map((step) => step.letter), 'F'];

describe('letterGrade', () => {
  it.each([
    [97, 'A+', 'A'],
    [93, 'A', 'A-'],
    [90, 'A-', 'B+'],
    [87, 'B+', 'B'],
    [83, 'B', 'B-'],
    [80, 'B-', 'C+'],
    [77, 'C+', 'C'],
    [73, 'C', 'C-'],
    [70, 'C-', 'D+'],
    [67, 'D+', 'D'],
    [63, 'D', 'D-'],
    [60, 'D-', 'F'],
  ] as const)('gives %s → %s, and the grade below just under it', (threshold, at, below) => {
    expect(letterGrade(threshold)).toBe(at);
    expect(letterGrade(threshold - 0.01)).toBe(below);
    // The largest double under the threshold still falls below it: no rounding up.
    expect(letterGrade(threshold - threshold * Number.EPSILON)).toBe(below);
  });

  it('does not round up: 89.99 is a B+, not an A-', () => {
    expect(letterGrade(89.99)).toBe('B+');
  });

  it('gives an A+ to extra credit above 100 and an F down to 0 and below', () => {
    expect(letterGrade(100)).toBe('A+');
    expect(letterGrade(150)).toBe('A+');
    expect(letterGrade(59.99)).toBe('F');
    expect(letterGrade(0)).toBe('F');
    expect(letterGrade(-5)).toBe('F');
  });

  it('writes plus and minus in ASCII', () => {
    for (const letter of ORDER) expect(letter).toMatch(/^[A-DF][+-]?$/);
  });

  test.prop([fc.double({ noNaN: true }), fc.double({ noNaN: true })])('never gives a lower letter to a higher score', (a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    expect(ORDER.indexOf(letterGrade(high))).toBeLessThanOrEqual(ORDER.indexOf(letterGrade(low)));
  });
});
