import { calculate, type RawInputs } from '@calchub/calc-engine';
import { describe, expect, it } from 'vitest';
import { gpa } from '../../generated/described/gpa.js';
import { gradeCurve } from '../../generated/described/grade-curve.js';

function interpretation(inputs: RawInputs): string {
  return gradeCurve.interpret(calculate('grade-curve', inputs), inputs);
}

describe('grade curve: the adjusted score against the raw one', () => {
  it('counts the points the curve adds, one point in the singular, also when the subtraction leaves a binary remainder', () => {
    expect(interpretation({ rawScore: 68, method: 1, flatPoints: 10 })).toBe('Your adjusted score is 78% (C+), 10 points above your raw score of 68%.');
    // 64.27 − 63.27 is 1.0000000000000071 in binary: still one point.
    expect(interpretation({ rawScore: 63.27, method: 1, flatPoints: 1 })).toBe('Your adjusted score is 64.27% (D), 1 point above your raw score of 63.27%.');
  });

  it('says where the cap at 0% or 100% stops the curve, and where the score does not move', () => {
    expect(interpretation({ rawScore: 95, method: 1, flatPoints: 10 })).toBe(
      'Your adjusted score is 100% (A+), 5 points above your raw score of 95%. No curve takes a score above 100%, so it stops there.',
    );
    expect(interpretation({ rawScore: 20, method: 5, classMean: 70, classStdDev: 5 })).toBe(
      'Your adjusted score is 0% (F), 20 points below your raw score of 20%. No curve takes a score below 0%, so it stops there. You scored 10 standard deviations below the class average; the bell curve keeps your place relative to the new average.',
    );
    expect(interpretation({ rawScore: 100, method: 4 })).toBe('Your adjusted score is 100% (A+), the same as your raw score: this curve does not change it.');
  });

  it('places a bell-curved score in standard deviations from the class average', () => {
    expect(interpretation({ rawScore: 68, method: 5, classMean: 60, classStdDev: 8 })).toBe(
      'Your adjusted score is 85% (B), 17 points above your raw score of 68%. You scored 1 standard deviation above the class average; the bell curve keeps your place relative to the new average.',
    );
    expect(interpretation({ rawScore: 75, method: 5, classMean: 75, classStdDev: 8 })).toBe(
      'Your adjusted score is 75% (C), the same as your raw score: this curve does not change it. You scored exactly the class average, so the bell curve gives you the target average.',
    );
  });
});

describe('an assessment of inputs as an address carries them', () => {
  it('reads numbers typed as text as numbers, as the page sends them to be explained', () => {
    const typed = { rawScore: '68', method: '5', classMean: '60', classStdDev: '8' };
    expect(gradeCurve.interpret(calculate('grade-curve', typed), typed)).toBe(interpretation({ rawScore: 68, method: 5, classMean: 60, classStdDev: 8 }));
    expect(gradeCurve.interpret(calculate('grade-curve', typed), typed)).toContain('above your raw score of 68%.');
  });
});

describe('gpa: the band, the letter average and the advice', () => {
  const reading = (inputs: RawInputs) => gpa.interpret(calculate('gpa', inputs), inputs);

  it('writes the GPA with two decimals, trailing zeros too, and one credit in the singular', () => {
    expect(reading({ course1Grade: 4, course1Credits: 1 })).toBe(
      'A GPA of 4.00 over 1 credit is excellent. That is an A average. It meets the bar of most honors programs, scholarships and graduate schools.',
    );
  });

  it('places a GPA between two letters, or above a straight A where an A+ counts 4.3', () => {
    expect(reading({ course1Grade: 4, course1Credits: 3, course2Grade: 3, course2Credits: 4 })).toBe(
      'A GPA of 3.43 over 7 credits is good. That is between a B+ (3.3) and an A- (3.7) average. Many honors programs and selective graduate schools look for 3.5 or more.',
    );
    expect(reading({ course1Grade: 4.3, course1Credits: 3, aPlusValue: 4.3 })).toMatch(/^A GPA of 4\.30 over 3 credits is excellent\. It is above a straight-A 4\.0/);
  });
});
