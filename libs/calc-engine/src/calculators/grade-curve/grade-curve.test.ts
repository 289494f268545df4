import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';
import { curvedGrade, gradeCurve, type GradeCurveInputs } from './grade-curve.js';

const percent = fc.double({ min: 0, max: 100, noNaN: true });
const spread = fc.double({ min: 0.1, max: 50, noNaN: true });
const anyCurve: fc.Arbitrary<GradeCurveInputs> = fc.oneof(
  fc.record({ rawScore: percent, method: fc.constant(1 as const), flatPoints: percent }),
  fc.record({ rawScore: percent, method: fc.constant(2 as const), highestScore: fc.double({ min: 1, max: 100, noNaN: true }) }),
  fc.record({ rawScore: percent, method: fc.constant(3 as const), classMean: percent, targetMean: percent }),
  fc.record({ rawScore: percent, method: fc.constant(4 as const) }),
  fc.record({
    rawScore: percent, method: fc.constant(5 as const), classMean: percent, classStdDev: spread, targetMean: percent,
    targetStdDev: spread,
  }),
);

describe('grade-curve', () => {
  it('gives the curved score in %, its letter grade as the badge', () => {
    const result = calculate('grade-curve', { rawScore: 68, method: 1, flatPoints: 10 });
    expect(result.unit).toBe('%');
    expect(result.category).toBe('C+');
    expect(Object.keys(result.details)).toEqual(['curvedScore', 'pointsAdded', 'letterGrade']);
  });

  it('shifts every score by the gap between the target and class averages (computed)', () => {
    // Class average 65, target 75 (the default): +10 for everyone.
    const result = calculate('grade-curve', { rawScore: 68, method: 3, classMean: 65 });
    expect(result.value).toBe(78);
    expect(result.details['pointsAdded']).toBe(10);
    expect(calculate('grade-curve', { rawScore: 68, method: 3, classMean: 65, targetMean: 70 }).value).toBe(73);
  });

  it('maps the z-score onto the target distribution for the bell curve (computed)', () => {
    // (68 − 60) / 8 = z 1; 75 + 1 × 10 = 85 with the default target mean and spread.
    const result = curvedGrade({ rawScore: 68, method: 5, classMean: 60, classStdDev: 8 });
    expect(result.value).toBeCloseTo(85, 10);
    expect(result.details.zScore).toBeCloseTo(1, 10);
    expect(result.details.pointsAdded).toBeCloseTo(17, 10);
    expect(result.category).toBe('B');
    // z −0.5 onto mean 70 and spread 12: 64.
    const other = curvedGrade({ rawScore: 56, method: 5, classMean: 60, classStdDev: 8, targetMean: 70, targetStdDev: 12 });
    expect(other.value).toBeCloseTo(64, 10);
    expect(other.details.zScore).toBeCloseTo(-0.5, 10);
  });

  it('gives a z-score only where the class mean and standard deviation are both given', () => {
    expect(curvedGrade({ rawScore: 68, method: 3, classMean: 65 }).details).not.toHaveProperty('zScore');
    expect(curvedGrade({ rawScore: 68, method: 1, flatPoints: 5 }).details).not.toHaveProperty('zScore');
  });

  it('clamps the curved score to 0–100%, so fewer points are added than the curve asked', () => {
    const high = curvedGrade({ rawScore: 95, method: 1, flatPoints: 10 });
    expect(high.value).toBe(100);
    expect(high.details.pointsAdded).toBe(5);
    // z = (20 − 70) / 5 = −10; 75 + (−10) × 10 = −25, clamped to 0.
    const low = curvedGrade({ rawScore: 20, method: 5, classMean: 70, classStdDev: 5 });
    expect(low.value).toBe(0);
    expect(low.details.pointsAdded).toBe(-20);
    expect(low.details.zScore).toBe(-10);
  });

  it('ignores the parameters of other methods', () => {
    const result = calculate('grade-curve', { rawScore: 64, method: 4, flatPoints: 'x', classStdDev: -1 });
    expect(result.value).toBe(80);
  });

  describe('invalid input', () => {
    it.each([
      [{ rawScore: 68, method: 1 }, 'flatPoints', 'required', messages.required('Points to Add')],
      [{ rawScore: 68, method: 2 }, 'highestScore', 'required', messages.required('Highest Score in Class')],
      [{ rawScore: 68, method: 3 }, 'classMean', 'required', messages.required('Class Average')],
      [{ rawScore: 68, method: 5, classMean: 60 }, 'classStdDev', 'required', messages.required('Class Standard Deviation')],
      [{ rawScore: 68, method: 2, highestScore: 0 }, 'highestScore', 'out_of_domain', messages.greaterThanZero('Highest Score in Class')],
      [{ rawScore: 68, method: 5, classMean: 60, classStdDev: 0 }, 'classStdDev', 'out_of_domain', messages.greaterThanZero('Class Standard Deviation')],
      [{ rawScore: 68, method: 5, classMean: 60, classStdDev: 8, targetStdDev: -10 }, 'targetStdDev', 'out_of_domain', messages.notNegative('Target Standard Deviation')],
      [{ rawScore: -4, method: 4 }, 'rawScore', 'out_of_domain', messages.notNegative('Your Score')],
      [{ rawScore: 68, method: 6 }, 'method', 'out_of_domain', messages.notAnOption('Curve Method')],
      [{ method: 1, flatPoints: 5 }, 'rawScore', 'required', messages.required('Your Score')],
      [{ rawScore: 68, method: 5, classMean: 60, classStdDev: 1e-320 }, 'classStdDev', 'out_of_domain', messages.resultTooLarge('Class Standard Deviation')],
    ])('rejects %o (%s: %s)', (given, field, code, message) => {
      expect(() => calculate('grade-curve', given)).toThrow(expect.objectContaining({ field, code, message }));
    });

    it('requires the method\'s parameters when compute is called without validation', () => {
      expect(() => gradeCurve.compute({ rawScore: 68, method: 5, classMean: 60 })).toThrow(
        expect.objectContaining({ field: 'classStdDev', code: 'required' }),
      );
    });
  });

  describe('properties', () => {
    test.prop([anyCurve])('gives a finite curved score within 0–100% and its letter', (given) => {
      const { value, category, details } = curvedGrade(given);
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(100);
      expect(details.pointsAdded).toBeCloseTo(details.curvedScore - given.rawScore, 10);
      expect(category).toBe(details.letterGrade);
      if (details.zScore !== undefined) expect(Number.isFinite(details.zScore)).toBe(true);
    });

    test.prop([percent])('the square root never lowers a score', (rawScore) => {
      expect(curvedGrade({ rawScore, method: 4 }).details.pointsAdded).toBeGreaterThanOrEqual(0);
    });

    test.prop([anyCurve])('does not modify its inputs', (given) => {
      const copy = structuredClone(given);
      curvedGrade(Object.freeze(given));
      expect(given).toEqual(copy);
    });
  });
});
