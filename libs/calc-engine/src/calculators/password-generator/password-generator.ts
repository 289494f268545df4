import { inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { uniformDraw, type UniformDraw } from '../../_lib/uniform-random.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the yes/no selects. */
export const INCLUDE = { no: 1, yes: 2 } as const;

export interface PasswordGeneratorInputs {
  /** Characters in each password: 4 to 128. */
  readonly length: number;
  /** 1 no, 2 yes, for each set of characters. */
  readonly uppercase: number;
  readonly lowercase: number;
  readonly numbers: number;
  readonly symbols: number;
  /** 2 leaves out the characters read for one another: I l 1 O 0 o. */
  readonly excludeAmbiguous: number;
  /** How many passwords: 1 to 50. */
  readonly count: number;
}

export interface PasswordGeneratorDetails extends Record<string, number | string> {
  /** The passwords, one per line. */
  readonly passwords: string;
  /** How many characters each one is drawn from. */
  readonly poolSize: number;
  /** length × log₂(pool size): the bits a guesser faces. */
  readonly entropyBits: number;
}

/** The 32 printable ASCII punctuation characters, every one a keyboard types. */
const SYMBOLS = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';
/** Characters read for one another in many fonts. */
const LOOK_ALIKES = new Set('Il1O0o');
/** Passwords drawn for one that has every chosen set: with 4 characters from all four sets, about 1 in 9 has them. */
const MAX_ATTEMPTS = 100_000;

const characterSets = [
  { name: 'uppercase', characters: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' },
  { name: 'lowercase', characters: 'abcdefghijklmnopqrstuvwxyz' },
  { name: 'numbers', characters: '0123456789' },
  { name: 'symbols', characters: SYMBOLS },
] as const;

const length = {
  name: 'length', label: 'Length', type: 'number', required: false, checked: true, integer: true, min: 4, max: 128, default: 16,
  uiDefault: 16, placeholder: 'e.g. 16', help: 'Characters in each password: length adds more strength than any rule about kinds of characters.',
} as const satisfies NumberInputSpec;
const yesNo = (name: string, label: string, help: string) => ({
  name, label, type: 'select', required: false, default: INCLUDE.yes, options: [INCLUDE.no, INCLUDE.yes],
  optionLabels: { 1: 'No', 2: 'Yes' }, uiDefault: INCLUDE.yes, help,
}) as const satisfies SelectInputSpec;
const uppercase = yesNo('uppercase', 'Include A–Z', 'The 26 capital letters.');
const lowercase = yesNo('lowercase', 'Include a–z', 'The 26 small letters.');
const numbers = yesNo('numbers', 'Include 0–9', 'The 10 digits.');
const symbols = yesNo('symbols', 'Include Symbols', 'The 32 punctuation marks on a keyboard, such as ! # % & ? @.');
const excludeAmbiguous = {
  name: 'excludeAmbiguous', label: 'Avoid Look-alikes', type: 'select', required: false, default: INCLUDE.no,
  options: [INCLUDE.no, INCLUDE.yes], optionLabels: { 1: 'No', 2: 'Yes (no I l 1 O 0 o)' },
  uiDefault: INCLUDE.no, help: 'Leaves out I, l, 1, O, 0 and o, for a password someone has to read or type from paper.',
} as const satisfies SelectInputSpec;
const count = {
  name: 'count', label: 'How Many', type: 'number', required: false, checked: true, integer: true, min: 1, max: 50, default: 1,
  uiDefault: 1, placeholder: 'e.g. 1', help: 'How many passwords to generate, up to 50.',
} as const satisfies NumberInputSpec;

/** The chosen sets, each without the look-alikes when they are left out. */
function chosenSets(inputs: PasswordGeneratorInputs): string[] {
  const chosen = characterSets.filter((set) => inputs[set.name] === INCLUDE.yes);
  if (chosen.length === 0) inconsistent('Choose at least one kind of character', uppercase);
  const avoid = inputs.excludeAmbiguous === INCLUDE.yes;
  return chosen.map((set) => [...set.characters].filter((character) => !avoid || !LOOK_ALIKES.has(character)).join(''));
}

/** One password: every character drawn from the whole pool, drawn again until each chosen set is in it. */
function password(draw: UniformDraw, sets: readonly string[], pool: string, size: number): string {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const drawn = Array.from({ length: size }, () => pool[draw.below(pool.length)] as string).join('');
    if (sets.every((set) => [...drawn].some((character) => set.includes(character)))) return drawn;
  }
  throw new Error('No password with every chosen kind of character was drawn');
}

export const passwordGenerator = defineCalculator<PasswordGeneratorInputs, PasswordGeneratorDetails>({
  slug: 'password-generator',
  inputs: [length, uppercase, lowercase, numbers, symbols, excludeAmbiguous, count],
  outputs: [
    { name: 'passwords', type: 'string', label: 'Passwords', words: 'the passwords' },
    { name: 'poolSize', type: 'number', unit: 'characters', label: 'Characters to choose from', decimals: 0, words: 'the characters to choose from' },
    { name: 'entropyBits', type: 'number', unit: 'bits', label: 'Entropy', decimals: 1, words: 'the entropy' },
  ],
  primary: 'passwords',
  drawn: { outputs: ['passwords'], action: 'Generate passwords' },
  compute(inputs) {
    const sets = chosenSets(inputs);
    const pool = sets.join('');
    const draw = uniformDraw();
    const details: PasswordGeneratorDetails = {
      // One per line: a new line is in no set, so the list reads back exactly.
      passwords: Array.from({ length: inputs.count }, () => password(draw, sets, pool, inputs.length)).join('\n'),
      poolSize: pool.length,
      entropyBits: inputs.length * Math.log2(pool.length),
    };
    return { value: details.passwords, details };
  },
  solution: [
    { label: 'Characters to choose from', expression: '{poolParts}', value: 'poolSize' },
    { label: 'Entropy', expression: '{length} × log₂({poolSize})', value: 'entropyBits' },
  ],
  assessment: {
    of: 'entropyBits',
    phrases: {
      // The sizes of the chosen sets, less the look-alikes they lose: "26 + 26 + 10 + 32 − 6".
      poolParts: (inputs) => {
        const chosen = characterSets.filter((set) => Number(inputs[set.name]) === INCLUDE.yes);
        const sizes = chosen.map((set) => set.characters.length).join(' + ');
        const lost = chosen.reduce((sum, set) => sum + [...set.characters].filter((character) => LOOK_ALIKES.has(character)).length, 0);
        return Number(inputs.excludeAmbiguous) === INCLUDE.yes && lost > 0 ? `${sizes} − ${lost}` : sizes;
      },
    },
    bands: [
      {
        below: 60,
        text: 'At {entropyBits}, a guesser must try up to 2 to the power of that many passwords: enough where a site limits attempts, too few against a stolen password file. Add characters.',
      },
      { below: 80, text: 'At {entropyBits}, the password resists online guessing and most offline attacks; a few more characters add a wide margin.' },
      { text: 'At {entropyBits}, the password is far beyond any guessing attack; each added bit doubles the work again. Keep it unique to one site, in a password manager.' },
    ],
  },
  whatIfs: [
    { lead: 'With {length} characters', change: ({ length: size }) => ({ length: size + 4 <= 128 ? size + 4 : size - 4 }), outputs: ['entropyBits'] },
    { lead: 'With symbols too', change: ({ symbols: chosen }) => (chosen === INCLUDE.no ? { symbols: INCLUDE.yes } : undefined), outputs: ['poolSize', 'entropyBits'] },
    {
      lead: 'Without symbols',
      change: ({ symbols: chosen, uppercase: upper, lowercase: lower, numbers: digits }) =>
        chosen === INCLUDE.yes && [upper, lower, digits].includes(INCLUDE.yes) ? { symbols: INCLUDE.no } : undefined,
      outputs: ['poolSize', 'entropyBits'],
    },
    {
      lead: 'Without look-alikes',
      change: ({ excludeAmbiguous: avoid }) => (avoid === INCLUDE.no ? { excludeAmbiguous: INCLUDE.yes } : undefined),
      outputs: ['poolSize', 'entropyBits'],
    },
  ],
  properties: [{ output: 'entropyBits', input: 'length', direction: 'rises' }],
  referenceValues: [
    {
      name: '16 characters from all 94: 104.9 bits',
      source: 'NIST SP 800-63B: entropy of a randomly chosen password, length × log₂(pool); 16 × log₂ 94',
      inputs: { length: 16 }, expected: { entropyBits: 16 * Math.log2(94) }, decimals: 9, exact: { poolSize: 94 },
    },
    {
      name: '20 letters and digits: 62 characters, 119.1 bits',
      source: 'counting: 26 + 26 + 10; 20 × log₂ 62',
      inputs: { length: 20, symbols: 1 }, expected: { entropyBits: 20 * Math.log2(62) }, decimals: 9, exact: { poolSize: 62 },
    },
    {
      name: 'Without I l 1 O 0 o: 88 characters',
      source: 'counting: 94 − 6',
      inputs: { length: 12, excludeAmbiguous: 2 }, expected: { entropyBits: 12 * Math.log2(88) }, decimals: 9, exact: { poolSize: 88 },
    },
    {
      name: 'A 4-digit PIN: 10 digits, 13.3 bits',
      source: 'counting: 10⁴ = 2^13.29 possible PINs',
      inputs: { length: 4, uppercase: 1, lowercase: 1, symbols: 1 }, expected: { entropyBits: 4 * Math.log2(10) }, decimals: 9, exact: { poolSize: 10 },
    },
  ],
});

/**
 * Generates random passwords from the chosen sets of characters, with the Web Crypto API.
 * @param inputs - the length, the sets included, whether to leave out look-alikes, and how many
 * @returns the passwords as `value`, one per line; the pool's size and the entropy in `details`
 * @example
 * generatePasswords({ length: 16, uppercase: 2, lowercase: 2, numbers: 2, symbols: 2, excludeAmbiguous: 1, count: 1 }).details.entropyBits; // 104.87...
 */
export function generatePasswords(inputs: PasswordGeneratorInputs): CalculationResult<PasswordGeneratorDetails> {
  return runCalculator(passwordGenerator, inputs);
}
