import { inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec, SolutionStep } from '../../types.js';

/** Metric (m and cm) or US (ft and in) measures, as entered. */
export const CONCRETE_UNIT_SYSTEM = { metric: 1, us: 2 } as const;
/** What is poured: a rectangular slab, footing or wall; a round column or hole; a tube or ring. */
export const CONCRETE_SHAPE = { slab: 1, column: 2, tube: 3 } as const;

export interface ConcreteInputs {
  /** 1 metric (m, cm), 2 US (ft, in). */
  readonly unitSystem: number;
  /** 1 slab / footing / wall, 2 round column or hole, 3 tube / ring. */
  readonly shape: number;
  /** m, or ft in US units (shape 1). */
  readonly length?: number;
  /** m, or ft (shape 1). */
  readonly width?: number;
  /** cm, or in (shape 1). */
  readonly thickness?: number;
  /** cm, or in (shape 2). */
  readonly diameter?: number;
  /** cm, or in (shape 3). */
  readonly outerDiameter?: number;
  /** cm, or in (shape 3); 0 for a solid round. */
  readonly innerDiameter?: number;
  /** m, or ft (shapes 2 and 3). */
  readonly height?: number;
  /** How many of the same pieces, a whole number. */
  readonly quantity: number;
  /** % added for spillage, uneven ground and over-excavation. */
  readonly wastePercent: number;
}

export interface ConcreteDetails extends Record<string, number> {
  readonly volume: number;
  readonly volumeCubicYards: number;
  readonly volumeCubicFeet: number;
  readonly volumeCubicMeters: number;
  readonly bags40lb: number;
  readonly bags60lb: number;
  readonly bags80lb: number;
}

/** Cubic metres in one cubic foot (0.3048³, exact). */
const CUBIC_METRES_PER_CUBIC_FOOT = 0.028316846592;
const CUBIC_FEET_PER_CUBIC_YARD = 27;
/** Yield of one bag of premixed concrete, in ft³ (Quikrete Concrete Mix: 40 lb ≈ 0.30, 60 lb ≈ 0.45, 80 lb ≈ 0.60). */
const BAG_YIELD = { bags40lb: 0.3, bags60lb: 0.45, bags80lb: 0.6 } as const;

const unitSystem = {
  name: 'unitSystem', label: 'Units', type: 'select', required: false, default: CONCRETE_UNIT_SYSTEM.metric,
  options: [CONCRETE_UNIT_SYSTEM.metric, CONCRETE_UNIT_SYSTEM.us], optionLabels: { 1: 'Metric (m, cm)', 2: 'US (ft, in)' },
  uiDefault: CONCRETE_UNIT_SYSTEM.metric, help: 'Set by the metric/US switch above the form.',
} as const satisfies SelectInputSpec;
const shape = {
  name: 'shape', label: 'Shape', type: 'select', required: true,
  options: [CONCRETE_SHAPE.slab, CONCRETE_SHAPE.column, CONCRETE_SHAPE.tube],
  optionLabels: { 1: 'Slab / footing / wall', 2: 'Round column or hole', 3: 'Tube / ring' },
  uiDefault: CONCRETE_SHAPE.slab, help: 'A wall is a slab stood on its edge: its height is the width, its thickness the thickness.',
} as const satisfies SelectInputSpec;
const forSlab = { input: 'shape', equals: [CONCRETE_SHAPE.slab] };
const forColumn = { input: 'shape', equals: [CONCRETE_SHAPE.column] };
const forTube = { input: 'shape', equals: [CONCRETE_SHAPE.tube] };
const forRound = { input: 'shape', equals: [CONCRETE_SHAPE.column, CONCRETE_SHAPE.tube] };
/** A dimension: more than 0, up to a sanity limit of the browser field. */
const dimension = { type: 'number', checked: true, min: 0, minExclusive: true } as const;
/** Long measures: metres, or feet in US units. */
const long = { ...dimension, unit: 'm', usUnit: 'ft', measure: 'distance' } as const;
/** Short measures (thickness, diameters): centimetres, or inches in US units. */
const short = { ...dimension, unit: 'cm', usUnit: 'in', measure: 'length' } as const;
const length = {
  ...long, name: 'length', label: 'Length', required: true, visibleWhen: forSlab,
  max: 100_000, step: 0.01, uiDefault: 3, placeholder: 'e.g. 3 m or 10 ft', help: 'The longer side of the slab, footing or wall.',
} as const satisfies NumberInputSpec;
const width = {
  ...long, name: 'width', label: 'Width', required: true, visibleWhen: forSlab,
  max: 100_000, step: 0.01, uiDefault: 3, placeholder: 'e.g. 3 m or 10 ft', help: 'The shorter side; for a wall, its height.',
} as const satisfies NumberInputSpec;
const thickness = {
  ...short, name: 'thickness', label: 'Thickness', required: true, visibleWhen: forSlab,
  max: 1_000_000, step: 0.1, uiDefault: 10, placeholder: 'e.g. 10 cm or 4 in', help: 'How deep the concrete is poured: about 10 cm (4 in) for a patio.',
} as const satisfies NumberInputSpec;
const diameter = {
  ...short, name: 'diameter', label: 'Diameter', required: true, visibleWhen: forColumn,
  max: 1_000_000, step: 0.1, uiDefault: 30, placeholder: 'e.g. 30 cm or 12 in', help: 'Across the column, the post hole or the tube form.',
} as const satisfies NumberInputSpec;
const outerDiameter = {
  ...short, name: 'outerDiameter', label: 'Outer Diameter', required: true, visibleWhen: forTube,
  max: 1_000_000, step: 0.1, placeholder: 'e.g. 60 cm or 24 in', help: 'Across the outside of the ring.',
} as const satisfies NumberInputSpec;
const innerDiameter = {
  ...short, name: 'innerDiameter', label: 'Inner Diameter', required: true, visibleWhen: forTube,
  minExclusive: false, max: 1_000_000, step: 0.1, placeholder: 'e.g. 40 cm or 16 in',
  help: 'Across the hollow inside; it must be less than the outer diameter.',
} as const satisfies NumberInputSpec;
const height = {
  ...long, name: 'height', label: 'Height / Depth', required: true, visibleWhen: forRound,
  max: 100_000, step: 0.01, uiDefault: 1, placeholder: 'e.g. 1 m or 4 ft', help: 'How tall the column is, or how deep the hole.',
} as const satisfies NumberInputSpec;
const quantity = {
  name: 'quantity', label: 'Quantity', type: 'number', required: false, default: 1, checked: true, integer: true,
  min: 1, max: 1000, step: 1, uiDefault: 1, placeholder: 'e.g. 1', help: 'How many of the same piece: eight post holes are 8.',
} as const satisfies NumberInputSpec;
const wastePercent = {
  name: 'wastePercent', label: 'Extra for Waste', type: 'number', unit: '%', required: false, default: 0, checked: true,
  min: 0, max: 100, step: 1, uiDefault: 10, placeholder: 'e.g. 10',
  help: 'Spillage, an uneven base and forms that bow: 5% to 10% is usual. Empty means none.',
} as const satisfies NumberInputSpec;

/** Volume of one piece in ft³ (US) or m³ (metric), from inputs in ft and in, or m and cm. */
function pieceVolume(inputs: ConcreteInputs): number {
  // Thickness and diameters are in the small unit: 12 in to the foot, 100 cm to the metre.
  const small = inputs.unitSystem === CONCRETE_UNIT_SYSTEM.us ? 12 : 100;
  if (inputs.shape === CONCRETE_SHAPE.slab) {
    return (inputs.length ?? 0) * (inputs.width ?? 0) * ((inputs.thickness ?? 0) / small);
  }
  if (inputs.shape === CONCRETE_SHAPE.column) return Math.PI * ((inputs.diameter ?? 0) / small / 2) ** 2 * (inputs.height ?? 0);
  const outer = inputs.outerDiameter ?? 0;
  const inner = inputs.innerDiameter ?? 0;
  if (inner >= outer) inconsistent(messages.lessThan(innerDiameter.label, 'the outer diameter'), innerDiameter);
  return (Math.PI / 4) * ((outer / small) ** 2 - (inner / small) ** 2) * (inputs.height ?? 0);
}

/** Whole bags for a volume: `ceil(x − 1e-9)`, so that an exact multiple (27 ft³ ÷ 0.6 = 45) is not pushed up. */
function bags(cubicFeet: number, yieldPerBag: number): number {
  return Math.ceil(cubicFeet / yieldPerBag - 1e-9);
}

const isUs = ({ unitSystem: system }: ConcreteInputs) => system === CONCRETE_UNIT_SYSTEM.us;
/** A metric result gives its volume in m³ (a US one in yd³, which is never the same number). */
const isMetricResult = (details: Readonly<Record<string, number | string>>) => details['volume'] === details['volumeCubicMeters'];
const TIMES_EXTRA = ' × {quantity} × (1 + {wastePercent} ÷ 100)';

/** The first line of the worked solution: the volume of the shape, in the unit system's own volume unit. */
function volumeSteps(): SolutionStep<ConcreteInputs>[] {
  const shapes = [
    { shape: CONCRETE_SHAPE.slab, formula: (s: string) => `{length} × {width} × {thickness} ÷ ${s}` },
    { shape: CONCRETE_SHAPE.column, formula: (s: string) => `π × ({diameter} ÷ ${s} ÷ 2)² × {height}` },
    { shape: CONCRETE_SHAPE.tube, formula: (s: string) => `π ÷ 4 × (({outerDiameter} ÷ ${s})² − ({innerDiameter} ÷ ${s})²) × {height}` },
  ];
  return shapes.flatMap(({ shape: which, formula }) => [
    {
      label: 'Volume in cubic feet', expression: formula('12') + TIMES_EXTRA, value: 'volumeCubicFeet',
      when: (inputs: ConcreteInputs) => isUs(inputs) && inputs.shape === which,
    },
    {
      label: 'Volume in cubic metres', expression: formula('100') + TIMES_EXTRA, value: 'volumeCubicMeters',
      when: (inputs: ConcreteInputs) => !isUs(inputs) && inputs.shape === which,
    },
  ]);
}

export const concrete = defineCalculator<ConcreteInputs, ConcreteDetails>({
  slug: 'concrete',
  inputs: [unitSystem, shape, length, width, thickness, diameter, outerDiameter, innerDiameter, height, quantity, wastePercent],
  outputs: [
    // yd³ with US units, m³ with metric: the unit comes with the result.
    { name: 'volume', type: 'number', label: 'Concrete needed', words: 'the concrete needed' },
    { name: 'volumeCubicYards', type: 'number', unit: 'yd³', label: 'Cubic yards' },
    { name: 'volumeCubicFeet', type: 'number', unit: 'ft³', label: 'Cubic feet' },
    { name: 'volumeCubicMeters', type: 'number', unit: 'm³', label: 'Cubic meters' },
    { name: 'bags40lb', type: 'number', unit: 'bags', label: '40 lb bags of premix', decimals: 0, words: 'the 40 lb bags needed' },
    { name: 'bags60lb', type: 'number', unit: 'bags', label: '60 lb bags of premix', decimals: 0, words: 'the 60 lb bags needed' },
    { name: 'bags80lb', type: 'number', unit: 'bags', label: '80 lb bags of premix', decimals: 0, words: 'the 80 lb bags needed' },
  ],
  primary: 'volume',
  compute(inputs) {
    const us = isUs(inputs);
    const total = pieceVolume(inputs) * inputs.quantity * (1 + inputs.wastePercent / 100);
    const volumeCubicFeet = us ? total : total / CUBIC_METRES_PER_CUBIC_FOOT;
    const volumeCubicMeters = us ? total * CUBIC_METRES_PER_CUBIC_FOOT : total;
    const volumeCubicYards = volumeCubicFeet / CUBIC_FEET_PER_CUBIC_YARD;
    const volume = us ? volumeCubicYards : volumeCubicMeters;
    return {
      value: volume,
      unit: us ? 'yd³' : 'm³',
      details: {
        volume,
        volumeCubicYards,
        volumeCubicFeet,
        volumeCubicMeters,
        bags40lb: bags(volumeCubicFeet, BAG_YIELD.bags40lb),
        bags60lb: bags(volumeCubicFeet, BAG_YIELD.bags60lb),
        bags80lb: bags(volumeCubicFeet, BAG_YIELD.bags80lb),
      },
    };
  },
  solution: [
    ...volumeSteps(),
    { label: 'Volume in cubic feet', expression: '{volumeCubicMeters} ÷ 0.028316846592', value: 'volumeCubicFeet', when: (inputs) => !isUs(inputs) },
    { label: 'Bags of 80 lb (0.60 ft³ each), rounded up', expression: '{volumeCubicFeet} ÷ 0.6', value: 'bags80lb' },
    { label: 'Bags of 60 lb (0.45 ft³ each), rounded up', expression: '{volumeCubicFeet} ÷ 0.45', value: 'bags60lb' },
    { label: 'Bags of 40 lb (0.30 ft³ each), rounded up', expression: '{volumeCubicFeet} ÷ 0.3', value: 'bags40lb' },
    { label: 'Concrete needed, in cubic yards', expression: '{volumeCubicFeet} ÷ 27', value: 'volume', when: isUs },
    { label: 'Concrete needed, in cubic metres', expression: '{volumeCubicMeters}', value: 'volume', when: (inputs) => !isUs(inputs) },
  ],
  assessment: {
    of: 'volumeCubicYards',
    // The same three readings for metric results, in cubic metres first (the bands below read US results).
    cases: [
      {
        when: (_, details) => isMetricResult(details) && Number(details['volumeCubicYards']) < 1,
        text: 'A job for bags: {volumeCubicMeters} ({volumeCubicYards}) is {bags80lb} of 80 lb premix, which you can mix by hand or in a small mixer.',
      },
      {
        when: (_, details) => isMetricResult(details) && Number(details['volumeCubicYards']) < 3,
        text: 'A lot to mix by hand: {volumeCubicMeters} ({volumeCubicYards}) is {bags80lb} of 80 lb premix. Compare the price of a small ready-mix delivery.',
      },
      {
        when: (_, details) => isMetricResult(details),
        text: 'A job for a ready-mix truck: {volumeCubicMeters} ({volumeCubicYards}) would take {bags80lb} of 80 lb premix. Order by volume, with the extra for waste included.',
      },
    ],
    bands: [
      {
        below: 1,
        text: 'A job for bags: {volumeCubicYards} ({volumeCubicMeters}) is {bags80lb} of 80 lb premix, which you can mix by hand or in a small mixer.',
      },
      {
        below: 3,
        text: 'A lot to mix by hand: {volumeCubicYards} ({volumeCubicMeters}) is {bags80lb} of 80 lb premix. Compare the price of a small ready-mix delivery.',
      },
      {
        text: 'A job for a ready-mix truck: {volumeCubicYards} ({volumeCubicMeters}) would take {bags80lb} of 80 lb premix. Order by volume, with the extra for waste included.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'With {wastePercent} extra for waste',
      change: ({ wastePercent: waste }) => (waste === 0 ? { wastePercent: 10 } : undefined),
      outputs: ['volume', 'bags80lb'],
    },
    {
      lead: 'Without any extra for waste',
      change: ({ wastePercent: waste }) => (waste > 0 ? { wastePercent: 0 } : undefined),
      outputs: ['volume', 'bags80lb'],
    },
    {
      lead: 'With one more piece of the same size',
      change: ({ quantity: count }) => (count < quantity.max ? { quantity: count + 1 } : undefined),
      outputs: ['volume', 'bags80lb'],
    },
    {
      // An inch thicker in US units, 2 cm in metric: the usual steps between slab thicknesses.
      lead: 'At a thickness of {thickness}',
      change: ({ unitSystem: system, shape: which, thickness: deep }) => {
        if (which !== CONCRETE_SHAPE.slab || deep === undefined) return undefined;
        const thicker = deep + (system === CONCRETE_UNIT_SYSTEM.us ? 1 : 2);
        return thicker <= thickness.max ? { thickness: thicker } : undefined;
      },
      outputs: ['volume', 'bags80lb'],
    },
  ],
  properties: [
    { output: 'volume', input: 'length', direction: 'rises' },
    { output: 'volume', input: 'width', direction: 'rises' },
    { output: 'volume', input: 'thickness', direction: 'rises' },
    { output: 'volume', input: 'diameter', direction: 'rises' },
    { output: 'volume', input: 'outerDiameter', direction: 'rises' },
    { output: 'volume', input: 'innerDiameter', direction: 'falls' },
    { output: 'volume', input: 'height', direction: 'rises' },
    { output: 'volume', input: 'quantity', direction: 'rises' },
    { output: 'volume', input: 'wastePercent', direction: 'rises' },
    { output: 'bags80lb', input: 'wastePercent', direction: 'rises' },
    { output: 'volumeCubicMeters', input: 'quantity', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'A 9 ft × 3 ft slab 12 in thick is 1 yd³: 45 bags of 80 lb, 60 of 60 lb',
      source: 'reference.com, "How many bags of concrete in a cubic yard" (45 × 80 lb; about 60 × 60 lb)',
      inputs: { unitSystem: 2, shape: 1, length: 9, width: 3, thickness: 12 },
      expected: { volumeCubicYards: 1, volume: 1, volumeCubicFeet: 27 }, decimals: 6, exact: { bags80lb: 45, bags60lb: 60, bags40lb: 90 },
    },
    {
      name: 'A 1 yd² slab 4 in thick is 3 ft³: 5 bags of 80 lb, not 6',
      source: 'Quikrete yield 0.60 ft³ per 80 lb bag: 9 ft² × 4/12 ft = 3 ft³, ÷ 0.6 = 5 (reference.com says six, adding a margin without saying so)',
      inputs: { unitSystem: 2, shape: 1, length: 3, width: 3, thickness: 4 },
      expected: { volumeCubicFeet: 3 }, decimals: 6, exact: { bags80lb: 5, bags40lb: 10 },
    },
    {
      name: 'A 3 m × 3 m slab 10 cm thick, plus 10% for waste, is 0.99 m³',
      source: 'computed by hand: 3 × 3 × 0.10 = 0.9 m³, × 1.1 = 0.99 m³; 0.99 ÷ 0.028316846592 = 34.9615 ft³, ÷ 27 = 1.2949 yd³',
      inputs: { unitSystem: 1, shape: 1, length: 3, width: 3, thickness: 10, wastePercent: 10 },
      expected: { volume: 0.99, volumeCubicMeters: 0.99, volumeCubicFeet: 34.9615, volumeCubicYards: 1.2949 }, decimals: 3,
      exact: { bags80lb: 59, bags60lb: 78, bags40lb: 117 },
    },
    {
      name: 'Four round columns 12 in across and 4 ft tall are 12.57 ft³',
      source: 'computed by hand: π × 0.5² × 4 = 3.1416 ft³ each, × 4 = 12.566 ft³ = 0.4654 yd³; ÷ 0.6 = 20.94, so 21 bags',
      inputs: { unitSystem: 2, shape: 2, diameter: 12, height: 4, quantity: 4 },
      expected: { volumeCubicFeet: 12.566, volumeCubicYards: 0.4654 }, decimals: 3, exact: { bags80lb: 21 },
    },
    {
      name: 'A ring 100 cm outside and 80 cm inside, 1 m tall, is 0.2827 m³',
      source: 'computed by hand: π ÷ 4 × (1.0² − 0.8²) × 1 = π × 0.09 = 0.28274 m³',
      inputs: { unitSystem: 1, shape: 3, outerDiameter: 100, innerDiameter: 80, height: 1 },
      expected: { volume: 0.28274, volumeCubicMeters: 0.28274 }, decimals: 4,
    },
  ],
});

/**
 * Concrete for a slab, footing or wall, a round column or hole, or a tube, with premixed bags.
 * @param inputs - `unitSystem` (1 metric m and cm, 2 US ft and in), `shape` and its dimensions, `quantity`, `wastePercent`
 * @returns the volume as `value` (yd³ in US units, m³ in metric), every volume unit and whole 40, 60 and 80 lb bags in `details`
 * @example
 * concreteVolume({ unitSystem: 2, shape: 1, length: 9, width: 3, thickness: 12 }).details.bags80lb; // 45
 */
export function concreteVolume(inputs: Readonly<Record<string, number>>): CalculationResult<ConcreteDetails> {
  return runCalculator(concrete, inputs);
}
