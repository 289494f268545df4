import type { MeasureKind } from './types.js';

/** Kilograms in one international avoirdupois pound (exact, by the 1959 international yard and pound agreement). */
export const KG_PER_LB = 0.45359237;
/** Centimetres in one inch (exact, by the same agreement). */
export const CM_PER_IN = 2.54;
const INCHES_PER_FOOT = 12;
/** Metres in one international foot (exact, by the same agreement). */
const M_PER_FT = 0.3048;

/** Kilometres in one international mile (exact: 5,280 international feet). */
const KM_PER_MI = 1.609344;
/** Litres in one US liquid gallon (exact: 231 cubic inches, NIST Handbook 44). */
const L_PER_GAL = 3.785411784;
/** L/100 km times mpg: 100 × litres per gallon ÷ kilometres per mile (235.214583...), the same both ways. */
const FUEL_ECONOMY_PRODUCT = (100 * L_PER_GAL) / KM_PER_MI;
/** Square metres in one square foot (0.3048², exact). */
const M2_PER_FT2 = M_PER_FT * M_PER_FT;
/** Water freezes at 32 °F and 0 °C, and a degree Fahrenheit is 5/9 of a degree Celsius (NIST SP 811, exact). */
const FAHRENHEIT_AT_ZERO_CELSIUS = 32;
const FAHRENHEIT_PER_CELSIUS = 9 / 5;
/** Millilitres in one US fluid ounce (exact: 1/128 of a US gallon, NIST Handbook 44). */
const ML_PER_FL_OZ = (L_PER_GAL * 1000) / 128;

/** Unit text of each measure in metric, the engine's units. */
export const METRIC_UNITS: Readonly<Record<MeasureKind, string>> = {
  mass: 'kg', length: 'cm', height: 'cm', distance: 'm', roadDistance: 'km', fuel: 'L', fuelEconomy: 'L/100 km', fuelPrice: '$/L',
  area: 'm²', areaPrice: '$/m²', temperature: '°C', drinkVolume: 'mL',
};
/** Unit text of each measure in US units (height is entered in feet and inches, stored as inches). */
export const US_UNITS: Readonly<Record<MeasureKind, string>> = {
  mass: 'lb', length: 'in', height: 'in', distance: 'ft', roadDistance: 'mi', fuel: 'gal', fuelEconomy: 'mpg', fuelPrice: '$/gal',
  area: 'ft²', areaPrice: '$/ft²', temperature: '°F', drinkVolume: 'fl oz',
};

/**
 * Units a toggle's switch names for each measure, in this order: a weight, road distances and fuel, areas, long distances,
 * then shorter lengths. A price follows its quantity's unit and is not named.
 */
const SWITCH_UNITS: readonly { readonly measures: readonly MeasureKind[]; readonly metric: string; readonly us: string }[] = [
  { measures: ['mass'], metric: 'kg', us: 'lb' },
  { measures: ['roadDistance'], metric: 'km', us: 'mi' },
  { measures: ['fuel'], metric: 'L', us: 'gal' },
  { measures: ['fuelEconomy'], metric: 'L/100 km', us: 'mpg' },
  { measures: ['area'], metric: 'm²', us: 'ft²' },
  { measures: ['temperature'], metric: '°C', us: '°F' },
  { measures: ['drinkVolume'], metric: 'mL', us: 'fl oz' },
  { measures: ['distance'], metric: 'm', us: 'ft' },
  // A height is typed in feet and inches; a body measure in inches, which people also read against feet.
  { measures: ['height', 'length'], metric: 'cm', us: 'ft, in' },
];

/**
 * The labels of a unit toggle's two choices, naming the units of the measures it converts.
 * @param measures - what the toggled inputs measure
 * @returns the metric and the US label
 * @example
 * unitSystemLabels(['mass', 'height']); // { metric: 'Metric (kg, cm)', us: 'US (lb, ft, in)' }
 * unitSystemLabels(['distance', 'length']); // { metric: 'Metric (m, cm)', us: 'US (ft, in)' }
 */
export function unitSystemLabels(measures: Iterable<MeasureKind>): { readonly metric: string; readonly us: string } {
  const present = new Set(measures);
  const units = SWITCH_UNITS.filter((entry) => entry.measures.some((measure) => present.has(measure)));
  const list = (system: 'metric' | 'us') => [...new Set(units.flatMap((entry) => entry[system].split(', ')))].join(', ');
  return { metric: `Metric (${list('metric')})`, us: `US (${list('us')})` };
}

/**
 * Converts a US value to the engine's metric unit: pounds to kilograms, inches to centimetres, feet to metres, miles
 * to kilometres, US gallons to litres, miles per gallon to litres per 100 km, a price per gallon to one per litre,
 * square feet to square metres, a price per square foot to one per square metre, degrees Fahrenheit to Celsius and US
 * fluid ounces to millilitres.
 * @param kind - what the value measures
 * @param usValue - pounds for mass, inches for length and height, feet for distance, miles, gallons, mpg, $/gal, ft², $/ft², °F or fl oz
 * @returns kilograms, centimetres, metres, kilometres, litres, L/100 km, $/L, m², $/m², °C or mL, unrounded
 * @example
 * toMetric('mass', 150); // 68.0388555
 * toMetric('height', 70); // 177.8
 * toMetric('fuelEconomy', 30); // 7.84048611 (L/100 km)
 * toMetric('temperature', 98.6); // 37 (°C)
 */
export function toMetric(kind: MeasureKind, usValue: number): number {
  switch (kind) {
    case 'distance': return usValue * M_PER_FT;
    case 'mass': return usValue * KG_PER_LB;
    case 'roadDistance': return usValue * KM_PER_MI;
    case 'fuel': return usValue * L_PER_GAL;
    // A reciprocal: 0 mpg has no finite L/100 km, and is left at 0 for the engine to refuse.
    case 'fuelEconomy': return usValue === 0 ? 0 : FUEL_ECONOMY_PRODUCT / usValue;
    case 'fuelPrice': return usValue / L_PER_GAL;
    case 'area': return usValue * M2_PER_FT2;
    case 'areaPrice': return usValue / M2_PER_FT2;
    // A scale with its own zero: the offset comes off before the degrees are scaled.
    case 'temperature': return (usValue - FAHRENHEIT_AT_ZERO_CELSIUS) / FAHRENHEIT_PER_CELSIUS;
    case 'drinkVolume': return usValue * ML_PER_FL_OZ;
    default: return usValue * CM_PER_IN;
  }
}

/**
 * Converts a metric value to US units: kilograms to pounds, centimetres to inches, metres to feet, kilometres to
 * miles, litres to US gallons, litres per 100 km to miles per gallon, a price per litre to one per gallon, square
 * metres to square feet, a price per square metre to one per square foot, degrees Celsius to Fahrenheit and millilitres
 * to US fluid ounces.
 * @param kind - what the value measures
 * @param metricValue - kilograms for mass, centimetres for length and height, metres for distance, km, L, L/100 km, $/L, m², $/m², °C or mL
 * @returns pounds, inches, feet, miles, gallons, mpg, $/gal, ft², $/ft², °F or fl oz, unrounded
 * @example
 * fromMetric('mass', 68.0388555); // 150
 * fromMetric('length', 81.28); // 32
 * fromMetric('fuelPrice', 1.8); // 6.81374121 ($/gal)
 * fromMetric('temperature', -40); // -40 (°F)
 */
export function fromMetric(kind: MeasureKind, metricValue: number): number {
  switch (kind) {
    case 'distance': return metricValue / M_PER_FT;
    case 'mass': return metricValue / KG_PER_LB;
    case 'roadDistance': return metricValue / KM_PER_MI;
    case 'fuel': return metricValue / L_PER_GAL;
    case 'fuelEconomy': return metricValue === 0 ? 0 : FUEL_ECONOMY_PRODUCT / metricValue;
    case 'fuelPrice': return metricValue * L_PER_GAL;
    case 'area': return metricValue / M2_PER_FT2;
    case 'areaPrice': return metricValue * M2_PER_FT2;
    case 'temperature': return metricValue * FAHRENHEIT_PER_CELSIUS + FAHRENHEIT_AT_ZERO_CELSIUS;
    case 'drinkVolume': return metricValue / ML_PER_FL_OZ;
    default: return metricValue / CM_PER_IN;
  }
}

/**
 * A field's example, written in metric units ("e.g. 80" kg, or the bare default "80"), in the units the visitor
 * shows: "e.g. 176" pounds. Whole numbers from 10 up, one decimal below. Any other text ("Enter your weight",
 * "e.g. 3 m or 10 ft") stays as written.
 * @example
 * placeholderInUnits('e.g. 80', 'mass', true); // 'e.g. 176'
 * placeholderInUnits('e.g. 355', 'drinkVolume', true); // 'e.g. 12'
 */
export function placeholderInUnits(placeholder: string, kind: MeasureKind, us: boolean): string {
  const match = /^(e\.g\. )?(-?\d+(?:\.\d+)?)$/.exec(placeholder);
  if (!us || !match) return placeholder;
  const value = fromMetric(kind, Number(match[2]));
  return `${match[1] ?? ''}${Math.abs(value) >= 10 ? Math.round(value) : Number(value.toFixed(1))}`;
}

/** A height as people say it in the US: whole feet and the inches left over. */
export interface FeetAndInches {
  readonly feet: number;
  readonly inches: number;
}

/**
 * Splits a height in inches into feet and inches, rounding the inches to `inchDecimals` and carrying a full 12
 * into the feet, so 71.96 in shows as 6 ft 0 in rather than 5 ft 12 in.
 * @param totalInches - the height in inches (not negative)
 * @param inchDecimals - decimals kept on the inches (default 1)
 * @returns whole feet and the remaining inches
 * @throws RangeError for a negative or non-finite height
 * @example
 * splitFeetInches(70); // { feet: 5, inches: 10 }
 * splitFeetInches(71.96); // { feet: 6, inches: 0 }
 */
export function splitFeetInches(totalInches: number, inchDecimals = 1): FeetAndInches {
  if (!Number.isFinite(totalInches) || totalInches < 0) {
    throw new RangeError(`A height must be a finite number of inches, not below 0 (got ${totalInches})`);
  }
  const scale = 10 ** inchDecimals;
  // Round once on the total, so the carry into feet and the inches shown can never disagree.
  const rounded = Math.round(totalInches * scale) / scale;
  const feet = Math.floor(rounded / INCHES_PER_FOOT);
  const inches = Math.round((rounded - feet * INCHES_PER_FOOT) * scale) / scale;
  return { feet, inches };
}

/**
 * Joins feet and inches into inches.
 * @param feet - whole or fractional feet
 * @param inches - inches on top of the feet
 * @returns the height in inches
 * @example
 * joinFeetInches(5, 10); // 70
 */
export function joinFeetInches(feet: number, inches: number): number {
  return feet * INCHES_PER_FOOT + inches;
}

/**
 * A height given in feet and inches, in centimetres (the engine's unit).
 * @param feet - feet
 * @param inches - inches on top of the feet
 * @returns centimetres, unrounded
 * @example
 * feetInchesToCm(5, 10); // 177.8
 */
export function feetInchesToCm(feet: number, inches: number): number {
  return toMetric('height', joinFeetInches(feet, inches));
}

/**
 * A height in centimetres as feet and inches.
 * @param cm - centimetres (not negative)
 * @param inchDecimals - decimals kept on the inches (default 1)
 * @returns whole feet and the remaining inches
 * @example
 * cmToFeetInches(177.8); // { feet: 5, inches: 10 }
 */
export function cmToFeetInches(cm: number, inchDecimals = 1): FeetAndInches {
  return splitFeetInches(fromMetric('height', cm), inchDecimals);
}
