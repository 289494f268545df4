import { outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { AssessmentBand, CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec, SolutionStep } from '../../types.js';

/** Metric (km, litres) or US (miles, US gallons), as entered. */
export const GAS_MILEAGE_UNIT_SYSTEM = { metric: 1, us: 2 } as const;

export interface GasMileageInputs {
  /** 1 metric (km, L), 2 US (mi, US gal). */
  readonly unitSystem: number;
  /** km, or mi in US units. */
  readonly distance: number;
  /** L, or US gal. */
  readonly fuelUsed: number;
  /** $ per litre, or per US gallon; none when empty. */
  readonly fuelPrice?: number;
}

export interface GasMileageDetails extends Record<string, number> {
  readonly fuelEconomy: number;
  readonly mpg: number;
  readonly litersPer100km: number;
  readonly kmPerLiter: number;
  readonly mpgImperial: number;
}

/** Kilometres in one international mile (NIST SP 811, exact). */
const KM_PER_MI = 1.609344;
/** Litres in one US liquid gallon, 231 in³ (NIST SP 811, exact). */
const L_PER_US_GAL = 3.785411784;
/** Litres in one imperial gallon (UK Weights and Measures Act 1985, exact). */
const L_PER_IMPERIAL_GAL = 4.54609;

const unitSystem = {
  name: 'unitSystem', label: 'Units', type: 'select', required: false, default: GAS_MILEAGE_UNIT_SYSTEM.metric,
  options: [GAS_MILEAGE_UNIT_SYSTEM.metric, GAS_MILEAGE_UNIT_SYSTEM.us], optionLabels: { 1: 'Metric (km, L)', 2: 'US (mi, gal)' },
  uiDefault: GAS_MILEAGE_UNIT_SYSTEM.metric, help: 'Set by the metric/US switch above the form.',
} as const satisfies SelectInputSpec;
const distance = {
  name: 'distance', label: 'Distance Driven', type: 'number', unit: 'km', usUnit: 'mi', measure: 'roadDistance', required: true,
  checked: true, min: 0, minExclusive: true, max: 1e7, step: 0.1, uiDefault: 500, placeholder: 'e.g. 500 km or 300 mi',
  help: 'The trip meter, or the odometer now less the reading at the last full tank.',
} as const satisfies NumberInputSpec;
const fuelUsed = {
  name: 'fuelUsed', label: 'Fuel Used', type: 'number', unit: 'L', usUnit: 'gal', measure: 'fuel', required: true,
  checked: true, min: 0, minExclusive: true, max: 1e6, step: 0.01, uiDefault: 40, placeholder: 'e.g. 40 L or 10 gal',
  help: 'What it took to fill the tank again: the pump shows it.',
} as const satisfies NumberInputSpec;
const fuelPrice = {
  name: 'fuelPrice', label: 'Fuel Price', type: 'number', unit: '$/L', usUnit: '$/gal', measure: 'fuelPrice', required: false,
  checked: true, min: 0, max: 1000, step: 0.001, placeholder: 'e.g. 1.80 a litre or 3.50 a gallon',
  help: 'Optional: the price per litre or gallon, for the cost of the driving.',
} as const satisfies NumberInputSpec;

const isUs = ({ unitSystem: system }: GasMileageInputs) => system === GAS_MILEAGE_UNIT_SYSTEM.us;
const isMetric = (inputs: GasMileageInputs) => !isUs(inputs);
const priced = ({ fuelPrice: price }: GasMileageInputs) => price !== undefined;
/** A metric result gives its fuel economy in L/100 km (a US one in mpg). */
const isMetricResult = (details: Readonly<Record<string, DetailValue>>) => details['fuelEconomy'] === details['litersPer100km'];

/**
 * Readings of a fuel economy against the average of new US vehicles, about 27 mpg (8.7 L/100 km) real-world for
 * model year 2023 (EPA Automotive Trends Report 2024); each in the result's own unit first.
 */
function readings(first: string, second: string): AssessmentBand[] {
  const economy = `${first} (${second})`;
  return [
    { below: 20, text: `A fuel economy of ${economy} is low: typical of a large pickup, a van or a big SUV, or of short trips in cold weather and heavy traffic.` },
    { below: 30, text: `A fuel economy of ${economy} is close to the average of new US vehicles, about 27 mpg (8.7 L/100 km).` },
    { below: 40, text: `A fuel economy of ${economy} is better than the average of new US vehicles, about 27 mpg (8.7 L/100 km): a small car or a thrifty driver.` },
    { text: `A fuel economy of ${economy} is excellent, where hybrids and small diesels are: well above the average of new US vehicles, about 27 mpg (8.7 L/100 km).` },
  ];
}
const US_BANDS = readings('{mpg}', '{litersPer100km}');
const METRIC_COST = 'The fuel cost {totalFuelCost}, or {costPerDistance} a kilometre.';
const METRIC_BANDS = readings('{litersPer100km}', '{mpg}');

const metricSteps: SolutionStep<GasMileageInputs>[] = [
  { label: 'Kilometres per litre', expression: '{distance} ÷ {fuelUsed}', value: 'kmPerLiter', when: isMetric },
  { label: 'Miles per US gallon', expression: '{kmPerLiter} × 3.785411784 ÷ 1.609344', value: 'mpg', when: isMetric },
  { label: 'Miles per imperial gallon', expression: '{kmPerLiter} × 4.54609 ÷ 1.609344', value: 'mpgImperial', when: isMetric },
  { label: 'Fuel cost', expression: '{fuelPrice} × {fuelUsed}', value: 'totalFuelCost', when: (inputs) => isMetric(inputs) && priced(inputs) },
  { label: 'Cost per kilometre', expression: '{totalFuelCost} ÷ {distance}', value: 'costPerDistance', when: (inputs) => isMetric(inputs) && priced(inputs) },
  { label: 'Litres per 100 km', expression: '100 × {fuelUsed} ÷ {distance}', value: 'fuelEconomy', when: isMetric },
];
const usSteps: SolutionStep<GasMileageInputs>[] = [
  { label: 'Litres per 100 km', expression: '100 × {fuelUsed} × 3.785411784 ÷ ({distance} × 1.609344)', value: 'litersPer100km', when: isUs },
  { label: 'Kilometres per litre', expression: '{distance} × 1.609344 ÷ ({fuelUsed} × 3.785411784)', value: 'kmPerLiter', when: isUs },
  { label: 'Miles per imperial gallon', expression: '{distance} ÷ ({fuelUsed} × 3.785411784 ÷ 4.54609)', value: 'mpgImperial', when: isUs },
  { label: 'Fuel cost', expression: '{fuelPrice} × {fuelUsed}', value: 'totalFuelCost', when: (inputs) => isUs(inputs) && priced(inputs) },
  { label: 'Cost per mile', expression: '{totalFuelCost} ÷ {distance}', value: 'costPerDistance', when: (inputs) => isUs(inputs) && priced(inputs) },
  { label: 'Miles per gallon', expression: '{distance} ÷ {fuelUsed}', value: 'fuelEconomy', when: isUs },
];

export const gasMileage = defineCalculator<GasMileageInputs, GasMileageDetails>({
  slug: 'gas-mileage',
  inputs: [unitSystem, distance, fuelUsed, fuelPrice],
  outputs: [
    // mpg with US units, L/100 km with metric: the unit comes with the result.
    { name: 'fuelEconomy', type: 'number', label: 'Fuel economy', words: 'the fuel economy' },
    { name: 'mpg', type: 'number', unit: 'mpg', label: 'Miles per US gallon' },
    { name: 'litersPer100km', type: 'number', unit: 'L/100 km', label: 'Litres per 100 km' },
    { name: 'kmPerLiter', type: 'number', unit: 'km/L', label: 'Kilometres per litre' },
    { name: 'mpgImperial', type: 'number', unit: 'mpg (imp.)', label: 'Miles per imperial gallon' },
    { name: 'totalFuelCost', type: 'number', unit: '$', label: 'Fuel cost', words: 'the fuel cost' },
    { name: 'costPerDistance', type: 'number', unit: '$', decimals: 3, label: 'Cost per mile (US) or kilometre (metric)', words: 'the cost per mile or kilometre' },
  ],
  primary: 'fuelEconomy',
  compute(inputs) {
    const us = isUs(inputs);
    const km = us ? inputs.distance * KM_PER_MI : inputs.distance;
    const liters = us ? inputs.fuelUsed * L_PER_US_GAL : inputs.fuelUsed;
    // Each figure from the units as entered where it can be, so that 300 mi on 10 gal is exactly 30 mpg.
    const mpg = us ? inputs.distance / inputs.fuelUsed : km / KM_PER_MI / (liters / L_PER_US_GAL);
    const litersPer100km = us ? (100 * liters) / km : (100 * inputs.fuelUsed) / inputs.distance;
    const fuelEconomy = us ? mpg : litersPer100km;
    const cost = inputs.fuelPrice === undefined ? undefined : inputs.fuelPrice * inputs.fuelUsed;
    // A distance or an amount of fuel of a few atoms overflows the ratio taken over it.
    if (!Number.isFinite(litersPer100km) || (cost !== undefined && !Number.isFinite(cost / inputs.distance))) {
      outOfDomain(messages.tooSmallFor(distance.label, 'fuel economy'), distance);
    }
    const mpgImperial = km / KM_PER_MI / (liters / L_PER_IMPERIAL_GAL);
    if (!Number.isFinite(mpg) || !Number.isFinite(km / liters) || !Number.isFinite(mpgImperial)) {
      outOfDomain(messages.tooSmallFor(fuelUsed.label, 'fuel economy'), fuelUsed);
    }
    return {
      value: fuelEconomy,
      unit: us ? 'mpg' : 'L/100 km',
      details: {
        fuelEconomy,
        mpg,
        litersPer100km,
        kmPerLiter: km / liters,
        mpgImperial,
        ...(cost === undefined ? {} : { totalFuelCost: cost, costPerDistance: cost / inputs.distance }),
      },
    };
  },
  solution: [...metricSteps, ...usSteps],
  assessment: {
    of: 'mpg',
    // The same readings for metric results, in L/100 km first and with the cost per kilometre (the bands and notes
    // below read US results, in mpg first). A case has no notes, so a priced one says the cost itself.
    cases: METRIC_BANDS.flatMap((band) => [true, false].map((withPrice) => ({
      when: (inputs: GasMileageInputs, details: Readonly<Record<string, DetailValue>>) =>
        isMetricResult(details) && priced(inputs) === withPrice && (band.below === undefined || Number(details['mpg']) < band.below),
      text: withPrice ? `${band.text} ${METRIC_COST}` : band.text,
    }))),
    bands: US_BANDS,
    notes: [{ when: (inputs) => priced(inputs), text: 'The fuel cost {totalFuelCost}, or {costPerDistance} a mile.' }],
  },
  whatIfs: [
    { lead: 'Going a tenth farther on the same fuel', change: ({ distance: far }) => ({ distance: far * 1.1 }), outputs: ['fuelEconomy'] },
    { lead: 'Using a tenth less fuel over the same distance', change: ({ fuelUsed: fuel }) => ({ fuelUsed: fuel * 0.9 }), outputs: ['fuelEconomy'] },
    ...[false, true].map((us) => ({
      lead: 'With fuel a tenth dearer',
      change: (inputs: GasMileageInputs) => {
        const price = inputs.fuelPrice;
        return isUs(inputs) === us && price !== undefined && price > 0 && price * 1.1 <= fuelPrice.max ? { fuelPrice: price * 1.1 } : undefined;
      },
      outputs: ['totalFuelCost', 'costPerDistance'],
      then: `the fuel would cost {totalFuelCost} ({change.totalFuelCost}), or {costPerDistance} a ${us ? 'mile' : 'kilometre'}`,
    })),
  ],
  properties: [
    { output: 'mpg', input: 'distance', direction: 'rises' },
    { output: 'mpg', input: 'fuelUsed', direction: 'falls' },
    { output: 'litersPer100km', input: 'distance', direction: 'falls' },
    { output: 'litersPer100km', input: 'fuelUsed', direction: 'rises' },
    { output: 'kmPerLiter', input: 'distance', direction: 'rises' },
    { output: 'mpgImperial', input: 'fuelUsed', direction: 'falls' },
    { output: 'totalFuelCost', input: 'fuelPrice', direction: 'rises' },
    { output: 'totalFuelCost', input: 'fuelUsed', direction: 'rises' },
    { output: 'costPerDistance', input: 'distance', direction: 'falls' },
  ],
  // No published example: conversions checked against values worked by hand with NIST SP 811's exact factors.
  referenceValues: [
    {
      name: '300 mi on 10 US gal is 30 mpg, 7.84 L/100 km, 12.75 km/L and 36.03 imperial mpg',
      source: 'computed by hand: 300 ÷ 10 = 30; 100 × 37.85411784 L ÷ 482.8032 km = 7.8404861; 482.8032 ÷ 37.85411784 = '
        + '12.7543112; 30 × 4.54609 ÷ 3.785411784 = 36.0284978',
      inputs: { unitSystem: 2, distance: 300, fuelUsed: 10 },
      expected: { fuelEconomy: 30, mpg: 30, litersPer100km: 7.840486, kmPerLiter: 12.754311, mpgImperial: 36.028498 }, decimals: 6,
    },
    {
      name: '500 km on 40 L is 8 L/100 km, 12.5 km/L and 29.40 US mpg',
      source: 'computed by hand: 100 × 40 ÷ 500 = 8; 500 ÷ 40 = 12.5; 12.5 × 3.785411784 ÷ 1.609344 = 29.4018229; '
        + '12.5 × 4.54609 ÷ 1.609344 = 35.3101170',
      inputs: { unitSystem: 1, distance: 500, fuelUsed: 40 },
      expected: { fuelEconomy: 8, litersPer100km: 8, kmPerLiter: 12.5, mpg: 29.401823, mpgImperial: 35.310117 }, decimals: 6,
    },
    {
      name: '25 mpg is 9.41 L/100 km (235.215 ÷ mpg)',
      source: 'NIST SP 811 factors: 100 × 3.785411784 ÷ 1.609344 = 235.2145833, ÷ 25 = 9.4085833',
      inputs: { unitSystem: 2, distance: 100, fuelUsed: 4 },
      expected: { mpg: 25, litersPer100km: 9.408583 }, decimals: 6,
    },
    {
      name: '300 mi on 10 gal at $3.50 a gallon costs $35.00, $0.117 a mile',
      source: 'computed by hand: 3.50 × 10 = 35; 35 ÷ 300 = 0.1166667',
      inputs: { unitSystem: 2, distance: 300, fuelUsed: 10, fuelPrice: 3.5 },
      expected: { totalFuelCost: 35, costPerDistance: 0.116667 }, decimals: 6,
    },
    {
      name: '500 km on 40 L at $1.80 a litre costs $72.00, $0.144 a kilometre',
      source: 'computed by hand: 1.80 × 40 = 72; 72 ÷ 500 = 0.144',
      inputs: { unitSystem: 1, distance: 500, fuelUsed: 40, fuelPrice: 1.8 },
      expected: { totalFuelCost: 72, costPerDistance: 0.144 }, decimals: 9,
    },
  ],
});

/**
 * Fuel economy from the distance driven and the fuel used, in mpg, L/100 km and km/L, and what the fuel cost.
 * @param inputs - `unitSystem` (1 metric km and L, 2 US mi and US gal), `distance`, `fuelUsed`, optional `fuelPrice` per L or gal
 * @returns the fuel economy as `value` (mpg in US units, L/100 km in metric), every unit and any cost in `details`
 * @example
 * gasMileageOf({ unitSystem: 2, distance: 300, fuelUsed: 10 }).details.litersPer100km; // 7.8404861...
 */
export function gasMileageOf(inputs: GasMileageInputs): CalculationResult<GasMileageDetails> {
  return runCalculator(gasMileage, inputs);
}
