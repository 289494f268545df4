import { notANumber, notNegative } from '@calchub/calc-engine';
import { feetInchesKeys } from './typed-number.js';
import { joinFeetInches } from './units.js';

/** A height typed as feet and inches: not given, a box that does not read (with its name and why), or inches. */
export type FeetInchesReading =
  | { readonly status: 'missing' }
  | { readonly status: 'invalid'; readonly field: string; readonly message: string }
  | { readonly status: 'value'; readonly inches: number };

/**
 * Reads a height given in US units as feet and inches (`heightFeet`, `heightInches`), as the page's form, its address
 * and the public API give it: either box may be left empty (counted as 0), not both; each must be a number, not
 * negative. The one reading of feet and inches for the page and the API.
 * @param values - the values by name: typed text, or numbers
 * @param name - the height input's name
 * @param label - the height's label, which names the boxes in messages ("Height (feet)")
 * @param read - how a box's text reads as a number (the visitor's number format on the page)
 * @example
 * readFeetInches({ heightFeet: '5', heightInches: '10' }, 'height', 'Height', Number); // { status: 'value', inches: 70 }
 */
export function readFeetInches(
  values: Readonly<Record<string, string | number | undefined>>,
  name: string,
  label: string,
  read: (text: string) => number,
): FeetInchesReading {
  const keys = feetInchesKeys(name);
  const boxes = [
    [keys.feet, values[keys.feet], `${label} (feet)`],
    [keys.inches, values[keys.inches], `${label} (inches)`],
  ] as const;
  const given = boxes.map(([, value]) => (typeof value === 'number' ? value : value?.trim() ?? ''));
  if (given.every((value) => value === '')) return { status: 'missing' };
  const parts: number[] = [];
  for (const [index, [field, , boxLabel]] of boxes.entries()) {
    const value = given[index] ?? '';
    const number = typeof value === 'number' ? value : value === '' ? 0 : read(value);
    if (!Number.isFinite(number)) return { status: 'invalid', field, message: notANumber(boxLabel) };
    if (number < 0) return { status: 'invalid', field, message: notNegative(boxLabel) };
    parts.push(number);
  }
  return { status: 'value', inches: joinFeetInches(parts[0] ?? 0, parts[1] ?? 0) };
}
