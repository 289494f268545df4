/**
 * Pearson's chi-square test of counts that should come out equal: how the generators' tests check that every value
 * is drawn equally often.
 */

/**
 * Pearson's chi-square statistic of observed counts against equal expected ones.
 * @param counts - how often each possible value came up
 * @returns the sum of (observed − expected)² / expected
 */
export function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, value) => sum + value, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, value) => sum + (value - expected) ** 2 / expected, 0);
}

/**
 * The statistic a fair draw exceeds once in a million runs (p = 10⁻⁶), by degrees of freedom (the values less one),
 * from the upper regularised incomplete gamma function. At p = 0.001 each such test would fail a fair generator about
 * once in a thousand runs; at 10⁻⁶ it does not, while a value never drawn, or drawn twice as often, still exceeds it
 * many times over at the sample sizes the tests draw.
 */
export const CHI_SQUARE_ONE_IN_A_MILLION = { 5: 35.89, 93: 172.75 } as const;
