import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('triangle', () => {
  it('gives the same triangle however three of its values are given', () => {
    const sss = calculate('triangle', { sideA: 3, sideB: 4, sideC: 5 }).details;
    const sas = calculate('triangle', { sideA: 3, sideB: 4, angleC: 90 }).details;
    const asa = calculate('triangle', { angleA: sss['angleA'] as number, angleB: sss['angleB'] as number, sideC: 5 }).details;
    const aas = calculate('triangle', { angleA: sss['angleA'] as number, angleC: 90, sideA: 3 }).details;
    for (const other of [sas, asa, aas]) {
      for (const name of ['sideA', 'sideB', 'sideC', 'angleA', 'angleB', 'angleC', 'area']) {
        expect(other[name], name).toBeCloseTo(sss[name] as number, 9);
      }
    }
  });

  it('counts the SSA triangles: none, one (the right-angle tangent), one (the long side) or two', () => {
    expect(() => calculate('triangle', { sideA: 2, sideB: 8, angleA: 40 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', message: 'No triangle has these values' }));
    // sin B = 2 × sin 30° ÷ 1 = 1 (0.9999999999999999 in floating point): one right triangle, not two.
    const tangent = calculate('triangle', { sideA: 1, sideB: 2, angleA: 30 }).details;
    expect(tangent['solutionCount']).toBe(1);
    expect(tangent['angleB']).toBeCloseTo(90, 6);
    expect(calculate('triangle', { sideA: 10, sideB: 6, angleA: 50 }).details['solutionCount']).toBe(1);
    const two = calculate('triangle', { sideA: 6, sideB: 8, angleA: 40 }).details;
    expect(two['solutionCount']).toBe(2);
    expect(two['angleB']).toBeLessThan(90);
    // An obtuse given angle leaves room for one triangle only.
    expect(calculate('triangle', { sideA: 8, sideB: 6, angleA: 120 }).details['solutionCount']).toBe(1);
  });

  it('asks for exactly three values with a side, on side a', () => {
    expect(() => calculate('triangle', { sideA: 3, sideB: 4 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'sideA', message: 'Enter exactly three values, at least one of them a side' }));
    expect(() => calculate('triangle', { sideA: 3, sideB: 4, sideC: 5, angleA: 30 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'sideA' }));
    expect(() => calculate('triangle', { angleA: 30, angleB: 60, angleC: 90 }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'sideA' }));
  });

  it('refuses sides that do not close and angles of 180° or more in total', () => {
    expect(() => calculate('triangle', { sideA: 1, sideB: 2, sideC: 3 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'sideA' }));
    expect(() => calculate('triangle', { angleA: 100, angleB: 80, sideC: 2 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'angleA' }));
    expect(() => calculate('triangle', { angleA: 180, sideB: 2, sideC: 2 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'angleA' }));
  });
});
