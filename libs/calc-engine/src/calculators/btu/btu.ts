import { outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Metric (m²) or US (ft²) room areas, as entered. */
export const BTU_UNIT_SYSTEM = { metric: 1, us: 2 } as const;
/** How much sun the room gets: normal, heavily shaded or very sunny. */
export const BTU_SUN_EXPOSURE = { normal: 1, shaded: 2, sunny: 3 } as const;
/** Whether the room is a kitchen. */
export const BTU_KITCHEN = { no: 1, yes: 2 } as const;

export interface BtuInputs {
  /** 1 metric (m²), 2 US (ft²). */
  readonly unitSystem: number;
  /** m², or ft² in US units. */
  readonly roomArea: number;
  /** 1 normal, 2 heavily shaded, 3 very sunny. */
  readonly sunExposure: number;
  /** People usually in the room, a whole number. */
  readonly occupants: number;
  /** 1 no, 2 yes. */
  readonly kitchen: number;
}

export interface BtuDetails extends Record<string, number> {
  readonly btuPerHour: number;
  readonly baseBtu: number;
  readonly kilowatts: number;
  readonly tons: number;
}

/** Square metres in one square foot (0.3048², NIST SP 811, exact). */
const M2_PER_FT2 = 0.09290304;
/** Watts in one BTU (IT) per hour (NIST SP 811: 1 Btu_IT/h = 0.29307107017 W). */
const WATTS_PER_BTU_PER_HOUR = 0.29307107017;
/** BTU per hour in one ton of refrigeration (12,000 BTU/h, the melting of a short ton of ice in a day). */
const BTU_PER_TON = 12_000;

/**
 * The ENERGY STAR room air conditioner sizing chart: each row's largest area in ft² ("up to", read as inclusive) and
 * its capacity in BTU per hour. Rooms under 100 ft² take the first row.
 */
const CHART: readonly (readonly [number, number])[] = [
  [150, 5000], [250, 6000], [300, 7000], [350, 8000], [400, 9000], [450, 10_000], [550, 12_000], [700, 14_000],
  [1000, 18_000], [1200, 21_000], [1400, 23_000], [1500, 24_000], [2000, 30_000], [2500, 34_000],
];
const CHART_LARGEST_FT2 = 2500;
/** ENERGY STAR's adjustments: ±10% for shade or sun, 600 BTU/h a person beyond two, 4,000 BTU/h for a kitchen. */
const SUN_FACTOR: Readonly<Record<number, number>> = { 1: 1, 2: 0.9, 3: 1.1 };
const BTU_PER_EXTRA_PERSON = 600;
const PEOPLE_IN_CHART = 2;
const KITCHEN_BTU = 4000;

const unitSystem = {
  name: 'unitSystem', label: 'Units', type: 'select', required: false, default: BTU_UNIT_SYSTEM.metric,
  options: [BTU_UNIT_SYSTEM.metric, BTU_UNIT_SYSTEM.us], optionLabels: { 1: 'Metric (m²)', 2: 'US (ft²)' },
  uiDefault: BTU_UNIT_SYSTEM.metric, help: 'Set by the metric/US switch above the form.',
} as const satisfies SelectInputSpec;
const roomArea = {
  name: 'roomArea', label: 'Room Area', type: 'number', unit: 'm²', usUnit: 'ft²', measure: 'area', required: true, checked: true,
  min: 0, minExclusive: true, max: 1_000_000, step: 0.1, uiDefault: 25, placeholder: 'e.g. 25 m² or 250 ft²',
  help: 'The floor area of the room: its length times its width.',
} as const satisfies NumberInputSpec;
const sunExposure = {
  name: 'sunExposure', label: 'Sun', type: 'select', required: false, default: BTU_SUN_EXPOSURE.normal,
  options: [BTU_SUN_EXPOSURE.normal, BTU_SUN_EXPOSURE.shaded, BTU_SUN_EXPOSURE.sunny],
  optionLabels: { 1: 'Normal', 2: 'Heavily shaded', 3: 'Very sunny' }, uiDefault: BTU_SUN_EXPOSURE.normal,
  help: 'Heavily shaded: trees or buildings keep the sun off it; very sunny: big windows in the afternoon sun.',
} as const satisfies SelectInputSpec;
const occupants = {
  name: 'occupants', label: 'People Usually in the Room', type: 'number', required: false, default: PEOPLE_IN_CHART, checked: true,
  integer: true, min: 1, max: 50, step: 1, uiDefault: PEOPLE_IN_CHART, placeholder: 'e.g. 2',
  help: 'Each person beyond two adds about 600 BTU an hour of body heat.',
} as const satisfies NumberInputSpec;
const kitchen = {
  name: 'kitchen', label: 'Room Is a Kitchen', type: 'select', required: false, default: BTU_KITCHEN.no,
  options: [BTU_KITCHEN.no, BTU_KITCHEN.yes], optionLabels: { 1: 'No', 2: 'Yes' }, uiDefault: BTU_KITCHEN.no,
  help: 'A cooker and appliances add about 4,000 BTU an hour.',
} as const satisfies SelectInputSpec;

const isUs = ({ unitSystem: system }: BtuInputs) => system === BTU_UNIT_SYSTEM.us;
const squareFeetOf = (inputs: BtuInputs) => (isUs(inputs) ? inputs.roomArea : inputs.roomArea / M2_PER_FT2);
const sunFactorOf = ({ sunExposure: sun }: BtuInputs) => SUN_FACTOR[sun] ?? 1;
const extraPeopleBtu = ({ occupants: people }: BtuInputs) => BTU_PER_EXTRA_PERSON * Math.max(0, people - PEOPLE_IN_CHART);
const kitchenBtu = ({ kitchen: isKitchen }: BtuInputs) => (isKitchen === BTU_KITCHEN.yes ? KITCHEN_BTU : 0);

/** The chart's row for an area in ft²: the first whose largest area it does not exceed (a hair of rounding allowed). */
function chartRow(squareFeet: number): { readonly from: number; readonly upTo: number; readonly btu: number } {
  const index = CHART.findIndex(([upTo]) => squareFeet <= upTo + 1e-9);
  const [upTo, btu] = CHART[index] ?? CHART[CHART.length - 1] ?? [CHART_LARGEST_FT2, 0];
  return { from: index <= 0 ? 100 : (CHART[index - 1]?.[0] ?? 100), upTo, btu };
}
const rowOf = (inputs: BtuInputs) => chartRow(squareFeetOf(inputs));

export const btu = defineCalculator<BtuInputs, BtuDetails>({
  slug: 'btu',
  inputs: [unitSystem, roomArea, sunExposure, occupants, kitchen],
  outputs: [
    { name: 'btuPerHour', type: 'number', unit: 'BTU/h', decimals: 0, label: 'Cooling capacity', words: 'the capacity needed' },
    { name: 'baseBtu', type: 'number', unit: 'BTU/h', decimals: 0, label: 'Chart capacity for the area' },
    { name: 'kilowatts', type: 'number', unit: 'kW', label: 'Cooling capacity in kilowatts' },
    { name: 'tons', type: 'number', unit: 'tons', label: 'Cooling capacity in tons' },
  ],
  primary: 'btuPerHour',
  compute(inputs) {
    const squareFeet = squareFeetOf(inputs);
    if (squareFeet > CHART_LARGEST_FT2 + 1e-9) {
      outOfDomain(
        'The chart covers rooms up to 2,500 sq ft (232 m²): a larger space needs a ductless or central system sized by a load calculation',
        roomArea,
      );
    }
    const baseBtu = chartRow(squareFeet).btu;
    const btuPerHour = baseBtu * sunFactorOf(inputs) + extraPeopleBtu(inputs) + kitchenBtu(inputs);
    return {
      value: btuPerHour,
      unit: 'BTU/h',
      details: { btuPerHour, baseBtu, kilowatts: (btuPerHour * WATTS_PER_BTU_PER_HOUR) / 1000, tons: btuPerHour / BTU_PER_TON },
    };
  },
  intermediates: {
    squareFeet: { unit: 'ft²', decimals: 2, value: (inputs) => squareFeetOf(inputs) },
    rowFrom: { unit: 'ft²', decimals: 0, value: (inputs) => rowOf(inputs).from },
    rowUpTo: { unit: 'ft²', decimals: 0, value: (inputs) => rowOf(inputs).upTo },
    sunFactor: { decimals: 1, value: (inputs) => sunFactorOf(inputs) },
    peopleBtu: { unit: 'BTU/h', decimals: 0, value: (inputs) => extraPeopleBtu(inputs) },
    kitchenBtu: { unit: 'BTU/h', decimals: 0, value: (inputs) => kitchenBtu(inputs) },
  },
  solution: [
    { label: 'Room area in square feet', expression: '{roomArea} ÷ 0.09290304', value: 'squareFeet', when: (inputs) => !isUs(inputs) },
    { label: 'Chart capacity, the row of {rowFrom} up to {rowUpTo} sq ft', expression: 'ENERGY STAR chart', value: 'baseBtu' },
    {
      label: 'Capacity needed, for the sun, the people beyond two and a kitchen',
      expression: '{baseBtu} × {sunFactor} + 600 × max(0, {occupants} − 2){+kitchenBtu}', value: 'btuPerHour',
    },
  ],
  assessment: {
    of: 'btuPerHour',
    bands: [
      { below: 8000, text: 'A room of this size needs about {btuPerHour} ({kilowatts}): a small window or through-the-wall unit, which is also the cheapest to run.' },
      { below: 15_000, text: 'A room of this size needs about {btuPerHour} ({kilowatts}): a mid-size window or portable unit, the most common sizes sold.' },
      { below: 25_000, text: 'A space of this size needs about {btuPerHour} ({kilowatts}, {tons}): a large window unit or a small ductless split.' },
      { text: 'A space of this size needs about {btuPerHour} ({kilowatts}, {tons}): beyond most window units, a ductless split or a central system, best sized by an HVAC contractor.' },
    ],
    notes: [
      { text: 'Room units come in steps: choose the nearest size at or above it, not far above, or the unit cools without drying the air.' },
    ],
  },
  whatIfs: [
    {
      lead: 'With {occupants} people usually in the room',
      change: ({ occupants: people }) => (people < occupants.max ? { occupants: Math.max(people + 1, PEOPLE_IN_CHART + 1) } : undefined),
      outputs: ['btuPerHour'],
    },
    {
      lead: 'If the room were very sunny',
      change: ({ sunExposure: sun }) => (sun === BTU_SUN_EXPOSURE.sunny ? undefined : { sunExposure: BTU_SUN_EXPOSURE.sunny }),
      outputs: ['btuPerHour'],
    },
    {
      lead: 'If the room were heavily shaded',
      change: ({ sunExposure: sun }) => (sun === BTU_SUN_EXPOSURE.shaded ? undefined : { sunExposure: BTU_SUN_EXPOSURE.shaded }),
      outputs: ['btuPerHour'],
    },
    {
      lead: 'In a room of {roomArea}',
      change: (inputs) => {
        const larger = inputs.roomArea * 1.5;
        return squareFeetOf({ ...inputs, roomArea: larger }) <= CHART_LARGEST_FT2 ? { roomArea: larger } : undefined;
      },
      outputs: ['btuPerHour'],
    },
  ],
  properties: [
    { output: 'btuPerHour', input: 'roomArea', direction: 'rises' },
    { output: 'baseBtu', input: 'roomArea', direction: 'rises' },
    { output: 'btuPerHour', input: 'occupants', direction: 'rises' },
    { output: 'kilowatts', input: 'roomArea', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'A 300 sq ft room takes 7,000 BTU/h on the chart',
      source: 'ENERGY STAR room air conditioner sizing chart: "250 up to 300 square feet: 7,000 BTU per hour"',
      inputs: { unitSystem: 2, roomArea: 300 }, expected: { baseBtu: 7000, btuPerHour: 7000 }, decimals: 6,
    },
    {
      name: 'A very sunny 400 sq ft kitchen for four needs 9,000 × 1.1 + 1,200 + 4,000 = 15,100 BTU/h',
      source: 'ENERGY STAR chart ("350 up to 400 square feet: 9,000") and its adjustments (add 10% if very sunny, 600 BTU per '
        + 'person beyond two, 4,000 BTU for a kitchen), added by hand: 9,900 + 1,200 + 4,000 = 15,100',
      inputs: { unitSystem: 2, roomArea: 400, sunExposure: 3, occupants: 4, kitchen: 2 }, expected: { btuPerHour: 15_100 }, decimals: 6,
    },
    {
      name: 'A heavily shaded 25 m² room (269.1 sq ft) needs 6,300 BTU/h, 1.846 kW, 0.525 tons',
      source: 'computed by hand: 25 ÷ 0.09290304 = 269.0978 sq ft, the 250-300 row, 7,000 × 0.9 = 6,300; '
        + '6,300 × 0.29307107017 ÷ 1000 = 1.8463477 kW; 6,300 ÷ 12,000 = 0.525 tons',
      inputs: { unitSystem: 1, roomArea: 25, sunExposure: 2 }, expected: { btuPerHour: 6300, kilowatts: 1.846348, tons: 0.525 }, decimals: 6,
    },
    {
      name: 'A 2,500 sq ft space is the chart\'s last row, 34,000 BTU/h',
      source: 'ENERGY STAR chart: "2,000 up to 2,500 square feet: 34,000 BTU per hour", the upper bound read as inclusive',
      inputs: { unitSystem: 2, roomArea: 2500 }, expected: { baseBtu: 34_000 }, decimals: 6,
    },
  ],
});

/**
 * The cooling capacity a room air conditioner needs for a room, from the ENERGY STAR sizing chart and its
 * adjustments for sun, people and a kitchen.
 * @param inputs - `unitSystem` (1 m², 2 ft²), `roomArea`, `sunExposure` (1 normal, 2 shaded, 3 sunny), `occupants`, `kitchen` (1 no, 2 yes)
 * @returns BTU per hour as `value`; the chart's figure, kilowatts and tons in `details`
 * @example
 * btuOf({ unitSystem: 2, roomArea: 300, sunExposure: 1, occupants: 2, kitchen: 1 }).value; // 7000
 */
export function btuOf(inputs: BtuInputs): CalculationResult<BtuDetails> {
  return runCalculator(btu, inputs);
}
