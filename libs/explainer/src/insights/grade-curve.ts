import { applicable, outputsWhatIf, stepWithin } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Points added to and taken from the raw score. */
const SCORE_STEP = 5;

/**
 * What-ifs of the grade curve calculator: a raw score 5 points higher and 5 points lower (within 0 to 100); where
 * the cap at 100% hides those, lower scores 5 points apart until two of them move the curved score.
 * @param context - the curve method, `rawScore` and its class figures and the result
 * @returns the what-if sentences
 * @example
 * gradeCurveInsights(context)[0];
 * // 'With a raw score of 73%, the curved score would be 83% (5 percentage points more) and the letter grade would be B.'
 */
export function gradeCurveInsights(context: InsightContext): string[] {
  const raw = context.number('rawScore');
  const outputs = [{ name: 'curvedScore', words: 'the curved score' }, { name: 'letterGrade', words: 'the letter grade' }];
  const at = (value: number) => outputsWhatIf(context, { rawScore: value }, `With a raw score of ${context.fact('Raw score in the what-if', value, '%')}`, outputs);
  const higher = stepWithin(raw, SCORE_STEP, 0, 100);
  const lower = stepWithin(raw, -SCORE_STEP, 0, 100);
  const whatIfs = applicable([...new Set([higher, lower])].map(at));
  // From at most 100, so that the walk down ends after 19 steps whatever raw score (up to the largest number) was given.
  for (let score = Math.min(raw, 100) - 2 * SCORE_STEP; whatIfs.length < 2 && score >= 0; score -= SCORE_STEP) {
    const line = at(score);
    if (line !== undefined) whatIfs.push(line);
  }
  return whatIfs;
}
