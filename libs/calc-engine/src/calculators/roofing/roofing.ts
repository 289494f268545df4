import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { AssessmentBand, CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Metric (m) or US (ft) lengths, as entered. */
export const ROOFING_UNIT_SYSTEM = { metric: 1, us: 2 } as const;

export interface RoofingInputs {
  /** 1 metric (m), 2 US (ft). */
  readonly unitSystem: number;
  /** m, or ft in US units: the house's footprint, wall to wall. */
  readonly length: number;
  /** m, or ft. */
  readonly width: number;
  /** m, or ft, beyond the walls on each side. */
  readonly overhang: number;
  /** Inches of rise per 12 inches of run (6 for a 6/12 roof). */
  readonly pitch: number;
  /** % added for cuts, ridges, hips and starter courses. */
  readonly wastePercent: number;
  /** Bundles of shingles that cover one square (100 ft²), a whole number. */
  readonly bundlesPerSquare: number;
}

export interface RoofingDetails extends Record<string, number> {
  readonly roofArea: number;
  readonly planArea: number;
  readonly pitchFactor: number;
  readonly pitchAngle: number;
  readonly orderArea: number;
  readonly squares: number;
  readonly bundles: number;
}

/** Square metres in one square foot (0.3048², NIST SP 811, exact). */
const M2_PER_FT2 = 0.09290304;
/** A roofing square: the shingles that cover 100 ft² of roof (trade convention). */
const FT2_PER_SQUARE = 100;
/** Run of the pitch: a pitch is the rise in inches over 12 inches of run. */
const RUN = 12;

const unitSystem = {
  name: 'unitSystem', label: 'Units', type: 'select', required: false, default: ROOFING_UNIT_SYSTEM.metric,
  options: [ROOFING_UNIT_SYSTEM.metric, ROOFING_UNIT_SYSTEM.us], optionLabels: { 1: 'Metric (m)', 2: 'US (ft)' },
  uiDefault: ROOFING_UNIT_SYSTEM.metric, help: 'Set by the metric/US switch above the form.',
} as const satisfies SelectInputSpec;
const side = {
  type: 'number', unit: 'm', usUnit: 'ft', measure: 'distance', required: true, checked: true, min: 0, minExclusive: true,
  max: 100_000, step: 0.01,
} as const;
const length = {
  ...side, name: 'length', label: 'House Length', uiDefault: 12, placeholder: 'e.g. 12 m or 40 ft',
  help: 'The longer side of the house, outside wall to outside wall.',
} as const satisfies NumberInputSpec;
const width = {
  ...side, name: 'width', label: 'House Width', uiDefault: 9, placeholder: 'e.g. 9 m or 30 ft', help: 'The shorter side.',
} as const satisfies NumberInputSpec;
const overhang = {
  name: 'overhang', label: 'Overhang (each side)', type: 'number', unit: 'm', usUnit: 'ft', measure: 'distance', required: false,
  default: 0, checked: true, min: 0, max: 1000, step: 0.01, uiDefault: 0, placeholder: 'e.g. 0.5 m or 1.5 ft',
  help: 'How far the eaves and gable ends reach beyond the walls, measured flat.',
} as const satisfies NumberInputSpec;
const pitch = {
  name: 'pitch', label: 'Roof Pitch (rise per 12)', type: 'number', required: true, checked: true, min: 0, max: 24, step: 0.5,
  uiDefault: 6, placeholder: 'e.g. 6', help: 'Inches the roof rises for every 12 inches across: 6 for a 6/12 roof, 0 for a flat one.',
} as const satisfies NumberInputSpec;
const wastePercent = {
  name: 'wastePercent', label: 'Waste', type: 'number', unit: '%', required: false, default: 10, checked: true, min: 0, max: 100,
  step: 1, uiDefault: 10, placeholder: 'e.g. 10', help: 'Extra for cuts, ridge caps and starter rows: about 10% for a gable roof, 15% for a hip roof.',
} as const satisfies NumberInputSpec;
const bundlesPerSquare = {
  name: 'bundlesPerSquare', label: 'Bundles per Square', type: 'number', required: false, default: 3, checked: true, integer: true,
  min: 1, max: 10, step: 1, uiDefault: 3, placeholder: 'e.g. 3',
  help: 'Bundles that cover 100 sq ft: 3 for standard shingles, 4 or 5 for heavy architectural ones (see the wrapper).',
} as const satisfies NumberInputSpec;

const isUs = ({ unitSystem: system }: RoofingInputs) => system === ROOFING_UNIT_SYSTEM.us;
const isMetric = (inputs: RoofingInputs) => !isUs(inputs);
/** A metric result gives its areas in m²: a US one's squares are its area to order ÷ 100, a metric one's 10.76 times that. */
const isMetricResult = (details: Readonly<Record<string, DetailValue>>) =>
  Math.abs(Number(details['squares']) * FT2_PER_SQUARE - Number(details['orderArea'])) > 1e-9 * Number(details['orderArea']);

/** Readings of the pitch, with the roof's area in the result's own unit first. */
function readings(first: string, second: string): AssessmentBand[] {
  const order = `The roof is ${first} (${second}); with waste, order {squares}, which is {bundles}.`;
  return [
    {
      below: 2,
      text: 'At {pitchAngle} the roof is too flat for shingles, which need a pitch of 2/12 or more: it calls for a membrane such as EPDM, TPO or modified bitumen.',
    },
    {
      below: 4,
      text: `A low slope of {pitchAngle}: shingles are allowed from 2/12, but below 4/12 they need a double layer of underlayment, and the shingle maker's own minimum applies. ${order}`,
    },
    { below: 9, text: `A conventional slope of {pitchAngle}. ${order}` },
    { text: `A steep slope of {pitchAngle}: from about 9/12 roofers need roof jacks and harnesses, and charge more. ${order}` },
  ];
}
const METRIC_BANDS = readings('{roofM2}', '{roofFt2}');

export const roofing = defineCalculator<RoofingInputs, RoofingDetails>({
  slug: 'roofing',
  inputs: [unitSystem, length, width, overhang, pitch, wastePercent, bundlesPerSquare],
  outputs: [
    // ft² with US units, m² with metric: the unit comes with the result.
    { name: 'roofArea', type: 'number', label: 'Roof area', words: 'the roof area' },
    { name: 'planArea', type: 'number', label: 'Plan area with overhangs (m², or ft² in US units)' },
    { name: 'pitchFactor', type: 'number', decimals: 3, label: 'Pitch factor' },
    { name: 'pitchAngle', type: 'number', unit: 'degrees', decimals: 1, label: 'Pitch angle' },
    { name: 'orderArea', type: 'number', label: 'Area to order, with waste (m², or ft² in US units)' },
    { name: 'squares', type: 'number', unit: 'squares', label: 'Roofing squares (100 sq ft each)', words: 'the squares to order' },
    { name: 'bundles', type: 'number', unit: 'bundles', decimals: 0, label: 'Bundles of shingles', words: 'the shingles' },
  ],
  primary: 'roofArea',
  compute(inputs) {
    const us = isUs(inputs);
    const planArea = (inputs.length + 2 * inputs.overhang) * (inputs.width + 2 * inputs.overhang);
    const slope = inputs.pitch / RUN;
    const pitchFactor = Math.sqrt(1 + slope * slope);
    const roofArea = planArea * pitchFactor;
    const orderArea = roofArea * (1 + inputs.wastePercent / 100);
    const squares = (us ? orderArea : orderArea / M2_PER_FT2) / FT2_PER_SQUARE;
    return {
      value: roofArea,
      unit: us ? 'ft²' : 'm²',
      details: {
        roofArea,
        planArea,
        pitchFactor,
        pitchAngle: (Math.atan(slope) * 180) / Math.PI,
        orderArea,
        squares,
        // Whole bundles, up: an exact multiple is not pushed up by a floating-point artefact.
        bundles: Math.ceil(squares * inputs.bundlesPerSquare - 1e-9),
      },
    };
  },
  intermediates: {
    planFt2: { decimals: 2, unit: 'ft²', value: (_inputs, { planArea }) => Number(planArea) },
    planM2: { decimals: 2, unit: 'm²', value: (_inputs, { planArea }) => Number(planArea) },
    orderFt2: { decimals: 2, unit: 'ft²', value: (_inputs, { orderArea }) => Number(orderArea) },
    orderM2: { decimals: 2, unit: 'm²', value: (_inputs, { orderArea }) => Number(orderArea) },
    roofFt2: { decimals: 2, unit: 'ft²', value: (inputs, { roofArea }) => (isUs(inputs) ? Number(roofArea) : Number(roofArea) / M2_PER_FT2) },
    roofM2: { decimals: 2, unit: 'm²', value: (inputs, { roofArea }) => (isUs(inputs) ? Number(roofArea) * M2_PER_FT2 : Number(roofArea)) },
  },
  solution: [
    { label: 'Plan area, with the overhangs', expression: '({length} + 2 × {overhang}) × ({width} + 2 × {overhang})', value: 'planFt2', when: isUs },
    { label: 'Plan area, with the overhangs', expression: '({length} + 2 × {overhang}) × ({width} + 2 × {overhang})', value: 'planM2', when: isMetric },
    { label: 'Pitch factor', expression: '√(1 + ({pitch} ÷ 12)²)', value: 'pitchFactor', decimals: 4 },
    { label: 'Pitch angle', expression: 'atan({pitch} ÷ 12)', value: 'pitchAngle' },
    { label: 'Area to order, with waste', expression: '{planFt2:2} × {pitchFactor:4} × (1 + {wastePercent} ÷ 100)', value: 'orderFt2', decimals: 2, when: isUs },
    { label: 'Area to order, with waste', expression: '{planM2:2} × {pitchFactor:4} × (1 + {wastePercent} ÷ 100)', value: 'orderM2', decimals: 2, when: isMetric },
    { label: 'Squares of 100 sq ft', expression: '{orderFt2:2} ÷ 100', value: 'squares', when: isUs },
    { label: 'Squares of 100 sq ft', expression: '{orderM2:2} ÷ 0.09290304 ÷ 100', value: 'squares', when: isMetric },
    { label: 'Bundles, rounded up to whole bundles', expression: '{squares:4} × {bundlesPerSquare}', value: 'bundles' },
    { label: 'Roof area', expression: '{planFt2:2} × {pitchFactor:4}', value: 'roofArea', when: isUs },
    { label: 'Roof area', expression: '{planM2:2} × {pitchFactor:4}', value: 'roofArea', when: isMetric },
  ],
  assessment: {
    // Asphalt shingles need a slope of 2/12 or more, with double underlayment up to 4/12 (IRC R905.2.2).
    of: 'pitch',
    // The same readings for a metric result, in m² first (the bands below read US results, in ft² first).
    cases: METRIC_BANDS.map((band) => ({
      when: (inputs: RoofingInputs, details: Readonly<Record<string, DetailValue>>) =>
        isMetricResult(details) && (band.below === undefined || inputs.pitch < band.below),
      text: band.text,
    })),
    bands: readings('{roofFt2}', '{roofM2}'),
  },
  whatIfs: [
    ...[2, -2].map((step) => ({
      lead: 'At a pitch of {plain.pitch}/12',
      change: ({ pitch: rise }: RoofingInputs) => (rise + step >= pitch.min && rise + step <= pitch.max ? { pitch: rise + step } : undefined),
      outputs: ['roofArea', 'bundles'],
    })),
    {
      // 15% is the usual allowance for a hip roof; above it, five points more.
      lead: 'With {wastePercent} for waste',
      change: ({ wastePercent: waste }) => {
        const more = waste < 15 ? 15 : waste + 5;
        return more <= wastePercent.max ? { wastePercent: more } : undefined;
      },
      outputs: ['bundles'],
    },
    {
      // Half a metre, or a foot and a half: a common eave.
      lead: 'With an overhang of {overhang}',
      change: (inputs) => (inputs.overhang === 0 ? { overhang: isUs(inputs) ? 1.5 : 0.5 } : undefined),
      outputs: ['roofArea', 'bundles'],
    },
  ],
  properties: [
    { output: 'roofArea', input: 'length', direction: 'rises' },
    { output: 'roofArea', input: 'width', direction: 'rises' },
    { output: 'roofArea', input: 'overhang', direction: 'rises' },
    { output: 'roofArea', input: 'pitch', direction: 'rises' },
    { output: 'pitchFactor', input: 'pitch', direction: 'rises' },
    { output: 'squares', input: 'wastePercent', direction: 'rises' },
    { output: 'bundles', input: 'wastePercent', direction: 'rises' },
    { output: 'bundles', input: 'bundlesPerSquare', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'A 6/12 pitch multiplies the area by 1.118',
      source: 'Roofing pitch-multiplier tables: 6/12 → 1.118 (√(1 + 0.5²) = 1.1180340)',
      inputs: { unitSystem: 2, length: 50, width: 40, pitch: 6, wastePercent: 0 }, expected: { pitchFactor: 1.118 }, decimals: 3,
    },
    {
      name: 'A 4/12 pitch multiplies the area by 1.054',
      source: 'Roofing pitch-multiplier tables: 4/12 → 1.054 (√(1 + (1/3)²) = 1.0540926)',
      inputs: { unitSystem: 2, length: 50, width: 40, pitch: 4 }, expected: { pitchFactor: 1.054 }, decimals: 3,
    },
    {
      name: 'A 12/12 pitch multiplies the area by 1.414',
      source: 'Roofing pitch-multiplier tables: 12/12 → 1.414 (√2 = 1.4142136)',
      inputs: { unitSystem: 2, length: 50, width: 40, pitch: 12 }, expected: { pitchFactor: 1.414 }, decimals: 3,
    },
    {
      name: 'A 50 ft × 40 ft footprint at 6/12 without waste is 2,236.07 ft², 22.36 squares, 68 bundles, at 26.57°',
      source: 'computed by hand: 2,000 × 1.1180340 = 2,236.0680 ft²; ÷ 100 = 22.360680 squares; × 3 = 67.08, up to 68; '
        + 'atan(0.5) = 26.565051°',
      inputs: { unitSystem: 2, length: 50, width: 40, pitch: 6, wastePercent: 0 },
      expected: { roofArea: 2236.067977, squares: 22.360680, pitchAngle: 26.565051, bundles: 68 }, decimals: 6,
    },
    {
      name: 'A 12 m × 9 m house with 0.5 m eaves at 6/12 and 10% waste is 145.34 m², 17.21 squares, 52 bundles',
      source: 'computed by hand: 13 × 10 = 130 m²; × 1.1180340 = 145.344419 m²; × 1.1 = 159.878860 m²; ÷ 0.09290304 ÷ 100 = '
        + '17.209217 squares; × 3 = 51.63, up to 52',
      inputs: { unitSystem: 1, length: 12, width: 9, overhang: 0.5, pitch: 6 },
      expected: { planArea: 130, roofArea: 145.344419, orderArea: 159.87886, squares: 17.209217, bundles: 52 }, decimals: 6,
    },
  ],
});

/**
 * The area of a roof from the house's footprint, its overhangs and its pitch, and the squares and bundles of shingles
 * to order with waste.
 * @param inputs - `unitSystem` (1 metric m, 2 US ft), `length`, `width`, `overhang`, `pitch` (rise per 12), `wastePercent`, `bundlesPerSquare`
 * @returns the roof area as `value` (ft² in US units, m² in metric); the factor, angle, squares and bundles in `details`
 * @example
 * roofingOf({ unitSystem: 2, length: 50, width: 40, overhang: 0, pitch: 6, wastePercent: 0, bundlesPerSquare: 3 }).details.bundles; // 68
 */
export function roofingOf(inputs: RoofingInputs): CalculationResult<RoofingDetails> {
  return runCalculator(roofing, inputs);
}
