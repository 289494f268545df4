import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import type { CalculationResult, NumberInputSpec, UnitInputSpec } from '../../types.js';
import { QUANTITIES, UNIT_CODES, UNITS, type Quantity } from './units.js';

export interface ConversionInputs {
  readonly value: number;
  /** A unit code (`ft`, `km/h`, `GiB`). */
  readonly fromUnit: string;
  /** A unit code of the same quantity as `fromUnit`. */
  readonly toUnit: string;
}

export interface ConversionDetails extends Record<string, number | string> {
  /** The value in `toUnit`. */
  readonly result: number;
  /** `length`, `mass`, `volume`, `area`, `temperature`, `speed`, `pressure`, `energy`, `time` or `data`. */
  readonly quantity: string;
  /** The value in the quantity's base unit (metres, kilograms, kelvins...). */
  readonly baseValue: number;
  /** The code of that base unit. */
  readonly baseUnit: string;
}

/** How a result is written where the code is not the symbol: 20 °C, 9.29 m². */
const SYMBOLS: Readonly<Record<string, string>> = {
  C: '°C', F: '°F', R: '°R', um: 'µm', ug: 'µg', m2: 'm²', km2: 'km²', cm2: 'cm²', mm2: 'mm²', ft2: 'ft²', in2: 'in²', yd2: 'yd²',
  mi2: 'mi²', m3: 'm³', cm3: 'cm³', ft3: 'ft³', in3: 'in³', yd3: 'yd³',
};

/** What a visitor reads in the unit lists: "foot (ft)", grouped by quantity. */
const unitNames = Object.fromEntries([...UNITS].map(([code, { name }]) => [code, `${name} (${code})`]));
const unitGroups = Object.entries(QUANTITIES).map(([quantity, { units }]) => ({ label: quantity, units: Object.keys(units) }));

const value = {
  name: 'value', label: 'Value', type: 'number', required: true, checked: true, min: -1e15, max: 1e15,
  uiDefault: 1, placeholder: 'e.g. 1', help: 'The amount to convert; a negative value converts too.',
} as const satisfies NumberInputSpec;
const fromUnit = {
  name: 'fromUnit', label: 'From', type: 'unit', required: true, units: UNIT_CODES, unitNames, unitGroups, uiDefault: 'ft',
  help: 'The unit the value is in.',
} as const satisfies UnitInputSpec;
const toUnit = {
  name: 'toUnit', label: 'To', type: 'unit', required: true, units: UNIT_CODES, unitNames, unitGroups, uiDefault: 'm',
  help: 'The unit to convert to: one that measures the same thing.',
} as const satisfies UnitInputSpec;

/** Absolute zero in each temperature unit, the lowest temperature there is. */
const ABSOLUTE_ZERO: Readonly<Record<string, string>> = { C: '−273.15 °C', F: '−459.67 °F', K: '0 K', R: '0 °R' };

/** A temperature in kelvins; the affine scales of Celsius and Fahrenheit are offset from absolute zero. */
function toKelvin(value: number, unit: string): number {
  switch (unit) {
    case 'C': return value + 273.15;
    case 'F': return ((value + 459.67) * 5) / 9;
    case 'R': return (value * 5) / 9;
    default: return value;
  }
}

function fromKelvin(kelvin: number, unit: string): number {
  switch (unit) {
    case 'C': return kelvin - 273.15;
    case 'F': return (kelvin * 9) / 5 - 459.67;
    case 'R': return (kelvin * 9) / 5;
    default: return kelvin;
  }
}

/** The value in the base unit of its quantity, and back: a factor, or the temperature formulas. */
function toBase(amount: number, unit: string, quantity: Quantity): number {
  return quantity === 'temperature' ? toKelvin(amount, unit) : amount * (UNITS.get(unit)?.factor ?? Number.NaN);
}

function fromBase(amount: number, unit: string, quantity: Quantity): number {
  return quantity === 'temperature' ? fromKelvin(amount, unit) : amount / (UNITS.get(unit)?.factor ?? Number.NaN);
}

/** The quantity a unit measures; the input's own check has refused any other code already. */
function quantityOf(unit: string): Quantity {
  const facts = UNITS.get(unit);
  if (!facts) throw new CalculatorInputError('out_of_domain', `"${unit}" is not a unit this calculator knows`, fromUnit.name);
  return facts.quantity;
}

/**
 * Whether the worked solution goes through the base unit: only when it is neither end, so 1 lb in kg is one step and
 * 68 °F in °C goes through kelvins.
 */
function throughBase({ fromUnit: from, toUnit: to }: ConversionInputs, details: Readonly<Record<string, number | string>>): boolean {
  return from !== details['baseUnit'] && to !== details['baseUnit'] && from !== to;
}

export const conversion = defineCalculator<ConversionInputs, ConversionDetails>({
  slug: 'conversion',
  inputs: [value, fromUnit, toUnit],
  outputs: [
    { name: 'result', type: 'number', label: 'Converted value', decimals: 10, words: 'the converted value' },
    { name: 'quantity', type: 'string', label: 'Quantity' },
    { name: 'baseValue', type: 'number', label: 'In the base unit', decimals: 10 },
    { name: 'baseUnit', type: 'string', label: 'Base unit' },
  ],
  primary: 'result',
  compute(inputs) {
    const quantity = quantityOf(inputs.fromUnit);
    const target = quantityOf(inputs.toUnit);
    if (target !== quantity) {
      throw new CalculatorInputError('inconsistent', `Cannot convert ${quantity} to ${target}`, toUnit.name);
    }
    const baseValue = toBase(inputs.value, inputs.fromUnit, quantity);
    if (quantity === 'temperature' && baseValue < 0) {
      throw new CalculatorInputError(
        'out_of_domain', `Value is below absolute zero (${ABSOLUTE_ZERO[inputs.fromUnit] ?? '0 K'})`, value.name,
      );
    }
    const result = inputs.fromUnit === inputs.toUnit ? inputs.value : fromBase(baseValue, inputs.toUnit, quantity);
    const { base } = QUANTITIES[quantity];
    return {
      value: result,
      unit: SYMBOLS[inputs.toUnit] ?? inputs.toUnit,
      details: { result, quantity, baseValue, baseUnit: base },
      equivalents: Object.keys(QUANTITIES[quantity].units).map((code) => ({
        unit: code,
        name: UNITS.get(code)?.name ?? code,
        value: code === inputs.fromUnit ? inputs.value : fromBase(baseValue, code, quantity),
      })),
    };
  },
  solution: [
    { label: 'In the base unit', expression: '{value} {fromUnit} in {baseUnit}', value: 'baseValue', when: throughBase },
    { label: 'In the unit asked for', expression: '{baseValue} {baseUnit} in {toUnit}', value: 'result', when: throughBase },
    { label: 'Converted', expression: '{value} {fromUnit} in {toUnit}', value: 'result', when: (inputs, details) => !throughBase(inputs, details) },
  ],
  assessment: {
    of: 'result',
    cases: [
      { when: ({ fromUnit: from, toUnit: to }) => from === to, text: 'Both units are the same: {value} {fromUnit} stays {result}.' },
      { when: (_, details) => details['quantity'] === 'temperature', text: '{value} {fromUnit} is {result}: temperatures convert through absolute zero, not by a factor alone.' },
      { when: (_, details) => details['quantity'] === 'data', text: '{value} {fromUnit} is {result}. A kB is 1,000 bytes and a KiB 1,024: check which one a figure uses.' },
    ],
    bands: [{ text: '{value} {fromUnit} is {result}, by exact unit definitions.' }],
  },
  whatIfs: [
    { lead: 'For {value} {fromUnit}', change: ({ value: amount }) => (Math.abs(amount) <= 1e14 ? { value: amount * 10 } : undefined), outputs: ['result'] },
    { lead: 'For {value} {fromUnit}', change: ({ value: amount }) => (amount + 1 <= 1e15 ? { value: amount + 1 } : undefined), outputs: ['result'] },
  ],
  properties: [{ output: 'result', input: 'value', direction: 'rises' }],
  referenceValues: [
    { name: '1 lb is 0.4535924 kg', source: 'Excel CONVERT(1,"lbm","kg"); NIST: 0.45359237 kg exactly', inputs: { value: 1, fromUnit: 'lb', toUnit: 'kg' }, expected: { result: 0.4535924 }, decimals: 6 },
    { name: '68 °F is 20 °C', source: 'Excel CONVERT(68,"F","C")', inputs: { value: 68, fromUnit: 'F', toUnit: 'C' }, expected: { result: 20 }, decimals: 6 },
    { name: '100 ft² is 9.290304 m²', source: 'Excel CONVERT docs (100 square feet)', inputs: { value: 100, fromUnit: 'ft2', toUnit: 'm2' }, expected: { result: 9.290304 }, decimals: 6 },
    { name: '1 km is 0.621371 mi', source: 'Excel CONVERT docs', inputs: { value: 1, fromUnit: 'km', toUnit: 'mi' }, expected: { result: 0.621371 }, decimals: 6 },
    { name: '1 US gallon is 3.785411784 L', source: 'NIST Handbook 44, Appendix C', inputs: { value: 1, fromUnit: 'gal', toUnit: 'L' }, expected: { result: 3.785411784 }, decimals: 9 },
    { name: '1 h is 60 min', source: 'Excel CONVERT(1,"hr","mn")', inputs: { value: 1, fromUnit: 'h', toUnit: 'min' }, expected: { result: 60 }, decimals: 6 },
    { name: '1 in is 2.54 cm', source: 'NIST SP 811', inputs: { value: 1, fromUnit: 'in', toUnit: 'cm' }, expected: { result: 2.54 }, decimals: 6 },
    { name: '1 MiB is 1,048,576 B', source: 'IEC 80000-13', inputs: { value: 1, fromUnit: 'MiB', toUnit: 'B' }, expected: { result: 1048576 }, decimals: 6 },
    { name: '60 mph is 96.56064 km/h', source: 'NIST (1 mph = 0.44704 m/s exactly)', inputs: { value: 60, fromUnit: 'mph', toUnit: 'km/h' }, expected: { result: 96.56064 }, decimals: 6 },
    { name: '1 acre is 43,560 ft²', source: 'NIST SP 811', inputs: { value: 1, fromUnit: 'acre', toUnit: 'ft2' }, expected: { result: 43560 }, decimals: 6 },
  ],
});

/**
 * A value converted from one unit to another of the same quantity.
 * @param inputs - `value`, `fromUnit` and `toUnit` (unit codes: `ft`, `km/h`, `GiB`...)
 * @returns the converted value as `value`; the quantity and the value in its base unit in `details`, and the value in
 *   every unit of the quantity as `equivalents`
 * @example
 * convertUnit({ value: 68, fromUnit: 'F', toUnit: 'C' }).value; // 20
 */
export function convertUnit(inputs: ConversionInputs): CalculationResult<ConversionDetails> {
  return runCalculator(conversion, inputs);
}
