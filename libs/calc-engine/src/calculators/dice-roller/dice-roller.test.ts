import { fc, test } from '@fast-check/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHI_SQUARE_ONE_IN_A_MILLION, chiSquare } from '../../../tests/chi-square.js';
import { calculate } from '../../index.js';

const roll = (inputs: Record<string, number>) => calculate('dice-roller', inputs).details;

describe('dice-roller', () => {
  afterEach(() => vi.restoreAllMocks());

  test.prop([fc.integer({ min: 1, max: 100 }), fc.integer({ min: 2, max: 1000 }), fc.integer({ min: -1000, max: 1000 })])(
    'rolls every die from 1 to its sides, and totals the rolls plus the modifier',
    (numberOfDice, sides, modifier) => {
      const details = roll({ numberOfDice, sides, modifier });
      const rolls = String(details['rolls']).split(', ').map(Number);
      expect(rolls).toHaveLength(numberOfDice);
      for (const value of rolls) {
        expect(Number.isInteger(value) && value >= 1 && value <= sides, String(value)).toBe(true);
      }
      expect(details['total']).toBe(rolls.reduce((sum, value) => sum + value, 0) + modifier);
      expect(details['total']).toBeGreaterThanOrEqual(details['minimumTotal'] as number);
      expect(details['total']).toBeLessThanOrEqual(details['maximumTotal'] as number);
    },
  );

  it('rolls each face of a d6 equally often: chi-square below its one-in-a-million value (df 5) over 60,000 rolls', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    for (let batch = 0; batch < 600; batch += 1) {
      for (const value of String(roll({ numberOfDice: 100, sides: 6 })['rolls']).split(', ')) counts[Number(value) - 1] = (counts[Number(value) - 1] as number) + 1;
    }
    expect(counts.reduce((sum, value) => sum + value, 0)).toBe(60_000);
    expect(chiSquare(counts)).toBeLessThan(CHI_SQUARE_ONE_IN_A_MILLION[5]);
  });

  it('averages 10.5 ± 0.05 over 100,000 totals of 3d6', () => {
    let sum = 0;
    for (let i = 0; i < 100_000; i += 1) sum += roll({ numberOfDice: 3, sides: 6 })['total'] as number;
    expect(Math.abs(sum / 100_000 - 10.5)).toBeLessThan(0.05);
  });

  it('rolls afresh on every call, never with Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    const first = roll({ numberOfDice: 100, sides: 1000 })['rolls'];
    expect(roll({ numberOfDice: 100, sides: 1000 })['rolls']).not.toBe(first);
    expect(random).not.toHaveBeenCalled();
  });

  it('refuses no dice, dice of fewer than 2 sides and part dice, naming the field', () => {
    expect(() => roll({ numberOfDice: 0 })).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'numberOfDice' }));
    expect(() => roll({ sides: 1 })).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'sides' }));
    expect(() => roll({ numberOfDice: 2.5 })).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'numberOfDice' }));
  });
});
