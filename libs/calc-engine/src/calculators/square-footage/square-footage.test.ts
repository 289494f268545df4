import { describe, expect, it } from 'vitest';
import { calculate, messages } from '../../index.js';

describe('square-footage', () => {
  it('gives the same area in both unit systems for the same room', () => {
    const us = calculate('square-footage', { unitSystem: 2, shape: 1, length: 12, width: 10 });
    const metric = calculate('square-footage', { unitSystem: 1, shape: 1, length: 12 * 0.3048, width: 10 * 0.3048 });
    expect(us.value).toBe(120);
    expect(us.unit).toBe('ft²');
    expect(metric.unit).toBe('m²');
    for (const name of ['squareFeet', 'squareMeters', 'squareYards', 'acres']) {
      expect(metric.details[name], name).toBeCloseTo(us.details[name] as number, 10);
    }
  });

  it('reads an empty unit system as metric, and gives a cost only with a price (0 is a price)', () => {
    const plain = calculate('square-footage', { unitSystem: '', shape: 1, length: 4, width: 3, pricePerUnit: '' });
    expect(plain.value).toBe(12);
    expect(plain.details).not.toHaveProperty('totalCost');
    const free = calculate('square-footage', { shape: 1, length: 4, width: 3, quantity: 2, pricePerUnit: 0 });
    expect(free.details).toMatchObject({ area: 24, totalCost: 0 });
  });

  it('refuses a border too wide for its rectangle, on the border width', () => {
    for (const borderWidth of [5, 7.5, 10]) {
      expect(() => calculate('square-footage', { shape: 5, length: 20, width: 10, borderWidth })).toThrow(expect.objectContaining({
        code: 'inconsistent', field: 'borderWidth', message: messages.lessThan('Border Width', 'half the length and half the width'),
      }));
    }
    // Just under half the width: the border covers almost all of it.
    expect(calculate('square-footage', { shape: 5, length: 20, width: 10, borderWidth: 4.999 }).value).toBeLessThan(200);
  });

  it('refuses dimensions of 0 and a part quantity, naming each field', () => {
    expect(() => calculate('square-footage', { shape: 2, diameter: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'diameter', message: 'Diameter must be greater than 0' }));
    expect(() => calculate('square-footage', { shape: 4, topWidth: 3, bottomWidth: -5, height: 4 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'bottomWidth' }));
    expect(() => calculate('square-footage', { shape: 1, length: 4, width: 3, quantity: 1.5 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'quantity' }));
    expect(() => calculate('square-footage', { shape: 3, base: 6 })).toThrow(expect.objectContaining({ code: 'required', field: 'height' }));
  });
});
