import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('one-rep-max', () => {
  it('gives the one-rep max in the unit of the weight: kg with metric units, lb with US units', () => {
    expect(calculate('one-rep-max', { weight: 100, reps: 5 }).unit).toBe('kg');
    const pounds = calculate('one-rep-max', { unitSystem: 2, weight: 225, reps: 8 });
    expect(pounds.unit).toBe('lb');
    expect(pounds.value).toBeCloseTo(285, 10);
  });

  it('lists 95% down to 50% of the one-rep max', () => {
    const { details } = calculate('one-rep-max', { weight: 100, reps: 10 });
    const max = details['oneRepMax'] as number;
    for (const percent of [95, 90, 85, 80, 75, 70, 65, 60, 55, 50]) {
      expect(details[`load${percent}`]).toBeCloseTo((max * percent) / 100, 10);
    }
  });

  it('solves the weight to lift for a target one-rep max by Epley', () => {
    expect(calculate('one-rep-max', { solve: 'weight', oneRepMax: 120, reps: 6 }).value).toBeCloseTo(100, 10);
  });

  it('refuses more than 12 repetitions, a part repetition and a weight of 0, naming each field', () => {
    expect(() => calculate('one-rep-max', { weight: 100, reps: 13 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'reps' }));
    expect(() => calculate('one-rep-max', { weight: 100, reps: 4.5 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'reps' }));
    expect(() => calculate('one-rep-max', { weight: 0, reps: 5 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'weight', message: messages.greaterThanZero('Weight Lifted') }));
  });
});
