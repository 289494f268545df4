import { describe, expect, it } from 'vitest';
import { calculate } from '../../index.js';
import { QUANTITIES, UNIT_CODES } from './units.js';

const convert = (value: number, fromUnit: string, toUnit: string) => calculate('conversion', { value, fromUnit, toUnit });

describe('conversion', () => {
  it('converts temperatures through kelvins, not by a factor', () => {
    expect(convert(32, 'F', 'C').value).toBeCloseTo(0, 9);
    expect(convert(-40, 'C', 'F').value).toBeCloseTo(-40, 9);
    expect(convert(0, 'C', 'K').value).toBeCloseTo(273.15, 9);
    expect(convert(491.67, 'R', 'F').value).toBeCloseTo(32, 9);
    expect(convert(100, 'C', 'F').details).toMatchObject({ quantity: 'temperature', baseUnit: 'K' });
  });

  it('refuses a temperature below absolute zero on the value', () => {
    expect(() => convert(-500, 'F', 'C')).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'value', message: 'Value is below absolute zero (−459.67 °F)' }));
    expect(convert(-459.67, 'F', 'K').value).toBeCloseTo(0, 9);
  });

  it('refuses units of different quantities on the target unit, naming both', () => {
    expect(() => convert(1, 'ft', 'h')).toThrow(expect.objectContaining({ code: 'inconsistent', field: 'toUnit', message: 'Cannot convert length to time' }));
  });

  it('refuses a code it does not know, case-sensitively', () => {
    expect(() => convert(1, 'Mm', 'm')).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'fromUnit' }));
    expect(() => convert(1, 'm', 'FT')).toThrow(expect.objectContaining({ code: 'out_of_domain', field: 'toUnit' }));
  });

  it('keeps the value exactly when both units are the same, and converts negative values linearly', () => {
    expect(convert(0.1, 'cup', 'cup').value).toBe(0.1);
    expect(convert(-2, 'kg', 'g').value).toBeCloseTo(-2000, 9);
  });

  it('tells decimal and binary data units apart', () => {
    expect(convert(1, 'TB', 'GiB').value).toBeCloseTo(931.3225746, 6);
    expect(convert(1, 'kB', 'B').value).toBe(1000);
    expect(convert(1, 'KiB', 'B').value).toBe(1024);
  });

  it('gives the amount in every unit of the quantity, each agreeing with a direct conversion', () => {
    const { equivalents = [] } = convert(3, 'ft', 'm');
    expect(equivalents.map((row) => row.unit)).toEqual(Object.keys(QUANTITIES.length.units));
    for (const row of equivalents) expect(row.value).toBeCloseTo(convert(3, 'ft', row.unit).value as number, 9);
  });

  it('has unique codes across quantities', () => {
    expect(new Set(UNIT_CODES).size).toBe(UNIT_CODES.length);
  });
});
