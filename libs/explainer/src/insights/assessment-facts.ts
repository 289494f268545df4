import { formatQuantity } from '@calchub/catalogue';
import type { Fact } from '../facts.js';
import { numberKey, shownNumbers } from './shown-numbers.js';

/** Characters of the assessment quoted before a figure in its fact's label, enough to say what the figure is. */
const QUOTE_LENGTH = 48;

/**
 * The numbers a fact shows once formatted ("$1,970.30/month" shows "1,970.30").
 * @param fact - a fact
 * @returns its numbers as written
 * @example
 * factNumbers({ label: 'Monthly payment', value: 308.770969, unit: '$', decimals: 2 }); // ['308.77']
 */
export function factNumbers(fact: Fact): string[] {
  return shownNumbers(formatQuantity(fact.value, fact.unit, fact.decimals)).map((number) => number.text);
}

/**
 * Facts for the figures the catalogue's assessment quotes beyond the inputs and outputs: a threshold it compares
 * with ("3.5 or more"), an income it derives ("at least $7,036.77 a month"), a conversion ("34.9 lb"). Each is
 * labelled with the words that precede it, and its value is the figure as written, the only one the assessment
 * gives.
 * @param assessment - the catalogue's `interpret(result)`
 * @param known - the facts gathered so far
 * @returns facts for the figures no known fact shows
 * @example
 * assessmentFacts('Lenders want at most 28% of income.', [])[0];
 * // { label: 'Quoted in the assessment: "Lenders want at most 28%"', value: 28, unit: '%', decimals: 0 }
 */
export function assessmentFacts(assessment: string, known: readonly Fact[]): Fact[] {
  const shown = new Set(known.flatMap(factNumbers).map(numberKey));
  const facts: Fact[] = [];
  for (const { text, index } of shownNumbers(assessment)) {
    if (shown.has(numberKey(text))) continue;
    shown.add(numberKey(text));
    const isMoney = assessment.slice(Math.max(0, index - 1), index) === '$';
    const signIndex = index - (isMoney ? 2 : 1);
    const negative = signIndex >= 0 && assessment[signIndex] === '-';
    const isPercent = assessment[index + text.length] === '%';
    const value = (negative ? -1 : 1) * Number(text.replace(/,/g, ''));
    const quote = assessment.slice(Math.max(0, index - QUOTE_LENGTH), index + text.length + (isPercent ? 1 : 0));
    const label = `Quoted in the assessment: "${quote.replace(/^\S*\s/, '').trim()}"`;
    const decimals = text.split('.')[1]?.length ?? 0;
    const unit = isMoney ? '$' : isPercent ? '%' : undefined;
    facts.push(unit === undefined ? { label, value, decimals } : { label, value, unit, decimals });
  }
  return facts;
}
