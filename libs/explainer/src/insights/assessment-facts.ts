import { dateFact } from '../fact-display.js';
import type { Fact } from '../facts.js';
import { explained } from '../number-check/check-numbers.js';
import { writtenNumbers, type WrittenNumber } from '../number-check/written-numbers.js';

/** Characters of the assessment quoted before a figure in its fact's label, enough to say what the figure is. */
const QUOTE_LENGTH = 48;

function two(value: number | undefined): string {
  return String(value ?? 0).padStart(2, '0');
}

function quotedFact(label: string, written: WrittenNumber): Fact {
  if (written.kind === 'date') {
    // A date the assessment names in full (the day it counts from) is one calendar day; a partial one is no fact.
    return dateFact(label, `${written.year ?? ''}-${two(written.month)}-${two(written.day)}`);
  }
  const decimals = Math.max(0, written.decimals);
  const unit = written.money ? '$' : written.percent ? '%' : undefined;
  return unit === undefined ? { label, value: written.value, decimals } : { label, value: written.value, unit, decimals };
}

/**
 * Facts for the figures the catalogue's assessment quotes beyond the inputs and outputs: a threshold it compares
 * with ("3.5 or more"), an income it derives ("at least $7,036.77 a month"), a share it works out ("20% of the
 * principal"), a count in words ("the four formulas"), the day it counts from. The assessment is read as the
 * number check reads an answer, and a figure becomes a fact only when no fact explains it by the check's rules;
 * its value, unit (money, percent or none) and decimals are the figure's as written, the only ones the assessment
 * gives, and it is labelled with the words that precede it.
 * @param assessment - the catalogue's `interpret(result)`
 * @param known - the facts gathered so far
 * @returns facts for the figures no known fact explains
 * @example
 * assessmentFacts('Lenders want at most 28% of income.', [])[0];
 * // { label: 'Quoted in the assessment: "Lenders want at most 28%"', value: 28, unit: '%', decimals: 0 }
 */
export function assessmentFacts(assessment: string, known: readonly Fact[]): Fact[] {
  const facts: Fact[] = [];
  for (const written of writtenNumbers(assessment)) {
    if (explained(written, [...known, ...facts])) continue;
    // A date without its day or year names no one day, so it cannot be a fact: the check will reject it.
    if (written.kind === 'date' && (written.year === undefined || written.day === undefined)) continue;
    const quote = assessment.slice(Math.max(0, written.index - QUOTE_LENGTH), written.index + written.text.length);
    facts.push(quotedFact(`Quoted in the assessment: "${quote.replace(/^\S*\s/, '').trim()}"`, written));
  }
  return facts;
}
