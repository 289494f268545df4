import { outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { AssessmentBand, CalculationResult, NumberInputSpec, SelectInputSpec, SolutionStep } from '../../types.js';

/** Metric (km, L/100 km, price per litre) or US (mi, mpg, price per US gallon), as entered. */
export const FUEL_COST_UNIT_SYSTEM = { metric: 1, us: 2 } as const;
/** One way, or there and back. */
export const FUEL_COST_TRIP = { oneWay: 1, roundTrip: 2 } as const;

export interface FuelCostInputs {
  /** 1 metric (km, L/100 km, per L), 2 US (mi, mpg, per US gal). */
  readonly unitSystem: number;
  /** km, or mi in US units: one way. */
  readonly tripDistance: number;
  /** L/100 km, or mpg in US units. */
  readonly fuelEconomy: number;
  /** $ per litre, or per US gallon. */
  readonly fuelPrice: number;
  /** 1 one way, 2 round trip. */
  readonly roundTrip: number;
  /** People sharing the cost, a whole number. */
  readonly passengers: number;
}

export interface FuelCostDetails extends Record<string, number> {
  readonly tripCost: number;
  readonly fuelNeeded: number;
  readonly costPerPerson: number;
  readonly costPerDistance: number;
  readonly totalDistance: number;
}

/** L/100 km times mpg: 100 × 3.785411784 L per US gallon ÷ 1.609344 km per mile (NIST SP 811, exact factors). */
const FUEL_ECONOMY_PRODUCT = (100 * 3.785411784) / 1.609344;
/** Litres in one US liquid gallon, 231 in³ (NIST SP 811, exact). */
const L_PER_US_GAL = 3.785411784;

const unitSystem = {
  name: 'unitSystem', label: 'Units', type: 'select', required: false, default: FUEL_COST_UNIT_SYSTEM.metric,
  options: [FUEL_COST_UNIT_SYSTEM.metric, FUEL_COST_UNIT_SYSTEM.us],
  optionLabels: { 1: 'Metric (km, L/100 km)', 2: 'US (mi, mpg)' },
  uiDefault: FUEL_COST_UNIT_SYSTEM.metric, help: 'Set by the metric/US switch above the form.',
} as const satisfies SelectInputSpec;
const tripDistance = {
  name: 'tripDistance', label: 'Trip Distance', type: 'number', unit: 'km', usUnit: 'mi', measure: 'roadDistance', required: true,
  checked: true, min: 0, minExclusive: true, max: 1e7, step: 0.1, uiDefault: 300, placeholder: 'e.g. 300 km or 200 mi',
  help: 'How far it is one way, as a map or a route planner gives it.',
} as const satisfies NumberInputSpec;
const fuelEconomy = {
  name: 'fuelEconomy', label: 'Fuel Economy', type: 'number', unit: 'L/100 km', usUnit: 'mpg', measure: 'fuelEconomy', required: true,
  checked: true, min: 0, minExclusive: true, max: 1000, step: 0.1, uiDefault: 7, placeholder: 'e.g. 7 L/100 km or 30 mpg',
  help: "The car's consumption: its rating, or your own from the gas mileage calculator.",
} as const satisfies NumberInputSpec;
const fuelPrice = {
  name: 'fuelPrice', label: 'Fuel Price', type: 'number', unit: '$/L', usUnit: '$/gal', measure: 'fuelPrice', required: true,
  checked: true, min: 0, max: 1000, step: 0.001, uiDefault: 1.8, placeholder: 'e.g. 1.80 a litre or 3.50 a gallon',
  help: 'The price per litre, or per gallon in US units.',
} as const satisfies NumberInputSpec;
const roundTrip = {
  name: 'roundTrip', label: 'Trip', type: 'select', required: false, default: FUEL_COST_TRIP.oneWay,
  options: [FUEL_COST_TRIP.oneWay, FUEL_COST_TRIP.roundTrip], optionLabels: { 1: 'One way', 2: 'Round trip' },
  uiDefault: FUEL_COST_TRIP.oneWay, help: 'A round trip drives the distance twice.',
} as const satisfies SelectInputSpec;
const passengers = {
  name: 'passengers', label: 'People Sharing', type: 'number', required: false, default: 1, checked: true, integer: true,
  min: 1, max: 100, step: 1, uiDefault: 1, placeholder: 'e.g. 1', help: 'How many people split the cost, the driver included.',
} as const satisfies NumberInputSpec;

const isUs = ({ unitSystem: system }: FuelCostInputs) => system === FUEL_COST_UNIT_SYSTEM.us;
const isMetric = (inputs: FuelCostInputs) => !isUs(inputs);
const isRoundTrip = ({ roundTrip: trip }: FuelCostInputs) => trip === FUEL_COST_TRIP.roundTrip;
const shared = ({ passengers: people }: FuelCostInputs) => people > 1;
/** The car's fuel economy in mpg, whichever unit it was entered in. */
const mpgOf = (inputs: FuelCostInputs) => (isUs(inputs) ? inputs.fuelEconomy : FUEL_ECONOMY_PRODUCT / inputs.fuelEconomy);

/**
 * Readings of the car's fuel economy against the average of new US vehicles, about 27 mpg (8.7 L/100 km) real-world
 * for model year 2023 (EPA Automotive Trends Report 2024); each with what the trip takes, in the inputs' own units.
 */
function readings(trip: string): AssessmentBand[] {
  return [
    { below: 20, text: `${trip} A car that needs this much fuel, below 20 mpg (above 11.8 L/100 km), is a large pickup, a van or a big SUV, or one towing.` },
    { below: 30, text: `${trip} The car's fuel economy is close to the average of new US vehicles, about 27 mpg (8.7 L/100 km).` },
    { below: 40, text: `${trip} The car's fuel economy is better than the average of new US vehicles, about 27 mpg (8.7 L/100 km).` },
    { text: `${trip} The car's fuel economy is excellent, where hybrids and small diesels are: well above the average of new US vehicles, about 27 mpg (8.7 L/100 km).` },
  ];
}
const METRIC_TRIP = 'Over {totalDistanceKm} the car burns {fuelLitres} ({fuelGallons}), which costs {tripCost}, or {costPerDistance} a kilometre.';
const US_TRIP = 'Over {totalDistanceMiles} the car burns {fuelGallons} ({fuelLitres}), which costs {tripCost}, or {costPerDistance} a mile.';
const METRIC_BANDS = readings(METRIC_TRIP);

const solution: SolutionStep<FuelCostInputs>[] = [
  { label: 'Distance there and back', expression: '{tripDistance} × 2', value: 'totalDistance', when: isRoundTrip },
  { label: 'Fuel needed', expression: '{totalDistance} × {fuelEconomy} ÷ 100', value: 'fuelLitres', when: isMetric },
  { label: 'Fuel needed', expression: '{totalDistance} ÷ {fuelEconomy}', value: 'fuelGallons', when: isUs },
  { label: 'Cost per kilometre', expression: '{fuelEconomy} × {fuelPrice} ÷ 100', value: 'costPerDistance', when: isMetric },
  { label: 'Cost per mile', expression: '{fuelPrice} ÷ {fuelEconomy}', value: 'costPerDistance', when: isUs },
  { label: 'Cost per person', expression: '{fuelNeeded} × {fuelPrice} ÷ {passengers}', value: 'costPerPerson', when: shared },
  { label: 'Fuel cost of the trip', expression: '{fuelNeeded} × {fuelPrice}', value: 'tripCost' },
];

export const fuelCost = defineCalculator<FuelCostInputs, FuelCostDetails>({
  slug: 'fuel-cost',
  inputs: [unitSystem, tripDistance, fuelEconomy, fuelPrice, roundTrip, passengers],
  outputs: [
    { name: 'tripCost', type: 'number', unit: '$', label: 'Fuel cost of the trip', words: 'the fuel cost' },
    // Litres with metric units, US gallons with US units; the distance in km or miles.
    { name: 'fuelNeeded', type: 'number', label: 'Fuel needed (L or US gal)', words: 'the fuel needed' },
    { name: 'costPerPerson', type: 'number', unit: '$', label: 'Cost per person', words: 'the cost per person' },
    { name: 'costPerDistance', type: 'number', unit: '$', decimals: 3, label: 'Cost per km or mile', words: 'the cost per kilometre or mile' },
    { name: 'totalDistance', type: 'number', label: 'Distance (km or mi)', words: 'the distance driven' },
  ],
  primary: 'tripCost',
  compute(inputs) {
    const totalDistance = inputs.tripDistance * (isRoundTrip(inputs) ? 2 : 1);
    const fuelNeeded = isUs(inputs) ? totalDistance / inputs.fuelEconomy : (totalDistance * inputs.fuelEconomy) / 100;
    const tripCost = fuelNeeded * inputs.fuelPrice;
    const costPerDistance = tripCost / totalDistance;
    // An economy of a few atoms in mpg makes the fuel, or its cost, overflow.
    if (![fuelNeeded, tripCost, costPerDistance].every(Number.isFinite)) {
      outOfDomain(messages.tooSmallFor(fuelEconomy.label, 'fuel cost'), fuelEconomy);
    }
    return {
      value: tripCost,
      unit: '$',
      details: { tripCost, fuelNeeded, costPerPerson: tripCost / inputs.passengers, costPerDistance, totalDistance },
    };
  },
  intermediates: {
    fuelLitres: { unit: 'L', value: (inputs, { fuelNeeded }) => (isUs(inputs) ? (fuelNeeded as number) * L_PER_US_GAL : (fuelNeeded as number)) },
    fuelGallons: { unit: 'gal', value: (inputs, { fuelNeeded }) => (isUs(inputs) ? (fuelNeeded as number) : (fuelNeeded as number) / L_PER_US_GAL) },
    totalDistanceKm: { unit: 'km', value: (_inputs, { totalDistance }) => totalDistance as number },
    totalDistanceMiles: { unit: 'mi', value: (_inputs, { totalDistance }) => totalDistance as number },
  },
  solution,
  assessment: {
    of: 'fuelEconomy',
    // Metric results first, read in mpg through the exact factors; the bands below read US results, in mpg.
    cases: METRIC_BANDS.map((band) => ({
      when: (inputs: FuelCostInputs) => isMetric(inputs) && (band.below === undefined || mpgOf(inputs) < band.below),
      text: band.text,
    })),
    bands: readings(US_TRIP),
    notes: [{ when: (inputs) => shared(inputs), text: 'Shared by {passengers} people, that is {costPerPerson} each.' }],
  },
  whatIfs: [
    {
      lead: 'Driving there and back',
      change: (inputs) => (isRoundTrip(inputs) ? undefined : { roundTrip: FUEL_COST_TRIP.roundTrip }),
      outputs: ['tripCost'],
    },
    ...[false, true].map((us) => ({
      lead: 'In a car that uses a tenth less fuel',
      // L/100 km falls by a tenth; mpg rises so that the fuel per mile falls by a tenth.
      change: (inputs: FuelCostInputs) => (isUs(inputs) !== us ? undefined
        : us ? (inputs.fuelEconomy / 0.9 <= fuelEconomy.max ? { fuelEconomy: inputs.fuelEconomy / 0.9 } : undefined)
          : { fuelEconomy: inputs.fuelEconomy * 0.9 }),
      outputs: ['tripCost'],
    })),
    {
      lead: 'With fuel a tenth dearer',
      change: ({ fuelPrice: price }) => (price > 0 && price * 1.1 <= fuelPrice.max ? { fuelPrice: price * 1.1 } : undefined),
      outputs: ['tripCost'],
    },
    {
      lead: 'With one more person sharing',
      change: ({ passengers: people }) => (people < passengers.max ? { passengers: people + 1 } : undefined),
      outputs: ['costPerPerson'],
    },
  ],
  properties: [
    { output: 'tripCost', input: 'tripDistance', direction: 'rises' },
    { output: 'tripCost', input: 'fuelPrice', direction: 'rises' },
    { output: 'fuelNeeded', input: 'tripDistance', direction: 'rises' },
    { output: 'totalDistance', input: 'tripDistance', direction: 'rises' },
    { output: 'costPerPerson', input: 'passengers', direction: 'falls' },
    { output: 'costPerDistance', input: 'fuelPrice', direction: 'rises' },
  ],
  // No published example: the arithmetic checked against values worked by hand.
  referenceValues: [
    {
      name: '200 mi at 30 mpg and $3.50 a gallon: 6.67 gal, $23.33, $0.117 a mile',
      source: 'computed by hand: 200 ÷ 30 = 6.6666667 gal; × 3.50 = 23.3333333; ÷ 200 = 0.1166667',
      inputs: { unitSystem: 2, tripDistance: 200, fuelEconomy: 30, fuelPrice: 3.5 },
      expected: { tripCost: 23.333333, fuelNeeded: 6.666667, costPerPerson: 23.333333, costPerDistance: 0.116667, totalDistance: 200 }, decimals: 6,
    },
    {
      name: '300 km at 7 L/100 km and $1.80 a litre: 21 L, $37.80, $0.126 a kilometre',
      source: 'computed by hand: 300 × 7 ÷ 100 = 21 L; 21 × 1.80 = 37.80; 37.80 ÷ 300 = 0.126',
      inputs: { unitSystem: 1, tripDistance: 300, fuelEconomy: 7, fuelPrice: 1.8 },
      expected: { tripCost: 37.8, fuelNeeded: 21, costPerDistance: 0.126, totalDistance: 300 }, decimals: 9,
    },
    {
      name: 'The same 300 km there and back, shared by 4: 600 km, 42 L, $75.60, $18.90 each',
      source: 'computed by hand: 2 × 300 = 600 km; 600 × 7 ÷ 100 = 42 L; 42 × 1.80 = 75.60; ÷ 4 = 18.90',
      inputs: { unitSystem: 1, tripDistance: 300, fuelEconomy: 7, fuelPrice: 1.8, roundTrip: 2, passengers: 4 },
      expected: { tripCost: 75.6, fuelNeeded: 42, costPerPerson: 18.9, totalDistance: 600 }, decimals: 9,
    },
  ],
});

/**
 * The fuel a trip takes and what it costs, in total, per person and per kilometre or mile.
 * @param inputs - `unitSystem` (1 metric km, L/100 km and $/L; 2 US mi, mpg and $/gal), `tripDistance`, `fuelEconomy`, `fuelPrice`, `roundTrip` (1 or 2), `passengers`
 * @returns the fuel cost as `value`, the fuel needed, the cost per person and per distance and the distance in `details`
 * @example
 * fuelCostOf({ unitSystem: 1, tripDistance: 300, fuelEconomy: 7, fuelPrice: 1.8, roundTrip: 1, passengers: 1 }).value; // 37.8
 */
export function fuelCostOf(inputs: FuelCostInputs): CalculationResult<FuelCostDetails> {
  return runCalculator(fuelCost, inputs);
}
