import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec, TextInputSpec } from '../../types.js';

/** Which way to convert: a number to its Roman numeral, or a Roman numeral to its number. */
export const ROMAN_NUMERAL_MODE = { toRoman: 1, toNumber: 2 } as const;

export interface RomanNumeralInputs {
  /** 1 number to Roman, 2 Roman to number. */
  readonly mode: number;
  /** A whole number from 1 to 3999 (mode 1). */
  readonly number?: number;
  /** A Roman numeral in standard form, in capitals or not (mode 2). */
  readonly numeral?: string;
}

export interface RomanNumeralDetails extends Record<string, number | string> {
  /** The numeral in standard form, in capitals. */
  readonly romanNumeral: string;
  readonly number: number;
}

/** The symbols of the standard form, largest first, with the six subtractive pairs (Excel ROMAN, form 0). */
const SYMBOLS: readonly (readonly [string, number])[] = [
  ['M', 1000], ['CM', 900], ['D', 500], ['CD', 400], ['C', 100], ['XC', 90], ['L', 50], ['XL', 40], ['X', 10], ['IX', 9],
  ['V', 5], ['IV', 4], ['I', 1],
];
/** The standard form: at most three of a symbol in a row, and only IV, IX, XL, XC, CD and CM subtract. */
const STANDARD_FORM = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;

const mode = {
  name: 'mode', label: 'Convert', type: 'select', required: false, default: ROMAN_NUMERAL_MODE.toRoman,
  options: [ROMAN_NUMERAL_MODE.toRoman, ROMAN_NUMERAL_MODE.toNumber],
  optionLabels: { 1: 'Number to Roman', 2: 'Roman to number' }, uiDefault: ROMAN_NUMERAL_MODE.toRoman,
  help: 'Which way to convert.',
} as const satisfies SelectInputSpec;
const number = {
  name: 'number', label: 'Number', type: 'number', required: true, checked: true, integer: true, min: 1, max: 3999, step: 1,
  visibleWhen: { input: 'mode', equals: [ROMAN_NUMERAL_MODE.toRoman] }, uiDefault: 2026, placeholder: 'e.g. 2026',
  help: 'A whole number from 1 to 3999: the standard numerals have no zero and stop below 4000.',
} as const satisfies NumberInputSpec;
const numeral = {
  name: 'numeral', label: 'Roman Numeral', type: 'text', required: true, maxLength: 100,
  visibleWhen: { input: 'mode', equals: [ROMAN_NUMERAL_MODE.toNumber] }, uiDefault: 'MMXXVI', placeholder: 'e.g. MCMXCIV',
  help: 'Capitals or small letters: mcmxciv is MCMXCIV.',
} as const satisfies TextInputSpec;

/** The standard symbols of a whole number from 1 to 3999, largest first ("CM", "XC", "IV" for 994). */
function symbolsOf(value: number): string[] {
  const symbols: string[] = [];
  let rest = value;
  for (const [symbol, worth] of SYMBOLS) {
    while (rest >= worth) {
      symbols.push(symbol);
      rest -= worth;
    }
  }
  return symbols;
}

/** The value of a numeral in standard form, reading its symbols left to right, a subtractive pair as one. */
function valueOf(standard: string): number {
  let total = 0;
  let at = 0;
  for (const [symbol, worth] of SYMBOLS) {
    while (standard.startsWith(symbol, at)) {
      total += worth;
      at += symbol.length;
    }
  }
  return total;
}

const worthOf = (symbol: string) => SYMBOLS.find(([candidate]) => candidate === symbol)?.[1] ?? 0;
const isToNumber = ({ mode: chosen }: RomanNumeralInputs) => chosen === ROMAN_NUMERAL_MODE.toNumber;
const symbolsIn = (details: Readonly<Record<string, DetailValue>>) => symbolsOf(Number(details['number']));

export const romanNumeral = defineCalculator<RomanNumeralInputs, RomanNumeralDetails>({
  slug: 'roman-numeral',
  inputs: [mode, number, numeral],
  outputs: [
    { name: 'romanNumeral', type: 'string', label: 'Roman numeral', words: 'the numeral' },
    { name: 'number', type: 'number', label: 'Number', decimals: 0 },
  ],
  primary: 'romanNumeral',
  compute(inputs) {
    let value: number;
    if (isToNumber(inputs)) {
      const standard = (inputs.numeral ?? '').trim().toUpperCase();
      // An empty numeral matches the pattern (every part may be empty), but it is no number: standard numerals have no zero.
      if (standard === '' || !STANDARD_FORM.test(standard)) {
        throw new CalculatorInputError(
          'syntax',
          `${numeral.label} must be a standard Roman numeral from I to MMMCMXCIX: the letters I, V, X, L, C, D and M, largest first, `
            + 'no more than three alike in a row, and IV, IX, XL, XC, CD or CM for 4, 9, 40, 90, 400 and 900',
          numeral.name,
        );
      }
      value = valueOf(standard);
    } else {
      value = inputs.number ?? 0;
    }
    const roman = symbolsOf(value).join('');
    return { value: roman, details: { romanNumeral: roman, number: value } };
  },
  intermediates: {
    symbolCount: { value: (_inputs, { romanNumeral: roman }) => String(roman).length },
  },
  solution: [
    {
      label: 'Split {number} into the values of Roman symbols, largest first', expression: '{values}', value: 'number',
      when: (inputs) => !isToNumber(inputs),
    },
    { label: 'Write each value as its symbols', expression: '{symbols}', value: 'romanNumeral', when: (inputs) => !isToNumber(inputs) },
    {
      label: 'Add up the values of its symbols, {symbols}, read left to right with IV, IX, XL, XC, CD and CM as one',
      expression: '{values}', value: 'number', when: isToNumber,
    },
    { label: 'The numeral in standard form, in capitals', expression: '{symbols}', value: 'romanNumeral', when: isToNumber },
  ],
  assessment: {
    of: 'number',
    cases: [
      { when: isToNumber, text: 'The Roman numeral {romanNumeral} stands for {number}: its {symbolCount} letters, read left to right, add up to it.' },
    ],
    bands: [{ text: '{number} is written {romanNumeral} in Roman numerals, with {symbolCount} letters.' }],
    phrases: {
      values: (_inputs, details) => symbolsIn(details).map(worthOf).join(' + '),
      symbols: (_inputs, details) => symbolsIn(details).join(' + '),
    },
  },
  whatIfs: [
    ...[1, 10].map((step) => ({
      lead: 'At {number}',
      change: (inputs: RomanNumeralInputs) =>
        (!isToNumber(inputs) && inputs.number !== undefined && inputs.number + step <= number.max ? { number: inputs.number + step } : undefined),
      outputs: ['romanNumeral'],
    })),
    ...[
      { lead: 'The next numeral, {numeral}', step: 1 },
      { lead: 'The numeral before, {numeral}', step: -1 },
    ].map(({ lead, step }) => ({
      lead,
      change: (inputs: RomanNumeralInputs) => {
        if (!isToNumber(inputs)) return undefined;
        const next = valueOf((inputs.numeral ?? '').trim().toUpperCase()) + step;
        return next >= number.min && next <= number.max ? { numeral: symbolsOf(next).join('') } : undefined;
      },
      outputs: ['number'],
      then: 'stands for {number}',
    })),
  ],
  referenceValues: [
    {
      name: '499 is CDXCIX',
      source: 'Excel ROMAN documentation: ROMAN(499,0) returns CDXCIX, the classic form',
      inputs: { mode: 1, number: 499 }, expected: { number: 499 }, decimals: 0, exact: { romanNumeral: 'CDXCIX' },
    },
    {
      name: '2013 is MMXIII',
      source: 'Excel ROMAN documentation: ROMAN(2013) returns MMXIII',
      inputs: { mode: 1, number: 2013 }, expected: { number: 2013 }, decimals: 0, exact: { romanNumeral: 'MMXIII' },
    },
    {
      name: 'mcmxii is 1912',
      source: 'Excel ARABIC documentation: ARABIC("mcmxii") returns 1912, small letters read as capitals',
      inputs: { mode: 2, numeral: 'mcmxii' }, expected: { number: 1912 }, decimals: 0, exact: { romanNumeral: 'MCMXII' },
    },
    {
      name: '3999 is MMMCMXCIX, the largest standard numeral',
      source: 'computed by hand: 3000 + 900 + 90 + 9 = MMM + CM + XC + IX',
      inputs: { mode: 1, number: 3999 }, expected: { number: 3999 }, decimals: 0, exact: { romanNumeral: 'MMMCMXCIX' },
    },
    {
      name: 'MCMXCIV is 1994',
      source: 'computed by hand: M + CM + XC + IV = 1000 + 900 + 90 + 4 = 1994',
      inputs: { mode: 2, numeral: ' MCMXCIV ' }, expected: { number: 1994 }, decimals: 0, exact: { romanNumeral: 'MCMXCIV' },
    },
  ],
});

/**
 * A whole number from 1 to 3999 as a Roman numeral, or a Roman numeral in standard form as its number.
 * @param inputs - `mode` (1 number to Roman, 2 Roman to number), `number` (mode 1) or `numeral` (mode 2)
 * @returns the numeral in standard form as `value`, and the number in `details`
 * @example
 * romanNumeralOf({ mode: 1, number: 1994 }).value; // 'MCMXCIV'
 */
export function romanNumeralOf(inputs: RomanNumeralInputs): CalculationResult<RomanNumeralDetails> {
  return runCalculator(romanNumeral, inputs);
}
