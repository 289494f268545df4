import { approximate, decimal, decimalTerm } from './numbers.js';
import type { StepContext, WorkedStep } from './types.js';

/** The engine's `method` codes. */
const METHOD = { flat: 1, highestTo100: 2, linearToMean: 3, squareRoot: 4, bell: 5 } as const;

/**
 * Worked steps of the grade-curve calculator, for the method chosen: flat points, highest score to 100, shift
 * to a target average, square root, or bell curve (z-score). A curve that passes 100% or falls below 0% is
 * capped, and the formula says so.
 * @param context - `rawScore`, `method` and that method's inputs, with the result
 * @returns the steps, ending with the curved score
 * @example
 * gradeCurveSteps(context); // [{ label: 'Curved score (flat points)', expression: '68 + 10', value: '78%' }]
 */
export function gradeCurveSteps(context: StepContext): WorkedStep[] {
  const raw = context.number('rawScore');
  const rawText = decimal(raw);
  const steps: WorkedStep[] = [];
  let method: string;
  let expression: string;
  let curved: number;
  switch (context.number('method')) {
    case METHOD.highestTo100: {
      const highest = context.number('highestScore');
      method = 'highest score becomes 100';
      expression = `${rawText} + (100 − ${decimal(highest)})`;
      curved = raw + (100 - highest);
      break;
    }
    case METHOD.linearToMean: {
      const target = context.number('targetMean', 75);
      const mean = context.number('classMean');
      method = 'shift to the target average';
      expression = `${rawText} + (${decimal(target)} − ${decimal(mean)})`;
      curved = raw + (target - mean);
      break;
    }
    case METHOD.squareRoot:
      method = 'square root';
      expression = `10 × √${rawText}`;
      curved = 10 * Math.sqrt(raw);
      break;
    case METHOD.bell: {
      const mean = context.number('classMean');
      const spread = context.number('classStdDev');
      const target = context.number('targetMean', 75);
      const targetSpread = context.number('targetStdDev', 10);
      const z = context.detail('zScore');
      steps.push({ label: 'Your z-score', expression: `(${rawText} − ${decimal(mean)}) / ${decimal(spread)}`, value: approximate(z) });
      method = 'bell curve';
      expression = `${decimal(target)} + ${decimalTerm(z)} × ${decimal(targetSpread)}`;
      curved = target + z * targetSpread;
      break;
    }
    default: {
      const points = context.number('flatPoints');
      method = 'flat points';
      expression = `${rawText} + ${decimal(points)}`;
      curved = raw + points;
    }
  }
  // No curve takes a score past 100% or below 0%.
  if (curved > 100) expression = `min(100, ${expression})`;
  else if (curved < 0) expression = `max(0, ${expression})`;
  return [...steps, { label: `Curved score (${method})`, expression, value: context.primary() }];
}
