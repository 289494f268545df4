import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('volume', () => {
  it('gives the volume in the cube of the length unit, with that unit', () => {
    const sphere = calculate('volume', { shape: 1, radius: 3, lengthUnit: 4 });
    expect(sphere.unit).toBe('ft³');
    expect(sphere.value).toBeCloseTo(36 * Math.PI, 9);
    expect(sphere.details['volumeCubicFeet']).toBeCloseTo(36 * Math.PI, 9);
    expect(calculate('volume', { shape: 3, edge: 2, lengthUnit: '' }).unit).toBe('m³');
    expect(calculate('volume', { shape: 3, edge: 10, lengthUnit: 3 }).details['volumeLiters']).toBeCloseTo(0.001, 12);
    expect(calculate('volume', { shape: 3, edge: 1, lengthUnit: 6 }).details['volumeCubicFeet']).toBeCloseTo(27, 9);
  });

  it('reads an empty capsule height as 0: a capsule without a straight part is a sphere', () => {
    const capsule = calculate('volume', { shape: 6, radius: 2, height: '' });
    expect(capsule.value).toBeCloseTo(calculate('volume', { shape: 1, radius: 2 }).value as number, 12);
    expect(calculate('volume', { shape: 6, radius: 2, height: 0 }).value).toBe(capsule.value);
  });

  it('needs a height above 0 for every other shape that has one', () => {
    expect(() => calculate('volume', { shape: 4, radius: 2 }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'height' }));
    expect(() => calculate('volume', { shape: 2, radius: 2, height: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'height', message: 'Height must be greater than 0' }));
  });

  it('refuses a cap higher than the ball, and an inner diameter not below the outer', () => {
    expect(() => calculate('volume', { shape: 7, radius: 1, height: 2.01 }))
      .toThrow(expect.objectContaining({ code: 'inconsistent', field: 'height' }));
    for (const innerDiameter of [10, 12]) {
      expect(() => calculate('volume', { shape: 11, outerDiameter: 10, innerDiameter, length: 1 })).toThrow(expect.objectContaining({
        code: 'inconsistent', field: 'innerDiameter', message: messages.lessThan('Inner Diameter', 'the outer diameter'),
      }));
    }
  });

  it('gives a whole cone for a frustum with no top, and a third of the box for a pyramid', () => {
    const cone = calculate('volume', { shape: 2, radius: 3, height: 4 }).value as number;
    expect(calculate('volume', { shape: 8, bottomRadius: 3, topRadius: 0, height: 4 }).value).toBeCloseTo(cone, 12);
    expect(calculate('volume', { shape: 10, edge: 3, height: 4 }).value).toBeCloseTo(12, 12);
  });

  it('refuses dimensions of 0 or less, naming the field', () => {
    expect(() => calculate('volume', { shape: 1, radius: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'radius', message: 'Radius must be greater than 0' }));
    expect(() => calculate('volume', { shape: 9, axisA: 1, axisB: -1, axisC: 1 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'axisB' }));
  });
});
