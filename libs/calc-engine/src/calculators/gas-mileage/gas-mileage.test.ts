import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('gas-mileage', () => {
  it('gives the same fuel economy in both unit systems for the same driving', () => {
    const us = calculate('gas-mileage', { unitSystem: 2, distance: 300, fuelUsed: 10 });
    const metric = calculate('gas-mileage', { unitSystem: 1, distance: 300 * 1.609344, fuelUsed: 10 * 3.785411784 });
    expect(us.value).toBe(30);
    expect(us.unit).toBe('mpg');
    expect(metric.unit).toBe('L/100 km');
    for (const name of ['mpg', 'litersPer100km', 'kmPerLiter', 'mpgImperial']) {
      expect(metric.details[name], name).toBeCloseTo(us.details[name] as number, 10);
    }
    expect(metric.value).toBe(metric.details['litersPer100km']);
  });

  it('reads an empty unit system as metric, and gives a cost only with a price (0 is a price)', () => {
    const plain = calculate('gas-mileage', { unitSystem: '', distance: 500, fuelUsed: 40, fuelPrice: '' });
    expect(plain.value).toBe(8);
    expect(plain.details).not.toHaveProperty('totalFuelCost');
    expect(plain.details).not.toHaveProperty('costPerDistance');
    const free = calculate('gas-mileage', { distance: 500, fuelUsed: 40, fuelPrice: 0 });
    expect(free.details).toMatchObject({ totalFuelCost: 0, costPerDistance: 0 });
  });

  it('refuses no distance, no fuel and a negative price, naming each field', () => {
    expect(() => calculate('gas-mileage', { distance: 0, fuelUsed: 40 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'distance', message: 'Distance Driven must be greater than 0' }));
    expect(() => calculate('gas-mileage', { distance: 500, fuelUsed: 0 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'fuelUsed', message: 'Fuel Used must be greater than 0' }));
    expect(() => calculate('gas-mileage', { distance: 500, fuelUsed: 40, fuelPrice: -1 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'fuelPrice' }));
    expect(() => calculate('gas-mileage', { distance: 500 })).toThrow(expect.objectContaining({ code: 'required', field: 'fuelUsed' }));
  });
});
