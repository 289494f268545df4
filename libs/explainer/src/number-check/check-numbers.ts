import { calendarDay } from '../fact-display.js';
import type { Fact } from '../facts.js';
import { writtenNumbers, type WrittenAmount, type WrittenDate, type WrittenNumber } from './written-numbers.js';

/** The verdict of the number check: every number traced to a fact, or the numbers that were not, as written. */
export type NumberCheck = { readonly ok: true } | { readonly ok: false; readonly unverified: readonly string[] };

/** Relative slack for binary floating point: 308.77 written must equal 308.77 shown. */
const FLOAT_SLACK = 1e-9;

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function near(a: number, b: number, tolerance: number): boolean {
  return Math.abs(a - b) <= tolerance + FLOAT_SLACK * Math.max(1, Math.abs(a), Math.abs(b));
}

function amountMatches(amount: WrittenAmount, fact: Fact): boolean {
  if (calendarDay(fact)) return false;
  if (amount.money && !fact.unit?.startsWith('$')) return false;
  if (amount.percent && !fact.unit?.startsWith('%')) return false;
  const shown = roundTo(fact.value, fact.decimals);
  const references = amount.signed ? [fact.value, shown] : [Math.abs(fact.value), Math.abs(shown)];
  // More decimals than the site shows, or "$1 million" for 1.4 million, claim a precision nobody was given.
  if (amount.decimals > fact.decimals || (amount.scaled && amount.significantDigits < 2)) {
    return near(amount.value, references[1] ?? shown, 0);
  }
  const tolerance = 0.5 * 10 ** -amount.decimals;
  return references.some((reference) => near(amount.value, reference, tolerance));
}

function dateMatches(date: WrittenDate, fact: Fact): boolean {
  const day = calendarDay(fact);
  return (
    day !== undefined &&
    day.month === date.month &&
    (date.day === undefined || date.day === day.day) &&
    (date.year === undefined || date.year === day.year)
  );
}

function yearOfDateFact(amount: WrittenAmount, facts: readonly Fact[]): boolean {
  return amount.plain && facts.some((fact) => calendarDay(fact)?.year === amount.value);
}

/**
 * Whether one number as written is explained by a fact, by the rules of {@link checkNumbers}.
 * @param written - a number read by `writtenNumbers`
 * @param facts - the facts it may come from
 * @returns true when a fact explains it
 * @example
 * const [written] = writtenNumbers('about $309');
 * explained(written, [{ label: 'Monthly payment', value: 308.770969, unit: '$', decimals: 2 }]); // true
 */
export function explained(written: WrittenNumber, facts: readonly Fact[]): boolean {
  return written.kind === 'date'
    ? facts.some((fact) => dateMatches(written, fact))
    : facts.some((fact) => amountMatches(written, fact)) || yearOfDateFact(written, facts);
}

/**
 * Checks that every number in a model's answer comes from the facts it was given. A number passes when it is a
 * fact's value as the site shows it or as people round it:
 *
 * - to the fact's decimals or fewer, whole numbers included, from the value or from its display ("$308.77",
 *   "$309", "24.2" and "24" for 24.2215); more decimals pass only as trailing zeros of the display ("5.0%" for 5%);
 * - with thousands separators or without ("1,234" and "1234"), and with a scale that keeps two significant digits
 *   ("1.2k", "1.2K", "$1.2 million", "$1.2M", "2.1 thousand"); "$1 million" passes only for exactly a million;
 * - money ("$", "dollars") only against money facts (unit `$`, `$/month`...), percentages ("%", "percent") only
 *   against percentage facts (unit `%`, `% of price`...): a
 *   share given as a ratio is not rewritten as a percentage, since that is a calculation the model was told not to do;
 * - with a written minus sign ("-5", "−5") only against the negative fact; without a sign against either sign,
 *   because people write "a loss of $500" for −500;
 * - dates of date facts ({@link dateFact}) as "2023-10-08", "10/8/2023" (US order), "October 8, 2023",
 *   "Oct. 8th", "8 October 2023", "the 8th of October", "October 2023", and the bare year "2023";
 * - numbers in words from zero to ninety-nine, with a scale ("thirty", "twenty-five percent", "two million"),
 *   like digits; ordinal words ("second", "third") are not read.
 *
 * Nothing else is allowed: no rounding to tens or hundreds ("about $300" for $308.77), no unit conversions ("12
 * months" for 1 year, "360 payments" for 30 years), no "1 in 20". Three structural numbers are not read at all:
 * list markers at the start of a line ("1. ", "2) "), "1st", and a lone 1 or "one" ("1 in 20", "one of"), which
 * carry no figure of the computation.
 * @param answer - the model's text
 * @param facts - the facts the prompt gave
 * @returns `{ ok: true }`, or `{ ok: false, unverified }` with each failing number as written, once, in order
 * @example
 * const facts = [{ label: 'Monthly payment', value: 308.770969, unit: '$', decimals: 2 }];
 * checkNumbers('You pay $308.77, about $309 a month.', facts); // { ok: true }
 * checkNumbers('You pay $310 a month, $3,705 a year.', facts); // { ok: false, unverified: ['$310', '$3,705'] }
 */
export function checkNumbers(answer: string, facts: readonly Fact[]): NumberCheck {
  const unverified = writtenNumbers(answer)
    .filter((written) => !explained(written, facts))
    .map((written) => written.text);
  return unverified.length === 0 ? { ok: true } : { ok: false, unverified: [...new Set(unverified)] };
}
