/** A number as written in a text, read as the value it claims. */
export interface WrittenAmount {
  readonly kind: 'amount';
  /** The number as written, sign, currency, percent and scale included ("−$1.2 million", "12%"). */
  readonly text: string;
  /** Where `text` starts in the text read. */
  readonly index: number;
  /** The value claimed, the scale applied ("1.2k" is 1200); negative only when a minus sign is written. */
  readonly value: number;
  /** Decimals the value is written to, the scale counted ("1.2k" has −2: it is rounded to hundreds). */
  readonly decimals: number;
  /** Significant digits written ("1.2k" has 2). */
  readonly significantDigits: number;
  /** Written with a scale: k, thousand, million, billion (or M and bn after a dollar sign). */
  readonly scaled: boolean;
  readonly signed: boolean;
  readonly money: boolean;
  readonly percent: boolean;
  /** A whole number without sign, currency, percent or scale: it may be a year. */
  readonly plain: boolean;
}

/** A date as written; the parts not written are undefined ("October 8" has no year). */
export interface WrittenDate {
  readonly kind: 'date';
  readonly text: string;
  /** Where `text` starts in the text read. */
  readonly index: number;
  readonly year: number | undefined;
  readonly month: number;
  readonly day: number | undefined;
}

export type WrittenNumber = WrittenAmount | WrittenDate;

const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November',
  'December',
];
// Capitalised only: "may" and "march" in lower case are verbs, not months.
const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\\.?';
const ORDINAL = '(?:st|nd|rd|th)?';
const DATE_PATTERNS: readonly { pattern: string; parts: (match: RegExpExecArray) => Omit<WrittenDate, 'kind' | 'text' | 'index'> }[] = [
  {
    pattern: '(\\d{4})-(\\d{2})-(\\d{2})',
    parts: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    // The site writes US English, so 10/8/2023 is October 8.
    pattern: '(\\d{1,2})/(\\d{1,2})/(\\d{4})',
    parts: (m) => ({ month: Number(m[1]), day: Number(m[2]), year: Number(m[3]) }),
  },
  {
    pattern: `(${MONTH})\\s+(\\d{1,2})${ORDINAL}(?:,?\\s+(\\d{4}))?`,
    parts: (m) => ({ month: monthNumber(m[1]), day: Number(m[2]), year: optionalNumber(m[3]) }),
  },
  {
    pattern: `(\\d{1,2})${ORDINAL}\\s+(?:of\\s+)?(${MONTH})(?:,?\\s+(\\d{4}))?`,
    parts: (m) => ({ day: Number(m[1]), month: monthNumber(m[2]), year: optionalNumber(m[3]) }),
  },
  {
    pattern: `(${MONTH})\\s+(\\d{4})`,
    parts: (m) => ({ month: monthNumber(m[1]), day: undefined, year: Number(m[2]) }),
  },
];

const WORD_UNITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven',
  'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const WORD_TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES: Readonly<Record<string, number>> = {
  k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, bn: 1e9, billion: 1e9, hundred: 1e2,
};

const DIGITS = '(?<digits>\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?(?!\\d)|\\d+(?:\\.\\d+)?|\\.\\d+)';
const WORDS = `(?<words>(?:${WORD_TENS.filter(Boolean).join('|')})(?:[-\\s](?:${WORD_UNITS.slice(1, 10).join('|')}))?|${WORD_UNITS.join('|')})`;
const AMOUNT =
  '(?<![\\p{L}\\p{N}_.])' +
  '(?<minus>[-−])?(?<dollar>\\$\\s?)?(?<minusAfterDollar>[-−])?' +
  `(?:${DIGITS}(?<ordinal>st|nd|rd|th)?|${WORDS}(?!\\p{L}))` +
  '(?:(?<percent>\\s?%|\\s+per\\s?cent\\b)' +
  '|(?<scale>[kK](?![\\p{L}\\p{N}])|(?:M|bn)(?![\\p{L}\\p{N}])|\\s+(?:hundred|thousand|million|billion)\\b))?' +
  '(?<dollars>\\s+(?:dollars?|USD)\\b)?';
const DATE = DATE_PATTERNS.map(({ pattern }) => `(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`);
/** "1. ", "2) " at the start of a line: a list marker, not a claim. */
const LIST_MARKER = /^([ \t]*)\d{1,2}[.)](?=[ \t])/gmu;

function monthNumber(name: string | undefined): number {
  const prefix = (name ?? '').slice(0, 3);
  return MONTHS.findIndex((month) => month.startsWith(prefix)) + 1;
}

function optionalNumber(text: string | undefined): number | undefined {
  return text === undefined ? undefined : Number(text);
}

function wordValue(words: string): number {
  const [first = '', second] = words.toLowerCase().split(/[-\s]/);
  const tens = WORD_TENS.indexOf(first);
  if (tens >= 2) return tens * 10 + (second ? WORD_UNITS.indexOf(second) : 0);
  return WORD_UNITS.indexOf(first);
}

function significantDigits(digits: string): number {
  const trimmed = digits.replace(/[,.]/g, '').replace(/^0+/, '');
  const kept = digits.includes('.') ? trimmed : trimmed.replace(/0+$/, '');
  return Math.max(kept.length, 1);
}

function readAmount(match: RegExpExecArray): WrittenAmount | undefined {
  const groups = match.groups ?? {};
  const money = groups['dollar'] !== undefined || groups['dollars'] !== undefined;
  const writtenScale = groups['scale']?.trim();
  // "1.75m" is metres as often as millions: M is a scale only in capitals after a dollar sign.
  const metres = writtenScale?.toLowerCase() === 'm' && (writtenScale === 'm' || !money);
  const scaleWord = metres ? undefined : writtenScale;
  const scale = scaleWord ? (SCALES[scaleWord.toLowerCase()] ?? 1) : 1;
  const digits = groups['digits'];
  const words = groups['words'];
  // "one" is a pronoun as often as a number ("one of the…"), and "1st" is "first": neither claims a figure.
  if (words?.toLowerCase() === 'one' && !scaleWord) return undefined;
  if (digits !== undefined && groups['ordinal'] !== undefined && digits === '1') return undefined;
  const signed = groups['minus'] !== undefined || groups['minusAfterDollar'] !== undefined;
  const mantissa = digits === undefined ? wordValue(words ?? '') : Number(digits.replace(/,/g, ''));
  const writtenDecimals = digits?.includes('.') ? digits.length - digits.indexOf('.') - 1 : 0;
  const percent = groups['percent'] !== undefined;
  const plain = !signed && !money && !percent && !scaleWord && writtenDecimals === 0;
  // A lone 1 ("1 in 20", "1 year") says no more than "one", which is not checked either.
  if (plain && mantissa === 1 && digits !== undefined) return undefined;
  return {
    kind: 'amount',
    index: match.index,
    text: (metres ? match[0].replace(/m$/i, '') : match[0]).trim(),
    value: (signed ? -1 : 1) * mantissa * scale,
    decimals: writtenDecimals - Math.log10(scale),
    significantDigits: digits === undefined ? significantDigits(String(mantissa)) : significantDigits(digits),
    scaled: scale !== 1,
    signed,
    money,
    percent,
    plain,
  };
}

/**
 * Every number written in a text, in order: dates (ISO, US numeric, with a month name), then amounts in digits
 * (with thousands separators, a sign, a dollar sign, a percent sign, a scale) or in words (zero to ninety-nine,
 * with a scale). List markers at the start of a line, "1st", a lone 1 and "one" are left out.
 * @param text - the text to read
 * @returns the numbers found
 * @example
 * writtenNumbers('A $1.2k payment, due 10/8/2023').map((n) => n.text); // ['$1.2k', '10/8/2023']
 */
export function writtenNumbers(text: string): WrittenNumber[] {
  let rest = text.replace(LIST_MARKER, (marker, indent: string) => indent + ' '.repeat(marker.length - indent.length));
  const found: { index: number; number: WrittenNumber }[] = [];
  DATE_PATTERNS.forEach(({ parts }, index) => {
    for (const match of rest.matchAll(new RegExp(DATE[index] ?? '', 'gu'))) {
      const date = parts(match as RegExpExecArray);
      if (date.month < 1 || date.month > 12 || (date.day !== undefined && (date.day < 1 || date.day > 31))) continue;
      found.push({ index: match.index, number: { kind: 'date', text: match[0], ...date, index: match.index } });
      rest = rest.slice(0, match.index) + ' '.repeat(match[0].length) + rest.slice(match.index + match[0].length);
    }
  });
  for (const match of rest.matchAll(new RegExp(AMOUNT, 'giu'))) {
    const amount = readAmount(match);
    if (amount) found.push({ index: match.index, number: amount });
  }
  return found.sort((a, b) => a.index - b.index).map(({ number }) => number);
}
