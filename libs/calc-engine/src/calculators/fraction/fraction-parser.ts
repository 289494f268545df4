import { CalculatorInputError } from '../../errors/calculator-input-error.js';

/** An exact rational number: BigInt parts, the sign on the numerator, the denominator above 0 (not yet reduced). */
export interface Rational {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** The input a value is read from, named in its errors. */
interface Field {
  readonly name: string;
  readonly label: string;
}

/** A digit group: at most 15 digits, so that every part stays within what people type. */
const D = '(\\d{1,15})';
const SIGN = '([+-]?)';
/** "1 1/2", "-2 3/4": the sign covers the whole number, one or more spaces before the fraction. */
const MIXED = new RegExp(`^${SIGN}${D} +${D}/${D}$`);
/** "3/4", "-7/4", "10 / 4". */
const FRACTION = new RegExp(`^${SIGN}${D} */ *${D}$`);
/** "0.75", ".5", "2.". */
const DECIMAL = new RegExp(`^${SIGN}(?:(\\d{0,15})\\.${D}|${D}\\.)$`);
/** "3". */
const WHOLE = new RegExp(`^${SIGN}${D}$`);

function signed(sign: string | undefined, numerator: bigint, denominator: bigint, field: Field): Rational {
  if (denominator === 0n) throw new CalculatorInputError('out_of_domain', 'The denominator cannot be 0', field.name);
  return { numerator: sign === '-' ? -numerator : numerator, denominator };
}

/**
 * Reads a fraction, a mixed number, a decimal or a whole number exactly, never through floating point.
 * @param text - the value as typed, already trimmed
 * @param field - the input it comes from, named in its errors
 * @returns the value as a numerator and a denominator above 0 (0.75 is 75/100; reduce it yourself)
 * @throws CalculatorInputError `syntax` for text outside the grammar (`3/-4`, `1/2/3`, `abc`), `out_of_domain` for a
 * zero denominator
 * @example
 * readRational('-1 1/2', field); // { numerator: -3n, denominator: 2n }
 */
export function readRational(text: string, field: Field): Rational {
  const mixed = MIXED.exec(text);
  if (mixed) {
    const [, sign, whole = '', top = '', bottom = ''] = mixed;
    return signed(sign, BigInt(whole) * BigInt(bottom) + BigInt(top), BigInt(bottom), field);
  }
  const fraction = FRACTION.exec(text);
  if (fraction) return signed(fraction[1], BigInt(fraction[2] ?? ''), BigInt(fraction[3] ?? ''), field);
  const decimal = DECIMAL.exec(text);
  if (decimal) {
    const [, sign, integer = '', digits, trailing] = decimal;
    // "2." is a whole number; "0.75" is 75 hundredths; ".5" has no whole part.
    if (trailing !== undefined) return signed(sign, BigInt(trailing), 1n, field);
    const places = digits ?? '';
    return signed(sign, BigInt(`${integer}${places}`), 10n ** BigInt(places.length), field);
  }
  const whole = WHOLE.exec(text);
  if (whole) return signed(whole[1], BigInt(whole[2] ?? ''), 1n, field);
  throw new CalculatorInputError(
    'syntax', `${field.label} must be a fraction like 3/4, a mixed number like 1 1/2, a whole number or a decimal`, field.name,
  );
}
