import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

const chart = (roomArea: number) => calculate('btu', { unitSystem: 2, roomArea }).details['baseBtu'];

describe('btu', () => {
  it('reads each row of the chart as "up to" its area, inclusive, and rooms under 100 sq ft from the first row', () => {
    expect(chart(50)).toBe(5000);
    expect(chart(150)).toBe(5000);
    expect(chart(150.01)).toBe(6000);
    expect(chart(300)).toBe(7000);
    expect(chart(550)).toBe(12_000);
    expect(chart(1000)).toBe(18_000);
    expect(chart(1500)).toBe(24_000);
    expect(chart(2000.5)).toBe(34_000);
  });

  it('takes the same row for a room in m² as for the same room in ft², 300 sq ft being 27.870912 m² exactly', () => {
    expect(calculate('btu', { unitSystem: 1, roomArea: 27.870912 }).details['baseBtu']).toBe(7000);
    expect(calculate('btu', { unitSystem: 1, roomArea: 27.88 }).details['baseBtu']).toBe(8000);
  });

  it('adds nobody for one or two people, 600 BTU/h for each beyond, 4,000 for a kitchen', () => {
    const btuFor = (inputs: Record<string, number>) => calculate('btu', { unitSystem: 2, roomArea: 300, ...inputs }).value;
    expect(btuFor({ occupants: 1 })).toBe(7000);
    expect(btuFor({ occupants: 2 })).toBe(7000);
    expect(btuFor({ occupants: 5 })).toBe(8800);
    expect(btuFor({ kitchen: 2 })).toBe(11_000);
    expect(btuFor({ sunExposure: 2 })).toBeCloseTo(6300, 9);
  });

  it('refuses a room beyond the chart with a message that says where it stops, in either unit', () => {
    const message = 'The chart covers rooms up to 2,500 sq ft (232 m²): a larger space needs a ductless or central system sized by a load calculation';
    expect(() => calculate('btu', { unitSystem: 2, roomArea: 2501 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'roomArea', message }));
    expect(() => calculate('btu', { unitSystem: 1, roomArea: 233 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'roomArea', message }));
    expect(calculate('btu', { unitSystem: 1, roomArea: 232.2576 }).details['baseBtu']).toBe(34_000);
    expect(() => calculate('btu', { unitSystem: 2, roomArea: 300, occupants: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'occupants' }));
    expect(() => calculate('btu', { unitSystem: 2, roomArea: 300, sunExposure: 4 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'sunExposure' }));
  });
});
