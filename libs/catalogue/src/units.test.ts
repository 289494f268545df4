import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  cmToFeetInches, CM_PER_IN, feetInchesToCm, fromMetric, joinFeetInches, KG_PER_LB, placeholderInUnits, splitFeetInches, toMetric,
  unitSystemLabels,
} from './units.js';
import type { MeasureKind } from './types.js';

describe('exact conversion factors', () => {
  it('uses the international pound and inch', () => {
    expect(toMetric('mass', 1)).toBe(KG_PER_LB);
    expect(KG_PER_LB).toBe(0.45359237);
    expect(CM_PER_IN).toBe(2.54);
    expect(toMetric('mass', 150)).toBeCloseTo(68.0388555, 10);
    expect(fromMetric('mass', 100)).toBeCloseTo(220.46226218, 8);
    expect(toMetric('length', 32)).toBeCloseTo(81.28, 12);
    expect(toMetric('height', 70)).toBeCloseTo(177.8, 12);
    expect(fromMetric('height', 254)).toBeCloseTo(100, 12);
    // Distances (concrete's lengths): the international foot, 0.3048 m.
    expect(toMetric('distance', 10)).toBeCloseTo(3.048, 12);
    expect(fromMetric('distance', 3)).toBeCloseTo(9.84251969, 8);
  });

  it('uses the international mile and the US gallon for driving', () => {
    // NIST SP 811: 1 mi = 1.609344 km, 1 US gal = 3.785411784 L, both exact.
    expect(toMetric('roadDistance', 1)).toBe(1.609344);
    expect(toMetric('fuel', 1)).toBe(3.785411784);
    expect(fromMetric('roadDistance', 100)).toBeCloseTo(62.13711922, 8);
    // 235.215 ÷ mpg = L/100 km, and the same number the other way.
    expect(toMetric('fuelEconomy', 1)).toBeCloseTo(235.2145833, 7);
    expect(toMetric('fuelEconomy', 30)).toBeCloseTo(7.84048611, 8);
    expect(fromMetric('fuelEconomy', 8)).toBeCloseTo(29.40182292, 8);
    // A price per gallon is 3.785411784 times the price per litre.
    expect(fromMetric('fuelPrice', 1.8)).toBeCloseTo(6.8137412112, 10);
    expect(toMetric('fuelPrice', 3.785411784)).toBeCloseTo(1, 12);
  });

  it('uses the square of the international foot for areas', () => {
    // NIST SP 811: 1 ft² = 0.09290304 m² exactly; 43,560 ft² (an acre) = 4,046.8564224 m².
    expect(toMetric('area', 1)).toBeCloseTo(0.09290304, 15);
    expect(toMetric('area', 43_560)).toBeCloseTo(4046.8564224, 9);
    expect(fromMetric('area', 25)).toBeCloseTo(269.09776, 5);
    // A price per square foot is 10.7639 times smaller than the same price per square metre.
    expect(fromMetric('areaPrice', 40)).toBeCloseTo(3.7161216, 10);
    expect(toMetric('areaPrice', 0.09290304)).toBeCloseTo(1, 12);
  });

  it('uses the US fluid ounce, 1/128 of a US gallon, for a drink', () => {
    // 3.785411784 L ÷ 128 = 29.5735295625 mL exactly; a 12 fl oz can holds 354.88 mL.
    expect(toMetric('drinkVolume', 12)).toBeCloseTo(354.88235475, 8);
    expect(fromMetric('drinkVolume', 29.5735295625)).toBeCloseTo(1, 12);
  });

  it('shifts the zero as well as scaling the degrees for temperatures', () => {
    // Water freezes at 32 °F (0 °C) and boils at 212 °F (100 °C); the scales meet at −40.
    expect(toMetric('temperature', 32)).toBeCloseTo(0, 12);
    expect(toMetric('temperature', 212)).toBeCloseTo(100, 12);
    expect(fromMetric('temperature', 37)).toBeCloseTo(98.6, 12);
    expect(fromMetric('temperature', -40)).toBeCloseTo(-40, 12);
    expect(toMetric('temperature', 90)).toBeCloseTo(32.2222222, 7);
  });
});

describe('round trips', () => {
  const kinds = fc.constantFrom<MeasureKind>('mass', 'length', 'height', 'distance', 'roadDistance', 'fuel', 'fuelEconomy', 'fuelPrice', 'area', 'areaPrice', 'temperature', 'drinkVolume');
  const amounts = fc.double({ min: 0, max: 10_000, noNaN: true });

  test.prop([kinds, amounts])('metric → US → metric returns the value', (kind, value) => {
    expect(toMetric(kind, fromMetric(kind, value))).toBeCloseTo(value, 9);
  });

  test.prop([kinds, amounts])('US → metric → US returns the value', (kind, value) => {
    expect(fromMetric(kind, toMetric(kind, value))).toBeCloseTo(value, 9);
  });

  test.prop([fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 119 })])(
    'feet and tenths of inches survive a join and a split',
    (feet, tenths) => {
      expect(splitFeetInches(joinFeetInches(feet, tenths / 10))).toEqual({ feet, inches: tenths / 10 });
    },
  );

  test.prop([fc.integer({ min: 0, max: 8 }), fc.integer({ min: 0, max: 119 })])(
    'feet and inches survive a trip through centimetres',
    (feet, tenths) => {
      expect(cmToFeetInches(feetInchesToCm(feet, tenths / 10))).toEqual({ feet, inches: tenths / 10 });
    },
  );
});

describe('feet and inches', () => {
  it('splits a height the way people say it', () => {
    expect(splitFeetInches(70)).toEqual({ feet: 5, inches: 10 });
    expect(splitFeetInches(64.25)).toEqual({ feet: 5, inches: 4.3 });
    expect(cmToFeetInches(177.8)).toEqual({ feet: 5, inches: 10 });
    expect(feetInchesToCm(5, 10)).toBeCloseTo(177.8, 12);
  });

  it('carries rounded inches into the next foot instead of showing 12 inches', () => {
    expect(splitFeetInches(71.96)).toEqual({ feet: 6, inches: 0 });
    expect(splitFeetInches(71.96, 2)).toEqual({ feet: 5, inches: 11.96 });
  });

  it('refuses a negative or non-finite height', () => {
    expect(() => splitFeetInches(-1)).toThrow(RangeError);
    expect(() => splitFeetInches(Number.NaN)).toThrow(RangeError);
  });
});

describe('unit toggle labels', () => {
  it('name the units of the measures a calculator converts', () => {
    expect(unitSystemLabels(['mass', 'height'])).toEqual({ metric: 'Metric (kg, cm)', us: 'US (lb, ft, in)' });
    expect(unitSystemLabels(['height', 'length', 'length', 'mass'])).toEqual({ metric: 'Metric (kg, cm)', us: 'US (lb, ft, in)' });
    expect(unitSystemLabels(['mass'])).toEqual({ metric: 'Metric (kg)', us: 'US (lb)' });
    expect(unitSystemLabels(['height'])).toEqual({ metric: 'Metric (cm)', us: 'US (ft, in)' });
    expect(unitSystemLabels(['distance'])).toEqual({ metric: 'Metric (m)', us: 'US (ft)' });
    expect(unitSystemLabels(['distance', 'length'])).toEqual({ metric: 'Metric (m, cm)', us: 'US (ft, in)' });
    // A price is not a unit of its own on the switch: a trip's is Metric (km, L) or US (mi, gal).
    expect(unitSystemLabels(['roadDistance', 'fuel', 'fuelPrice'])).toEqual({ metric: 'Metric (km, L)', us: 'US (mi, gal)' });
    expect(unitSystemLabels(['roadDistance', 'fuelEconomy', 'fuelPrice'])).toEqual({ metric: 'Metric (km, L/100 km)', us: 'US (mi, mpg)' });
    // A room's area alone, and lengths with a price per area (the price is not named).
    expect(unitSystemLabels(['area'])).toEqual({ metric: 'Metric (m²)', us: 'US (ft²)' });
    expect(unitSystemLabels(['distance', 'areaPrice'])).toEqual({ metric: 'Metric (m)', us: 'US (ft)' });
    expect(unitSystemLabels(['temperature'])).toEqual({ metric: 'Metric (°C)', us: 'US (°F)' });
  });
});

describe('placeholderInUnits', () => {
  it('writes a metric example in the US units the field shows', () => {
    expect(placeholderInUnits('e.g. 80', 'mass', true)).toBe('e.g. 176');
    expect(placeholderInUnits('e.g. 355', 'drinkVolume', true)).toBe('e.g. 12');
    expect(placeholderInUnits('80', 'mass', true)).toBe('176');
    expect(placeholderInUnits('e.g. 2.5', 'length', true)).toBe('e.g. 1');
  });

  it('leaves metric examples and words as written', () => {
    expect(placeholderInUnits('e.g. 80', 'mass', false)).toBe('e.g. 80');
    expect(placeholderInUnits('Enter your weight', 'mass', true)).toBe('Enter your weight');
    expect(placeholderInUnits('e.g. 3 m or 10 ft', 'distance', true)).toBe('e.g. 3 m or 10 ft');
  });
});
