/**
 * Uniform random whole numbers from the Web Crypto API (`crypto.getRandomValues`, in every browser and in Node), the
 * source of the generators' draws; never `Math.random`, whose sequence can be predicted from a few outputs.
 */

/** The part of the Web Crypto API the draws use: the engine is built without the DOM's or Node's types. */
interface RandomValuesSource {
  getRandomValues<T extends Uint32Array>(array: T): T;
}

const TWO_TO_32 = 2 ** 32;
const TWO_TO_53 = 2 ** 53;
/** Words fetched at once: one call of the API serves a few hundred draws (its limit is 16,384 words). */
const WORDS_PER_FETCH = 256;

/** The largest count of equally likely values one draw can choose among: every whole number a double holds exactly. */
export const MAX_UNIFORM_RANGE = TWO_TO_53;

function webCrypto(): RandomValuesSource {
  const source = (globalThis as { crypto?: RandomValuesSource }).crypto;
  if (typeof source?.getRandomValues !== 'function') throw new Error('The Web Crypto API (crypto.getRandomValues) is not available');
  return source;
}

/** Draws uniform whole numbers; each draw is independent of every other. */
export interface UniformDraw {
  /**
   * A whole number from 0 to `count` − 1, each equally likely.
   * @param count - how many values to choose among: a whole number from 1 to 2⁵³
   */
  below(count: number): number;
}

/**
 * A source of uniform whole numbers over the Web Crypto API, by rejection sampling: a random word is kept only when it
 * falls below the largest multiple of `count` that fits (2³² for a count up to 2³², else 2⁵³ from two words), so
 * `word % count` favours no value. `% count` alone would: 2³² words over 3 values give 0 one time more than 2.
 * @returns the draw
 * @example
 * const draw = uniformDraw();
 * 1 + draw.below(6); // a die's roll, 1 to 6
 */
export function uniformDraw(): UniformDraw {
  const source = webCrypto();
  const words = new Uint32Array(WORDS_PER_FETCH);
  let next = WORDS_PER_FETCH;
  const word = (): number => {
    if (next === WORDS_PER_FETCH) {
      source.getRandomValues(words);
      next = 0;
    }
    return words[next++] as number;
  };
  return {
    below(count) {
      if (!Number.isInteger(count) || count < 1 || count > TWO_TO_53) throw new RangeError(`Cannot draw among ${count} values`);
      if (count === 1) return 0;
      const wide = count > TWO_TO_32;
      const span = wide ? TWO_TO_53 : TWO_TO_32;
      // `%` on doubles is exact, so both limits are exact whole numbers.
      const limit = span - (span % count);
      for (;;) {
        const value = wide ? (word() & 0x1fffff) * TWO_TO_32 + word() : word();
        if (value < limit) return value % count;
      }
    },
  };
}
