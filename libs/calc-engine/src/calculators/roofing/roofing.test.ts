import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('roofing', () => {
  it('gives the same roof in both unit systems, and counts squares of 100 sq ft in both', () => {
    const us = calculate('roofing', { unitSystem: 2, length: 40, width: 30, overhang: 1, pitch: 6 });
    const metric = calculate('roofing', { unitSystem: 1, length: 40 * 0.3048, width: 30 * 0.3048, overhang: 0.3048, pitch: 6 });
    expect(us.unit).toBe('ft²');
    expect(metric.unit).toBe('m²');
    expect(metric.value).toBeCloseTo((us.value as number) * 0.09290304, 9);
    expect(metric.details['squares']).toBeCloseTo(us.details['squares'] as number, 9);
    expect(metric.details['bundles']).toBe(us.details['bundles']);
    // 42 × 32 = 1,344 ft² × 1.1180340 × 1.1 = 1,652.90 ft²: 16.53 squares, 49.59 bundles, up to 50.
    expect(us.details['squares']).toBeCloseTo(16.529014, 6);
    expect(us.details['bundles']).toBe(50);
  });

  it('takes an empty overhang as none, an empty waste as 10% and empty bundles as 3 a square, and a flat roof as its plan', () => {
    const flat = calculate('roofing', { unitSystem: 2, length: 20, width: 10, overhang: '', pitch: 0, wastePercent: '', bundlesPerSquare: '' });
    expect(flat.value).toBe(200);
    expect(flat.details).toMatchObject({ pitchFactor: 1, pitchAngle: 0, planArea: 200 });
    expect(flat.details['orderArea']).toBeCloseTo(220, 9);
    // 2.2 squares × 3 = 6.6 bundles: 7.
    expect(flat.details['bundles']).toBe(7);
  });

  it('does not round an exact number of bundles up', () => {
    // 10 × 10 ft flat, no waste: one square, exactly 3 bundles.
    expect(calculate('roofing', { unitSystem: 2, length: 10, width: 10, pitch: 0, wastePercent: 0 }).details['bundles']).toBe(3);
  });

  it('refuses a pitch beyond 24/12, a house of no size and part bundles, naming each field', () => {
    expect(() => calculate('roofing', { length: 12, width: 9, pitch: 25 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'pitch', message: 'Roof Pitch (rise per 12) must be from 0 to 24' }));
    expect(() => calculate('roofing', { length: 0, width: 9, pitch: 6 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'length', message: 'House Length must be greater than 0' }));
    expect(() => calculate('roofing', { length: 12, width: 9, pitch: 6, bundlesPerSquare: 3.5 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'bundlesPerSquare' }));
    expect(() => calculate('roofing', { length: 12, width: 9 })).toThrow(expect.objectContaining({ code: 'required', field: 'pitch' }));
  });
});
