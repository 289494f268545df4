/** The longest page title search engines show in full, and the longest meta description. */
export const TITLE_MAX = 60;
export const DESCRIPTION_MAX = 160;

/** Words that say nothing about which calculator a search wants. */
const STOP_WORDS = new Set([
  'a', 'an', 'and', 'the', 'of', 'for', 'to', 'in', 'on', 'with', 'my', 'your', 'is', 'are', 'what', 'how', 'much', 'do', 'i',
  'calculator', 'calculators', 'calc', 'calculate', 'calculation', 'online', 'free',
]);
/** Words left lower-case inside a title, and words a shortened text must not end on. */
const SMALL_WORDS = new Set(['a', 'an', 'and', 'or', 'the', 'of', 'for', 'to', 'in', 'on', 'with', 'vs', 'per', 'by', 'at']);
const DANGLING = /^(?:[-–—:;,&|/+]|and|or|the|of|for|to|in|on|with|vs|per|by|at|a|an)$/i;

/**
 * A search or a keyword as it is compared: lower case, letters and digits only, single spaces.
 * @example
 * normalQuery('  Mortgage-Payoff   CALC! '); // 'mortgage payoff calc'
 */
export function normalQuery(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * The words of a text that tell calculators apart (no stop words), once each.
 * @example
 * significantWords('How to calculate my mortgage payoff'); // ['mortgage', 'payoff']
 */
export function significantWords(text: string): string[] {
  return [...new Set(normalQuery(text).split(' ').filter((word) => word !== '' && !STOP_WORDS.has(word)))];
}

/**
 * A text cut to at most `max` characters at a word boundary, never inside a word, without a dangling "and", "of" or
 * separator at its end; undefined when not even its first word fits.
 * @example
 * fitWords('Compound Interest and Savings Growth Calculator', 35); // 'Compound Interest and Savings'
 */
export function fitWords(text: string, max: number): string | undefined {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const words = clean.split(' ');
  const kept: string[] = [];
  let length = 0;
  for (const word of words) {
    const next = length === 0 ? word.length : length + 1 + word.length;
    if (next > max) break;
    kept.push(word);
    length = next;
  }
  while (kept.length > 0 && DANGLING.test(kept.at(-1) ?? '')) kept.pop();
  const fitted = kept.join(' ').replace(/[\s,;:–—-]+$/u, '');
  return fitted === '' ? undefined : fitted;
}

/**
 * A meta description of at most {@link DESCRIPTION_MAX} characters: whole sentences when the first ones fit, else
 * whole words and an ellipsis.
 * @example
 * fitDescription('One. ' + 'Two words here. '.repeat(12)).length <= 160; // true, ending at a full stop
 */
export function fitDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(?:\s|$)/g) ?? [];
  let whole = '';
  for (const sentence of sentences) {
    if ((whole + sentence).trim().length > DESCRIPTION_MAX) break;
    whole += sentence;
  }
  // Whole sentences when they keep at least half the room; otherwise as many words as fit.
  if (whole.trim().length >= DESCRIPTION_MAX / 2) return whole.trim();
  return `${fitWords(clean, DESCRIPTION_MAX - 1) ?? ''}…`;
}

/**
 * A keyword written for a title: each word capitalised, small words lower case inside, and a word the page already
 * writes in capitals (BMI, GPA, APR) as the page writes it.
 * @param keyword - a normalised search (`bmi for kids`)
 * @param pageText - the page's own title and description, whose spellings win
 * @example
 * titleCase('bmi for kids', 'BMI Calculator'); // 'BMI for Kids'
 */
export function titleCase(keyword: string, pageText: string): string {
  const spelled = new Map<string, string>();
  for (const word of pageText.split(/[^\p{L}\p{N}]+/u)) {
    if (word.length > 1 && word === word.toUpperCase() && /\p{L}/u.test(word)) spelled.set(word.toLowerCase(), word);
  }
  return keyword
    .split(' ')
    .map((word, index) => spelled.get(word) ?? (index > 0 && SMALL_WORDS.has(word) ? word : `${word.charAt(0).toUpperCase()}${word.slice(1)}`))
    .join(' ');
}
