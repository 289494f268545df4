import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';

describe('fuel-cost', () => {
  it('costs the same trip the same in both unit systems', () => {
    const us = calculate('fuel-cost', { unitSystem: 2, tripDistance: 200, fuelEconomy: 30, fuelPrice: 3.5 });
    const metric = calculate('fuel-cost', {
      unitSystem: 1, tripDistance: 200 * 1.609344, fuelEconomy: (100 * 3.785411784) / 1.609344 / 30, fuelPrice: 3.5 / 3.785411784,
    });
    expect(metric.value).toBeCloseTo(us.value as number, 10);
    expect(metric.details['fuelNeeded']).toBeCloseTo((us.details['fuelNeeded'] as number) * 3.785411784, 10);
  });

  it('reads empty options as one way, one person and metric, and a price of 0 as no cost', () => {
    const plain = calculate('fuel-cost', { unitSystem: '', tripDistance: 300, fuelEconomy: 7, fuelPrice: 1.8, roundTrip: '', passengers: '' });
    expect(plain.value).toBeCloseTo(37.8, 12);
    expect(plain.details['costPerPerson']).toBe(plain.value);
    const free = calculate('fuel-cost', { tripDistance: 300, fuelEconomy: 7, fuelPrice: 0 });
    expect(free.details).toMatchObject({ tripCost: 0, costPerPerson: 0, costPerDistance: 0, fuelNeeded: 21 });
  });

  it('refuses no distance, no fuel economy and a part person, naming each field', () => {
    expect(() => calculate('fuel-cost', { tripDistance: 0, fuelEconomy: 7, fuelPrice: 1.8 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'tripDistance', message: 'Trip Distance must be greater than 0' }));
    expect(() => calculate('fuel-cost', { tripDistance: 300, fuelEconomy: 0, fuelPrice: 1.8 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'fuelEconomy', message: 'Fuel Economy must be greater than 0' }));
    expect(() => calculate('fuel-cost', { tripDistance: 300, fuelEconomy: 7, fuelPrice: 1.8, passengers: 2.5 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'passengers' }));
    expect(() => calculate('fuel-cost', { tripDistance: 300, fuelEconomy: 7 }))
      .toThrow(expect.objectContaining({ code: 'required', field: 'fuelPrice' }));
    // A few atoms of a mile per gallon: the fuel overflows, and the economy is named.
    expect(() => calculate('fuel-cost', { unitSystem: 2, tripDistance: 1e7, fuelEconomy: 1e-305, fuelPrice: 1000 }))
      .toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'fuelEconomy' }));
  });
});
