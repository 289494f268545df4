import { applicable, outputsWhatIf, stepWithin } from './what-if-text.js';
import type { InsightContext } from './types.js';

/** Assignment rows the calculator has. */
const ROWS = 6;
/** Averages on the rest of the course in the what-ifs. */
const GOOD_AVERAGE = 90;
const FAIR_AVERAGE = 70;
/** Points added to or taken from the heaviest assignment. */
const SCORE_STEP = 5;

/**
 * What-ifs of the grade calculator: with weight still to come, the course grade at 90% and 70% on the rest; otherwise 5 points more and less on the heaviest assignment.
 * @param context - the assignments' grades and weights, `targetGrade` and the result
 * @returns the what-if sentences
 * @example
 * gradeInsights(context)[0];
 * // 'Scoring 90% on the remaining 25%, the weighted grade would be 87.75% (0.75 percentage points more) and the letter grade would stay B+.'
 */
export function gradeInsights(context: InsightContext): string[] {
  const rows = Array.from({ length: ROWS }, (_, index) => index + 1);
  const outputs = [{ name: 'weightedGrade', words: 'the weighted grade' }, { name: 'letterGrade', words: 'the letter grade' }];
  const total = context.detail('totalWeight') ?? 0;
  const free = rows.find((row) => context.optionalNumber(`score${row}`) === undefined);
  if (total < 100 && free !== undefined) {
    const rest = context.fact('Weight still to come', 100 - total, '%');
    const on = (average: number) =>
      outputsWhatIf(context, { [`score${free}`]: average, [`weight${free}`]: 100 - total },
        `Scoring ${context.fact('Average on the rest in the what-if', average, '%')} on the remaining ${rest}`, outputs);
    return applicable([on(GOOD_AVERAGE), on(FAIR_AVERAGE)]);
  }
  // As in the engine, a score counts only with its weight.
  const given = rows.filter((row) => context.optionalNumber(`score${row}`) !== undefined && context.optionalNumber(`weight${row}`) !== undefined);
  const heaviest = given.reduce((top, row) => (context.number(`weight${row}`) > context.number(`weight${top}`) ? row : top), given[0] ?? 1);
  const score = context.number(`score${heaviest}`);
  const at = (value: number) =>
    outputsWhatIf(context, { [`score${heaviest}`]: value }, `With ${context.fact('Score of the heaviest assignment in the what-if', value, '%')} on your heaviest assignment`, outputs);
  return applicable([at(stepWithin(score, SCORE_STEP, 0, 150)), at(stepWithin(score, -SCORE_STEP, 0, 150))]);
}
