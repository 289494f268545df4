import { categoryDisclaimers } from '../../disclaimers.js';
import { formatNumber } from '../../format.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail, percent, primaryNumber } from '../../result-reading.js';

const points = (value: number) => `${formatNumber(value, 2)} ${Math.abs(value) === 1 ? 'point' : 'points'}`;

export const gradeCurve: CalculatorDefinition = {
  slug: 'grade-curve',
  aliases: ['grade-curve-calculator', 'curve-grades', 'curve-calculator', 'bell-curve', 'test-curve', 'curved-grade'],
  title: 'Grade Curve Calculator',
  description:
    'See what a curve does to your test score: flat points, highest score to 100, a new class average, square root or bell curve.',
  category: 'education',
  inputs: {
    rawScore: { label: 'Your Score', placeholder: 'e.g. 68', unit: '%', step: 0.1, uiDefault: 68 },
    method: {
      label: 'Curve Method',
      uiDefault: 1,
      optionLabels: {
        1: 'Flat points',
        2: 'Highest score becomes 100',
        3: 'Shift to target average',
        4: 'Square root',
        5: 'Bell curve (z-score)',
      },
    },
    flatPoints: { label: 'Points to Add', placeholder: 'e.g. 5', unit: '%', step: 0.5, uiDefault: 5 },
    highestScore: { label: 'Highest Score in Class', placeholder: 'e.g. 92', unit: '%', step: 0.1 },
    classMean: { label: 'Class Average', placeholder: 'e.g. 65', unit: '%', step: 0.1 },
    classStdDev: {
      label: 'Class Standard Deviation',
      placeholder: 'e.g. 8',
      unit: '%',
      step: 0.1,
      help: 'How spread out the scores are; instructors often post it with the average.',
    },
    targetMean: {
      label: 'Target Average',
      placeholder: 'e.g. 75',
      unit: '%',
      step: 0.1,
      uiDefault: 75,
      help: 'The class average the instructor wants after the curve.',
    },
    targetStdDev: { label: 'Target Standard Deviation', placeholder: 'e.g. 10', unit: '%', step: 0.1, uiDefault: 10 },
  },
  formula: {
    expression:
      'flat: C = R + k;   highest to 100: C = R + (100 − H);   shift: C = R + (T − M);   square root: C = 10 × √R;   bell: C = T + (R − M) ÷ σ × τ;   C is then kept within 0–100',
    symbols: [
      { symbol: 'C', meaning: 'your curved score, in percent' },
      { symbol: 'R', meaning: 'your raw score, in percent' },
      { symbol: 'k', meaning: 'points added to every score' },
      { symbol: 'H', meaning: 'highest raw score in the class' },
      { symbol: 'T', meaning: 'target class average after the curve' },
      { symbol: 'M', meaning: 'class average before the curve' },
      { symbol: 'σ', meaning: 'standard deviation of the class scores before the curve' },
      { symbol: 'τ', meaning: 'target standard deviation after the curve' },
    ],
    text: 'Each method moves scores up by a rule: the same points for everyone, enough to lift the top score to 100, enough to move the class average to a target, a square root that helps low scores most, or a rescaling that keeps your place relative to the class average.',
  },
  examples: [
    { description: 'A 68 with 10 points added to every score', inputs: { rawScore: 68, method: 1, flatPoints: 10 } },
    { description: 'A 68 when the top score in the class was 92', inputs: { rawScore: 68, method: 2, highestScore: 92 } },
    {
      description: 'A 68 when the class averaged 65 and the target average is 75',
      inputs: { rawScore: 68, method: 3, classMean: 65, targetMean: 75 },
    },
    { description: 'A 64 on a square-root curve', inputs: { rawScore: 64, method: 4 } },
    {
      description: 'A 68 on a bell curve: class average 60, standard deviation 8, target 75 ± 10',
      inputs: { rawScore: 68, method: 5, classMean: 60, classStdDev: 8, targetMean: 75, targetStdDev: 10 },
    },
    { description: 'A 95 with 10 points added, capped at 100', inputs: { rawScore: 95, method: 1, flatPoints: 10 } },
  ],
  disclaimer: categoryDisclaimers.education,
  interpret(result) {
    const curved = primaryNumber(result);
    const added = numberDetail(result, 'pointsAdded');
    if (curved === undefined || added === undefined) return 'Enter your score and the curve details to see your adjusted score.';
    const raw = curved - added;
    const letter = result.details['letterGrade'];
    const letterText = typeof letter === 'string' ? ` (${letter})` : '';
    let change: string;
    if (added > 0) change = `${points(added)} above your raw score of ${percent(raw)}`;
    else if (added < 0) change = `${points(-added)} below your raw score of ${percent(raw)}`;
    else change = `the same as your raw score: this curve does not change it`;
    const sentences = [`Your adjusted score is ${percent(curved)}${letterText}, ${change}.`];
    if (curved === 100 && added > 0) sentences.push('No curve takes a score above 100%, so it stops there.');
    if (curved === 0 && added < 0) sentences.push('No curve takes a score below 0%, so it stops there.');
    const z = numberDetail(result, 'zScore');
    if (z !== undefined && z !== 0) {
      const side = z > 0 ? 'above' : 'below';
      const deviations = Math.abs(z) === 1 ? 'standard deviation' : 'standard deviations';
      sentences.push(`You scored ${formatNumber(Math.abs(z), 2)} ${deviations} ${side} the class average; the bell curve keeps your place relative to the new average.`);
    } else if (z === 0) {
      sentences.push('You scored exactly the class average, so the bell curve gives you the target average.');
    }
    return sentences.join(' ');
  },
  keywords: [
    'grade curve', 'curve my grade', 'curve calculator', 'bell curve grades', 'curved grade', 'square root curve',
    'test curve', 'exam curve', 'z score grade', 'curve grades', 'grading on a curve', 'grade curve calulator',
    'how does a curve work', 'how much will the curve help',
  ],
  related: ['grade', 'gpa', 'percentage', 'standard-deviation'],
  outputLabels: {
    curvedScore: 'Curved score',
    pointsAdded: 'Points added',
    letterGrade: 'Letter grade after the curve',
    zScore: 'z-score (standard deviations from the class average)',
  },
};
