import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('concrete', () => {
  it('counts an exact multiple of a bag without a spare bag (ceil(x − 1e-9))', () => {
    // 4.2 ft³ ÷ 0.6 is 7.000000000000001 in floating point: still 7 bags of 80 lb, not 8.
    expect(4.2 / 0.6).toBeGreaterThan(7);
    expect(calculate('concrete', { unitSystem: 2, shape: 1, length: 4.2, width: 1, thickness: 12 }).details['bags80lb']).toBe(7);
    const yard = calculate('concrete', { unitSystem: 2, shape: 1, length: 9, width: 3, thickness: 12 });
    expect(yard.details).toMatchObject({ bags80lb: 45, bags60lb: 60, bags40lb: 90 });
    expect(yard.unit).toBe('yd³');
    // Just over a bag's worth still needs the next bag.
    expect(calculate('concrete', { unitSystem: 2, shape: 1, length: 9, width: 3, thickness: 12.01 }).details['bags80lb']).toBe(46);
  });

  it('reads an empty waste as no extra, and an empty unit system as metric', () => {
    const plain = calculate('concrete', { shape: 1, length: 3, width: 3, thickness: 10, wastePercent: '', unitSystem: '' });
    expect(plain.value).toBeCloseTo(0.9, 12);
    expect(plain.unit).toBe('m³');
    expect(plain.details['volumeCubicMeters']).toBe(plain.value);
  });

  it('gives the same concrete in both unit systems for the same slab', () => {
    const us = calculate('concrete', { unitSystem: 2, shape: 1, length: 10, width: 10, thickness: 4 });
    const metric = calculate('concrete', { unitSystem: 1, shape: 1, length: 3.048, width: 3.048, thickness: 10.16 });
    expect(metric.details['volumeCubicYards']).toBeCloseTo(us.details['volumeCubicYards'] as number, 12);
    expect(metric.details['bags80lb']).toBe(us.details['bags80lb']);
  });

  it('refuses an inner diameter not below the outer one, on the inner diameter', () => {
    for (const innerDiameter of [60, 80]) {
      expect(() => calculate('concrete', { shape: 3, outerDiameter: 60, innerDiameter, height: 1 })).toThrow(expect.objectContaining({
        code: 'inconsistent', field: 'innerDiameter', message: messages.lessThan('Inner Diameter', 'the outer diameter'),
      }));
    }
    // An inner diameter of 0 is a solid round: the same as a column.
    const solid = calculate('concrete', { shape: 3, outerDiameter: 30, innerDiameter: 0, height: 1 });
    expect(solid.value).toBeCloseTo(calculate('concrete', { shape: 2, diameter: 30, height: 1 }).value as number, 12);
  });

  it('refuses dimensions of 0, a waste above 100% and a part quantity, naming each field', () => {
    expect(() => calculate('concrete', { shape: 1, length: 0, width: 3, thickness: 10 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'length', message: 'Length must be greater than 0' }));
    expect(() => calculate('concrete', { shape: 2, diameter: 30, height: -1 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'height', message: 'Height / Depth must be greater than 0' }));
    expect(() => calculate('concrete', { shape: 1, length: 3, width: 3, thickness: 10, wastePercent: 101 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'wastePercent', message: 'Extra for Waste must be from 0 to 100' }));
    expect(() => calculate('concrete', { shape: 1, length: 3, width: 3, thickness: 10, quantity: 2.5 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'quantity' }));
    expect(() => calculate('concrete', { shape: 1, width: 3, thickness: 10 }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'length' }));
  });
});
