/** Badge colours of the result panel (docs/product.md#badge-colours). */
export type BadgeTone = 'red-pink' | 'green' | 'blue' | 'red-orange';

/**
 * Category words and their colours, longest first so that "very high" wins over "high". A label matches a word
 * when it is the word or starts with it followed by a non-letter ("Normal weight", "Low-risk").
 */
const TONE_WORDS: readonly (readonly [word: string, tone: BadgeTone])[] = [
  ['very high', 'red-orange'],
  ['underweight', 'red-pink'],
  ['overweight', 'blue'],
  ['excellent', 'blue'],
  ['average', 'green'],
  ['normal', 'green'],
  ['obese', 'red-orange'],
  ['poor', 'red-pink'],
  ['good', 'green'],
  ['high', 'blue'],
  ['low', 'red-pink'],
];

/**
 * The badge colour of a result's category label (docs/product.md#badge-colours): underweight, low, poor → red-pink;
 * normal, average, good → green; overweight, high, excellent → blue; obese, very high → red-orange; anything
 * else blue. Matched case-insensitively on the whole label or its leading word.
 * @param label - the engine's `category` ("Normal weight", "Obese", "B+")
 * @returns the tone the badge is drawn in
 * @example
 * badgeTone('Normal weight'); // 'green'
 * badgeTone('Very high'); // 'red-orange'
 * badgeTone('B+'); // 'blue'
 */
export function badgeTone(label: string): BadgeTone {
  const text = label.trim().replace(/\s+/g, ' ').toLowerCase();
  for (const [word, tone] of TONE_WORDS) {
    if (text === word || (text.startsWith(word) && !/[a-z]/.test(text.charAt(word.length)))) return tone;
  }
  return 'blue';
}
