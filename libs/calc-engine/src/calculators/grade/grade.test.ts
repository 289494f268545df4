import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { weightedGrade, type GradeInputs } from './grade.js';

// grade-calculator.org's syllabus: homework 10%, two quizzes 20% each, midterm 25%, final 25%.
const syllabus = { score1: 93, weight1: 10, score2: 85, weight2: 20, score3: 86, weight3: 20, score4: 87, weight4: 25 };

const score = fc.double({ min: 0, max: 150, noNaN: true });
const weight = fc.double({ min: 0.1, max: 100, noNaN: true });
const rows = fc.array(fc.record({ score, weight }), { minLength: 1, maxLength: 6 });
const target = fc.option(fc.double({ min: 0, max: 150, noNaN: true }), { nil: undefined });
const gradeInputs = fc.tuple(rows, target).map(([given, targetGrade]) => toInputs(given, targetGrade));

function toInputs(given: readonly { score: number; weight: number }[], targetGrade?: number): GradeInputs {
  const inputs: Record<string, number> = {};
  given.forEach((row, index) => {
    inputs[`score${index + 1}`] = row.score;
    inputs[`weight${index + 1}`] = row.weight;
  });
  if (targetGrade !== undefined) inputs['targetGrade'] = targetGrade;
  return inputs as unknown as GradeInputs;
}

describe('grade', () => {
  it('gives the weighted grade in %, its letter as the badge', () => {
    const result = calculate('grade', { ...syllabus, score5: 91, weight5: 25 });
    expect(result.unit).toBe('%');
    expect(result.category).toBe('B+');
    expect(result.details).toEqual({ weightedGrade: result.value, letterGrade: 'B+', totalWeight: 100 });
  });

  it('agrees with the final-grade formula (required − (1 − w)·current) / w', () => {
    // 87% so far on 75% of the course, target 90%, final worth 25%: (90 − 0.75 × 87) / 0.25 = 99.
    expect(weightedGrade({ ...syllabus, targetGrade: 90 }).details.requiredOnRemaining).toBeCloseTo(99, 10);
  });

  it('calls a target that needs more than 100% "not achievable", and one already reached "already secured"', () => {
    const high = weightedGrade({ ...syllabus, targetGrade: 95 }).details;
    expect(high.requiredOnRemaining).toBeCloseTo(119, 10);
    expect(high.targetStatus).toBe('not achievable');
    const low = weightedGrade({ ...syllabus, targetGrade: 60 }).details;
    expect(low.requiredOnRemaining).toBeCloseTo(-21, 10);
    expect(low.targetStatus).toBe('already secured');
  });

  it('does not give a grade needed once the weights reach 100, or without a target', () => {
    const complete = weightedGrade({ ...syllabus, score5: 91, weight5: 25, targetGrade: 95 }).details;
    expect(complete).not.toHaveProperty('requiredOnRemaining');
    expect(complete).not.toHaveProperty('targetStatus');
    expect(weightedGrade(syllabus).details).not.toHaveProperty('requiredOnRemaining');
    // 28.4 + 35.8 + 35.8 adds up to 99.99999999999999 in binary: the course is complete, not 1e-14 short.
    const nearly = weightedGrade({ score1: 90, weight1: 28.4, score2: 80, weight2: 35.8, score3: 70, weight3: 35.8, targetGrade: 85 });
    expect(nearly.details.totalWeight).toBeLessThan(100);
    expect(nearly.details).not.toHaveProperty('requiredOnRemaining');
  });

  it('normalises by the weights entered when they do not add up to 100 (calculator.net)', () => {
    expect(calculate('grade', { score1: 80, weight1: 1, score2: 90, weight2: 3 }).value).toBeCloseTo(87.5, 10);
  });

  it('assigns the letter without rounding: 89.99 is a B+, 90 an A-', () => {
    expect(calculate('grade', { score1: 89.99, weight1: 100 }).category).toBe('B+');
    expect(calculate('grade', { score1: 90, weight1: 100 }).category).toBe('A-');
  });

  it('accepts extra credit above 100% and ignores a row with a score but no weight', () => {
    const result = calculate('grade', { score1: 105, weight1: 50, score2: 95, weight2: 50, score3: 10 });
    expect(result.value).toBeCloseTo(100, 10);
    expect(result.category).toBe('A+');
    expect(result.details['totalWeight']).toBe(100);
  });

  describe('invalid input', () => {
    it.each([
      [{ score1: 90, weight1: 0 }, 'weight1', 'out_of_domain', messages.greaterThanZero('Total weight')],
      [{ score1: 90, weight1: -10 }, 'weight1', 'out_of_domain', messages.notNegative('Assignment 1 Weight')],
      [{ ...syllabus, weight3: -20 }, 'weight3', 'out_of_domain', messages.notNegative('Assignment 3 Weight')],
      [{ weight1: 10 }, 'score1', 'required', messages.required('Assignment 1 Grade')],
      [{ score1: 90 }, 'weight1', 'required', messages.required('Assignment 1 Weight')],
      [{ ...syllabus, targetGrade: 'A' }, 'targetGrade', 'not_a_number', messages.notANumber('Target Course Grade')],
      [{ score1: 1e300, weight1: 1e300 }, 'score1', 'out_of_domain', messages.resultTooLarge('Assignment 1 Grade')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('grade', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([gradeInputs])('gives finite results, between the lowest and highest score', (given) => {
      const { value, details } = weightedGrade(given);
      for (const v of Object.values(details)) if (typeof v === 'number') expect(Number.isFinite(v)).toBe(true);
      const scores = Object.entries(given).filter(([key]) => key.startsWith('score')).map(([, v]) => v as number);
      expect(value).toBeGreaterThanOrEqual(Math.min(...scores) - 1e-9);
      expect(value).toBeLessThanOrEqual(Math.max(...scores) + 1e-9);
    });

    test.prop([rows.filter((given) => given.reduce((sum, row) => sum + row.weight, 0) < 99), score])(
      'reaches the target exactly when the remaining weight scores the grade needed',
      (given, targetGrade) => {
        const { details } = weightedGrade(toInputs(given, targetGrade));
        const required = details.requiredOnRemaining as number;
        const remaining = 100 - details.totalWeight;
        const final = (details.weightedGrade * details.totalWeight + required * remaining) / 100;
        expect(final).toBeCloseTo(targetGrade, 6);
      },
    );

    test.prop([rows, score, score])('never needs less on the rest of the course for a higher target', (given, a, b) => {
      fc.pre(given.reduce((sum, row) => sum + row.weight, 0) < 99);
      const [low, high] = a <= b ? [a, b] : [b, a];
      const need = (t: number) => weightedGrade(toInputs(given, t)).details.requiredOnRemaining as number;
      expect(need(high)).toBeGreaterThanOrEqual(need(low));
    });

    test.prop([gradeInputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      weightedGrade(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
