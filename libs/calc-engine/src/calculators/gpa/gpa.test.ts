import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { GRADE_POINTS, gradePointAverage, type GpaInputs, type GradePoints } from './gpa.js';

const grade = fc.constantFrom(...(Object.values(GRADE_POINTS) as GradePoints[]));
const credits = fc.double({ min: 0.5, max: 10, noNaN: true });
const courseRows = fc.array(fc.record({ grade, credits }), { minLength: 1, maxLength: 6 });
const gpaInputs = fc
  .tuple(courseRows, fc.constantFrom(4 as const, 4.3 as const))
  .map(([rows, aPlusValue]) => toInputs(rows, aPlusValue));

function toInputs(rows: readonly { grade: GradePoints; credits: number }[], aPlusValue?: 4 | 4.3): GpaInputs {
  const inputs: Record<string, number> = {};
  rows.forEach((row, index) => {
    inputs[`course${index + 1}Grade`] = row.grade;
    inputs[`course${index + 1}Credits`] = row.credits;
  });
  if (aPlusValue !== undefined) inputs['aPlusValue'] = aPlusValue;
  return inputs as unknown as GpaInputs;
}

describe('gpa', () => {
  it('gives a GPA with no unit, with its credits and points', () => {
    const result = calculate('gpa', { course1Grade: 4, course1Credits: 3, course2Grade: 3, course2Credits: 4 });
    expect(result.details).toEqual({ gpa: result.value, totalCredits: 7, totalGradePoints: 24 });
    expect(result.unit).toBeUndefined();
  });

  it('counts an A+ as 4.3 points on the 4.3 scale', () => {
    const result = gradePointAverage({
      course1Grade: 4.3, course1Credits: 4, course2Grade: 3, course2Credits: 2, course3Grade: 4, course3Credits: 3,
      aPlusValue: 4.3,
    });
    expect(result.details.totalGradePoints).toBeCloseTo(35.2, 10);
  });

  it('caps an A+ at 4.0 by default (College Board), also when the option is left empty', () => {
    const rows = { course1Grade: 4.3, course1Credits: 4, course2Grade: 3, course2Credits: 2, course3Grade: 4, course3Credits: 3 };
    const expected = (4 * 4 + 3 * 2 + 4 * 3) / 9;
    expect(calculate('gpa', rows).value).toBeCloseTo(expected, 12);
    expect(calculate('gpa', { ...rows, aPlusValue: '' }).value).toBeCloseTo(expected, 12);
    expect(calculate('gpa', { ...rows, aPlusValue: 4 }).details['totalGradePoints']).toBe(34);
  });

  it('counts an F as 0 points with its credits', () => {
    const result = gradePointAverage({ course1Grade: 4, course1Credits: 3, course2Grade: 0, course2Credits: 3 });
    expect(result.value).toBe(2);
    expect(result.details.totalCredits).toBe(6);
  });

  it('skips a row with a grade but no credits, credits but no grade, or 0 credits', () => {
    const result = calculate('gpa', {
      course1Grade: 3.3, course1Credits: 3,
      course2Grade: 2,
      course3Credits: 4,
      course4Grade: 0, course4Credits: 0,
      course5Grade: 4, course5Credits: '',
    });
    expect(result.value).toBeCloseTo(3.3, 12);
    expect(result.details['totalCredits']).toBe(3);
  });

  it('counts a course in any row once row 1 has 0 credits', () => {
    expect(calculate('gpa', { course1Grade: 4, course1Credits: 0, course6Grade: 2.7, course6Credits: 2 }).value).toBe(2.7);
  });

  describe('invalid input', () => {
    const valid = { course1Grade: 4, course1Credits: 3 };
    it.each([
      [{ course1Grade: 4, course1Credits: 0 }, 'course1Credits', 'required', messages.addAtLeastOne('course with a grade and credits')],
      [{ ...valid, course1Credits: -3 }, 'course1Credits', 'out_of_domain', messages.notNegative('Course 1 Credits')],
      [{ ...valid, course4Credits: -1 }, 'course4Credits', 'out_of_domain', messages.notNegative('Course 4 Credits')],
      [{ course1Credits: 3 }, 'course1Grade', 'required', messages.required('Course 1 Grade')],
      [{ course1Grade: 4 }, 'course1Credits', 'required', messages.required('Course 1 Credits')],
      [{ ...valid, course2Grade: 3.5, course2Credits: 3 }, 'course2Grade', 'out_of_domain', messages.notAnOption('Course 2 Grade')],
      [{ ...valid, aPlusValue: 5 }, 'aPlusValue', 'out_of_domain', messages.notAnOption('A+ counts as')],
      [{ ...valid, course1Credits: 'three' }, 'course1Credits', 'not_a_number', messages.notANumber('Course 1 Credits')],
      [{ ...valid, course1Credits: 1e308, course2Grade: 4, course2Credits: 1e308 }, 'course1Credits', 'out_of_domain', messages.resultTooLarge('Course 1 Credits')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('gpa', given)).toThrow(expect.objectContaining({ field, code, message }));
    });
  });

  describe('properties', () => {
    test.prop([gpaInputs])('gives a finite GPA between the lowest and highest points counted', (given) => {
      const { value, details } = gradePointAverage(given);
      for (const v of Object.values(details)) expect(Number.isFinite(v)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual((given.aPlusValue ?? 4) + 1e-12);
      expect(details.gpa).toBeCloseTo(details.totalGradePoints / details.totalCredits, 12);
    });

    test.prop([courseRows])('gives a student with all A grades a 4.0 whatever the credits', (rows) => {
      expect(gradePointAverage(toInputs(rows.map((row) => ({ ...row, grade: 4 })))).value).toBeCloseTo(4, 12);
    });

    test.prop([courseRows.filter((rows) => rows.length < 6), grade, credits])(
      'never falls when a course with a better grade than the current GPA is added',
      (rows, extraGrade, extraCredits) => {
        const before = gradePointAverage(toInputs(rows)).details.gpa;
        fc.pre(extraGrade >= before);
        const after = gradePointAverage(toInputs([...rows, { grade: extraGrade, credits: extraCredits }])).details.gpa;
        expect(after).toBeGreaterThanOrEqual(before - 1e-12);
      },
    );

    test.prop([gpaInputs])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      gradePointAverage(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
