import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';
import { estimatedGfr } from './gfr.js';

describe('gfr', () => {
  it('reads µmol/L as mg/dL × 88.4', () => {
    const fromMicromoles = calculate('gfr', { creatinine: 88.4, creatinineUnit: 2, age: 50, sex: 1 });
    const fromMg = calculate('gfr', { creatinine: 1, age: 50, sex: 1 });
    expect(fromMicromoles.value).toBeCloseTo(fromMg.value as number, 10);
    expect(fromMicromoles.details['creatinineMgDl']).toBeCloseTo(1, 12);
  });

  it('stages the eGFR as a lab reports it, rounded half up: 59.5 is G2, 59.49 is G3a', () => {
    // Find creatinine values that put a man of 60 on either side of 59.5 by bisection.
    const egfrAt = (scr: number) => estimatedGfr({ creatinine: scr, creatinineUnit: 1, age: 60, sex: 1 }).details;
    let [low, high] = [1, 2];
    for (let i = 0; i < 80; i += 1) {
      const mid = (low + high) / 2;
      if (egfrAt(mid).egfr >= 59.5) low = mid;
      else high = mid;
    }
    expect(egfrAt(low).ckdStage).toBe('G2');
    expect(egfrAt(high + 1e-6).ckdStage).toBe('G3a');
  });

  it('refuses an age under 18 with the equation\'s own message', () => {
    expect(() => calculate('gfr', { creatinine: 1, age: 17, sex: 1 })).toThrow(
      expect.objectContaining({ code: 'out_of_domain', field: 'age', message: 'The equation is for adults 18 to 120 years' }),
    );
    expect(() => calculate('gfr', { creatinine: 0, age: 40, sex: 1 })).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'creatinine' }));
  });
});
