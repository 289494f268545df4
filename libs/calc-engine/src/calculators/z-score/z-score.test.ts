import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

/**
 * Φ(z) and Φ(−z), computed independently with Python's `0.5 * math.erfc(∓z / math.sqrt(2))` (CPython's erfc, a
 * different algorithm from the engine's series and continued fraction), across the centre, the switch between the
 * two methods (|z| = 2√2 ≈ 2.83) and far into both tails.
 */
const PYTHON_ERFC: readonly (readonly [z: number, below: number, above: number])[] = [
  [-37, 5.725571222525139e-300, 1],
  [-20, 2.7536241186063314e-89, 1],
  [-8.5, 9.479534822203355e-18, 1],
  [-6, 9.865876450377012e-10, 0.9999999990134123],
  [-4.2, 1.3345749015906346e-5, 0.9999866542509841],
  [-3, 0.0013498980316300957, 0.9986501019683699],
  [-2.85, 0.002185961454913241, 0.9978140385450868],
  [-2.5, 0.006209665325776139, 0.9937903346742238],
  [-1.96, 0.024997895148220435, 0.9750021048517795],
  [-1, 0.15865525393145707, 0.8413447460685429],
  [-0.5, 0.3085375387259869, 0.6914624612740131],
  [-0.001, 0.49960105778608893, 0.500398942213911],
  [0.25, 0.5987063256829237, 0.4012936743170763],
  [0.7, 0.758036347776927, 0.24196365222307306],
  [2, 0.9772498680518208, 0.02275013194817922],
  [2.8, 0.997444869669572, 0.002555130330427937],
  [2.9, 0.998134186699616, 0.0018658133003840384],
  [3.5, 0.9997673709209645, 0.00023262907903552504],
  [5, 0.9999997133484281, 2.866515718791946e-7],
  [7.1, 0.9999999999993762, 6.23784446333164e-13],
  [9, 1, 1.1285884059538422e-19],
];

describe('z-score', () => {
  it.each(PYTHON_ERFC)('gives Φ(%d) and its upper tail to 1e-13 of their size', (z, below, above) => {
    const { details } = calculate('z-score', { x: z, mean: 0, standardDeviation: 1 });
    expect(Math.abs((details['probabilityBelow'] as number) - below)).toBeLessThanOrEqual(1e-13 * below);
    expect(Math.abs((details['probabilityAbove'] as number) - above)).toBeLessThanOrEqual(1e-13 * above);
    // The two tails of |z| together, and the middle, add up to 1.
    const smaller = Math.min(below, above);
    expect((details['probabilityOutside'] as number) / (2 * smaller)).toBeCloseTo(1, 12);
    expect((details['probabilityBetween'] as number) + (details['probabilityOutside'] as number)).toBeCloseTo(1, 14);
  });

  it('refuses a standard deviation of 0 or below with the contract\'s message', () => {
    for (const standardDeviation of [0, -1.5]) {
      expect(() => calculate('z-score', { x: 42, mean: 40, standardDeviation }))
        .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'standardDeviation', message: 'Standard deviation must be greater than 0' }));
    }
  });

  it('refuses a standard deviation so small that the z-score overflows, naming it', () => {
    expect(() => calculate('z-score', { x: 1e12, mean: -1e12, standardDeviation: 1e-300 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'standardDeviation' }));
  });

  it('solves a negative raw score from a negative z-score', () => {
    const solved = calculate('z-score', { solve: 'x', zScore: -2.5, mean: 10, standardDeviation: 4 });
    expect(solved.value).toBe(0);
    expect(calculate('z-score', { solve: 'x', zScore: -4, mean: 10, standardDeviation: 4 }).value).toBe(-6);
  });
});
