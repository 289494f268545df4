const WEEKDAYS = 'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
/** A date as the site writes one ("Sunday, October 8, 2023") or as the engine gives it ("2023-10-08"). */
const DATE = new RegExp(`\\b(?:(?:${WEEKDAYS}), )?(?:${MONTHS}) \\d{1,2}, \\d{4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b`, 'g');
/** A number as the site writes one: digits with thousands separators and decimals; the sign and unit are apart. */
const NUMBER = /\d(?:[\d,]*\d)?(?:\.\d+)?/g;

/** A number found in a text: as written, and where. */
export interface ShownNumber {
  /** The digits as written ("1,970.30"), without sign, "$" or unit. */
  readonly text: string;
  readonly index: number;
}

/**
 * The numbers a text shows, dates left out: a date is not a quantity, and the engine gives dates as text, not as
 * facts.
 * @param text - a sentence or a formatted quantity
 * @returns each number as written, with its position
 * @example
 * shownNumbers('Save $147.05 a month for 60 months').map((number) => number.text); // ['147.05', '60']
 */
export function shownNumbers(text: string): ShownNumber[] {
  const withoutDates = text.replace(DATE, (date) => ' '.repeat(date.length));
  return [...withoutDates.matchAll(NUMBER)].map((match) => ({ text: match[0], index: match.index }));
}

/**
 * A number as written, without the trailing zeros of its decimals, so that "3.0" in a sentence and the fact 3
 * shown with up to one decimal ("3") compare equal, as "1,970.30" and "1,970.3" do.
 * @param text - a number as written
 * @returns the same number without trailing decimal zeros
 * @example
 * numberKey('3.0'); // '3'
 */
export function numberKey(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}
