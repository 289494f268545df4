import { formatNumber } from '@calchub/catalogue';

/** An amount of money as a result: the site's money format ("$1,234.57"), the same the result panel shows. */
export { money } from '@calchub/catalogue';

/** The minus sign of a printed formula (U+2212), as in "11,115.75 − 10,000". */
const MINUS = '−';

/** Decimals of rates, factors and other intermediates that are not money. */
const RATE_DECIMALS = 6;

/**
 * A number as it appears in a formula: thousands separators, at most `places` decimals, a real minus sign.
 * @param value - the unrounded number
 * @param places - decimals at most (6 by default, enough for a monthly rate)
 * @returns the number as text
 * @example
 * decimal(7 / 100 / 12); // '0.005833'
 * decimal(-2.5); // '−2.5'
 */
export function decimal(value: number, places = RATE_DECIMALS): string {
  const text = formatNumber(Math.abs(value), places);
  return value < 0 && /[1-9]/.test(text) ? `${MINUS}${text}` : text;
}

/**
 * A number inside a formula, in parentheses when negative so that "× (−2.5)" never reads as a subtraction.
 * @param value - the unrounded number
 * @param places - decimals at most
 * @returns the operand as text
 * @example
 * decimalTerm(-0.25); // '(−0.25)'
 */
export function decimalTerm(value: number, places = RATE_DECIMALS): string {
  const text = decimal(value, places);
  return text.startsWith(MINUS) ? `(${text})` : text;
}

/**
 * A number written as an exponent: no thousands separators ("^3650", not "^3,650"), negatives in parentheses.
 * @param value - the exponent
 * @returns the exponent as text
 * @example
 * exponent(3650); // '3650'
 */
export function exponent(value: number): string {
  return decimalTerm(value).replace(/,/g, '');
}

/**
 * An amount of money inside a formula: cents when there are any, none for whole dollars, no "$".
 * @param value - dollars, unrounded
 * @returns the amount as text
 * @example
 * moneyTerm(10000); // '10,000'
 * moneyTerm(308.770969); // '308.77'
 * moneyTerm(1970.3); // '1,970.30'
 */
export function moneyTerm(value: number): string {
  const cents = Math.round(Math.abs(value) * 100);
  const text = cents % 100 === 0 ? formatNumber(cents / 100, 0) : formatNumber(Math.abs(value), 2, true);
  return value < 0 && cents !== 0 ? `(${MINUS}${text})` : text;
}

/** True when `shown` (formatted `value`) is not the value itself, beyond floating-point noise. */
function isRounded(value: number, shown: string): boolean {
  const parsed = Number(shown.replace(/,/g, '').replace(MINUS, '-'));
  return Math.abs(parsed - value) > 1e-9 * Math.max(1, Math.abs(value));
}

/**
 * An intermediate result (a rate, a factor, a length of time), with "≈ " in front when the text rounds it.
 * Outputs of the engine are not marked: they appear exactly as the result panel shows them.
 * @param value - the unrounded number
 * @param unit - a unit written after the number ("mL", "years"), if any
 * @param places - decimals at most
 * @returns the value as text
 * @example
 * approximate(7 / 100 / 12); // '≈ 0.005833'
 * approximate(36); // '36'
 * approximate(3160, 'mL'); // '3,160 mL'
 */
export function approximate(value: number, unit?: string, places = RATE_DECIMALS): string {
  const text = decimal(value, places);
  const withUnit = unit ? `${text} ${unit}` : text;
  return isRounded(value, text) ? `≈ ${withUnit}` : withUnit;
}

/**
 * Joins terms into a sum, turning "+ −x" into "− x" so that the formula reads as written by hand.
 * @param terms - numbers as text, each possibly starting with the minus sign
 * @returns the sum as text
 * @example
 * sum(['−10,000', '3,000', '−500']); // '−10,000 + 3,000 − 500'
 */
export function sum(terms: readonly string[]): string {
  return terms
    .map((term, index) => {
      const bare = term.startsWith(`(${MINUS}`) && term.endsWith(')') ? term.slice(1, -1) : term;
      if (index === 0) return bare;
      return bare.startsWith(MINUS) ? `${MINUS} ${bare.slice(1)}` : `+ ${bare}`;
    })
    .join(' ');
}
