import { inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec, SolutionStep } from '../../types.js';

/** Metric (m) or US (ft) lengths, as entered. */
export const SQUARE_FOOTAGE_UNIT_SYSTEM = { metric: 1, us: 2 } as const;
/** The shape measured: a rectangle, a circle, a triangle, a trapezoid or a rectangular border. */
export const SQUARE_FOOTAGE_SHAPE = { rectangle: 1, circle: 2, triangle: 3, trapezoid: 4, border: 5 } as const;

export interface SquareFootageInputs {
  /** 1 metric (m), 2 US (ft). */
  readonly unitSystem: number;
  /** 1 rectangle, 2 circle, 3 triangle, 4 trapezoid, 5 rectangular border. */
  readonly shape: number;
  /** m, or ft in US units (shapes 1 and 5). */
  readonly length?: number;
  /** m, or ft (shapes 1 and 5). */
  readonly width?: number;
  /** m, or ft (shape 2). */
  readonly diameter?: number;
  /** m, or ft (shape 3). */
  readonly base?: number;
  /** m, or ft (shapes 3 and 4). */
  readonly height?: number;
  /** m, or ft (shape 4). */
  readonly topWidth?: number;
  /** m, or ft (shape 4). */
  readonly bottomWidth?: number;
  /** m, or ft (shape 5): the width of the strip around the inside of the rectangle. */
  readonly borderWidth?: number;
  /** How many of the same area, a whole number. */
  readonly quantity: number;
  /** $ per m², or per ft² in US units; none when empty. */
  readonly pricePerUnit?: number;
}

export interface SquareFootageDetails extends Record<string, number> {
  readonly area: number;
  readonly squareFeet: number;
  readonly squareMeters: number;
  readonly squareYards: number;
  readonly acres: number;
}

/** Square metres in one square foot (0.3048², NIST SP 811, exact). */
const M2_PER_FT2 = 0.09290304;
/** Square metres in one square yard (0.9144², exact). */
const M2_PER_YD2 = 0.83612736;
/** Square metres in one acre, 43,560 ft² (NIST SP 811, exact with the international foot). */
const M2_PER_ACRE = 4046.8564224;

const unitSystem = {
  name: 'unitSystem', label: 'Units', type: 'select', required: false, default: SQUARE_FOOTAGE_UNIT_SYSTEM.metric,
  options: [SQUARE_FOOTAGE_UNIT_SYSTEM.metric, SQUARE_FOOTAGE_UNIT_SYSTEM.us], optionLabels: { 1: 'Metric (m)', 2: 'US (ft)' },
  uiDefault: SQUARE_FOOTAGE_UNIT_SYSTEM.metric, help: 'Set by the metric/US switch above the form.',
} as const satisfies SelectInputSpec;
const shape = {
  name: 'shape', label: 'Shape', type: 'select', required: true,
  options: Object.values(SQUARE_FOOTAGE_SHAPE),
  optionLabels: { 1: 'Rectangle', 2: 'Circle', 3: 'Triangle', 4: 'Trapezoid', 5: 'Rectangular border' },
  uiDefault: SQUARE_FOOTAGE_SHAPE.rectangle, help: 'Split an L-shaped room into rectangles and add them up.',
} as const satisfies SelectInputSpec;
const forRectangles = { input: 'shape', equals: [SQUARE_FOOTAGE_SHAPE.rectangle, SQUARE_FOOTAGE_SHAPE.border] };
/** A length: more than 0, in metres, or feet in US units. */
const side = {
  type: 'number', unit: 'm', usUnit: 'ft', measure: 'distance', required: true, checked: true, min: 0, minExclusive: true,
  max: 1_000_000, step: 0.01,
} as const;
const length = {
  ...side, name: 'length', label: 'Length', visibleWhen: forRectangles, uiDefault: 4, placeholder: 'e.g. 4 m or 12 ft',
  help: 'The longer side of the room or plot, wall to wall.',
} as const satisfies NumberInputSpec;
const width = {
  ...side, name: 'width', label: 'Width', visibleWhen: forRectangles, uiDefault: 3, placeholder: 'e.g. 3 m or 10 ft',
  help: 'The shorter side.',
} as const satisfies NumberInputSpec;
const diameter = {
  ...side, name: 'diameter', label: 'Diameter', visibleWhen: { input: 'shape', equals: [SQUARE_FOOTAGE_SHAPE.circle] },
  placeholder: 'e.g. 3 m or 10 ft', help: 'Across the circle, through its centre.',
} as const satisfies NumberInputSpec;
const base = {
  ...side, name: 'base', label: 'Base', visibleWhen: { input: 'shape', equals: [SQUARE_FOOTAGE_SHAPE.triangle] },
  placeholder: 'e.g. 4 m or 12 ft', help: 'Any side of the triangle.',
} as const satisfies NumberInputSpec;
const height = {
  ...side, name: 'height', label: 'Height',
  visibleWhen: { input: 'shape', equals: [SQUARE_FOOTAGE_SHAPE.triangle, SQUARE_FOOTAGE_SHAPE.trapezoid] },
  placeholder: 'e.g. 3 m or 10 ft', help: 'Straight across from the base, at a right angle to it; for a trapezoid, between its parallel sides.',
} as const satisfies NumberInputSpec;
const forTrapezoid = { input: 'shape', equals: [SQUARE_FOOTAGE_SHAPE.trapezoid] };
const topWidth = {
  ...side, name: 'topWidth', label: 'Top Width', visibleWhen: forTrapezoid, placeholder: 'e.g. 3 m or 10 ft',
  help: 'One of the two parallel sides.',
} as const satisfies NumberInputSpec;
const bottomWidth = {
  ...side, name: 'bottomWidth', label: 'Bottom Width', visibleWhen: forTrapezoid, placeholder: 'e.g. 5 m or 16 ft',
  help: 'The other parallel side.',
} as const satisfies NumberInputSpec;
const borderWidth = {
  ...side, name: 'borderWidth', label: 'Border Width', visibleWhen: { input: 'shape', equals: [SQUARE_FOOTAGE_SHAPE.border] },
  placeholder: 'e.g. 0.5 m or 2 ft', help: 'How wide the strip around the edge is: a path round a lawn, tiles round a rug.',
} as const satisfies NumberInputSpec;
const quantity = {
  name: 'quantity', label: 'Quantity', type: 'number', required: false, default: 1, checked: true, integer: true,
  min: 1, max: 1000, step: 1, uiDefault: 1, placeholder: 'e.g. 1', help: 'How many of the same area: three bedrooms of one size are 3.',
} as const satisfies NumberInputSpec;
const pricePerUnit = {
  name: 'pricePerUnit', label: 'Price per Unit Area', type: 'number', unit: '$/m²', usUnit: '$/ft²', measure: 'areaPrice',
  required: false, checked: true, min: 0, max: 1_000_000, step: 0.01, placeholder: 'e.g. 40 a m² or 4 a ft²',
  help: 'Optional: the price per square metre, or per square foot in US units, for the total cost.',
} as const satisfies NumberInputSpec;

/** Every length of every shape: scaled together, a border stays inside its rectangle. */
const LENGTHS = ['length', 'width', 'diameter', 'base', 'height', 'topWidth', 'bottomWidth', 'borderWidth'] as const;

const isUs = ({ unitSystem: system }: SquareFootageInputs) => system === SQUARE_FOOTAGE_UNIT_SYSTEM.us;
const priced = ({ pricePerUnit: price }: SquareFootageInputs) => price !== undefined;
/** A metric result gives its area in m² (a US one in ft², which is never the same number). */
const isMetricResult = (details: Readonly<Record<string, DetailValue>>) => details['area'] === details['squareMeters'];

/** The area of one shape, in ft² (US) or m² (metric), from lengths in ft or m. */
function shapeArea(inputs: SquareFootageInputs): number {
  const { length: long = 0, width: wide = 0 } = inputs;
  switch (inputs.shape) {
    case SQUARE_FOOTAGE_SHAPE.circle: return Math.PI * ((inputs.diameter ?? 0) / 2) ** 2;
    case SQUARE_FOOTAGE_SHAPE.triangle: return ((inputs.base ?? 0) * (inputs.height ?? 0)) / 2;
    case SQUARE_FOOTAGE_SHAPE.trapezoid: return (((inputs.topWidth ?? 0) + (inputs.bottomWidth ?? 0)) / 2) * (inputs.height ?? 0);
    case SQUARE_FOOTAGE_SHAPE.border: {
      const strip = inputs.borderWidth ?? 0;
      // The strip runs inside the rectangle: twice its width must leave a middle on both sides.
      if (!(2 * strip < long && 2 * strip < wide)) inconsistent(messages.lessThan(borderWidth.label, 'half the length and half the width'), borderWidth);
      return long * wide - (long - 2 * strip) * (wide - 2 * strip);
    }
    default: return long * wide;
  }
}

/** The first line of the worked solution, one shape's area in the system's own unit; then the quantity. */
function areaSteps(): SolutionStep<SquareFootageInputs>[] {
  const shapes = [
    { which: SQUARE_FOOTAGE_SHAPE.rectangle, name: 'rectangle', formula: '{length} × {width}' },
    { which: SQUARE_FOOTAGE_SHAPE.circle, name: 'circle', formula: 'π × ({diameter} ÷ 2)²' },
    { which: SQUARE_FOOTAGE_SHAPE.triangle, name: 'triangle', formula: '{base} × {height} ÷ 2' },
    { which: SQUARE_FOOTAGE_SHAPE.trapezoid, name: 'trapezoid', formula: '({topWidth} + {bottomWidth}) ÷ 2 × {height}' },
    { which: SQUARE_FOOTAGE_SHAPE.border, name: 'border', formula: '{length} × {width} − ({length} − 2 × {borderWidth}) × ({width} − 2 × {borderWidth})' },
  ];
  return shapes.flatMap(({ which, name, formula }) => [
    {
      label: `Area of one ${name}`, expression: formula, value: 'oneAreaFt2',
      when: (inputs: SquareFootageInputs) => isUs(inputs) && inputs.shape === which,
    },
    {
      label: `Area of one ${name}`, expression: formula, value: 'oneAreaM2',
      when: (inputs: SquareFootageInputs) => !isUs(inputs) && inputs.shape === which,
    },
  ]);
}

export const squareFootage = defineCalculator<SquareFootageInputs, SquareFootageDetails>({
  slug: 'square-footage',
  inputs: [unitSystem, shape, length, width, diameter, base, height, topWidth, bottomWidth, borderWidth, quantity, pricePerUnit],
  outputs: [
    // ft² with US units, m² with metric: the unit comes with the result.
    { name: 'area', type: 'number', label: 'Area', words: 'the area' },
    { name: 'squareFeet', type: 'number', unit: 'ft²', label: 'Square feet' },
    { name: 'squareMeters', type: 'number', unit: 'm²', label: 'Square meters' },
    { name: 'squareYards', type: 'number', unit: 'yd²', label: 'Square yards' },
    { name: 'acres', type: 'number', unit: 'acres', decimals: 4, label: 'Acres' },
    { name: 'totalCost', type: 'number', unit: '$', label: 'Total cost', words: 'the total cost' },
  ],
  primary: 'area',
  compute(inputs) {
    const us = isUs(inputs);
    const area = shapeArea(inputs) * inputs.quantity;
    const squareMeters = us ? area * M2_PER_FT2 : area;
    return {
      value: area,
      unit: us ? 'ft²' : 'm²',
      details: {
        area,
        squareFeet: us ? area : area / M2_PER_FT2,
        squareMeters,
        squareYards: squareMeters / M2_PER_YD2,
        acres: squareMeters / M2_PER_ACRE,
        ...(inputs.pricePerUnit === undefined ? {} : { totalCost: area * inputs.pricePerUnit }),
      },
    };
  },
  intermediates: {
    oneAreaFt2: { unit: 'ft²', value: (inputs, { area }) => (area as number) / inputs.quantity },
    oneAreaM2: { unit: 'm²', value: (inputs, { area }) => (area as number) / inputs.quantity },
    hectares: { unit: 'ha', decimals: 4, value: (_inputs, { squareMeters }) => (squareMeters as number) / 10_000 },
  },
  solution: [
    ...areaSteps(),
    { label: 'Square metres', expression: '{area} × 0.09290304', value: 'squareMeters', when: isUs },
    { label: 'Square feet', expression: '{area} ÷ 0.09290304', value: 'squareFeet', when: (inputs) => !isUs(inputs) },
    { label: 'Square yards', expression: '{squareMeters} ÷ 0.83612736', value: 'squareYards' },
    { label: 'Acres', expression: '{squareMeters} ÷ 4046.8564224', value: 'acres' },
    { label: 'Total cost', expression: '{area} × {pricePerUnit}', value: 'totalCost', when: priced },
    { label: 'Area', expression: '{oneAreaFt2:2} × {quantity}', value: 'area', when: isUs },
    { label: 'Area', expression: '{oneAreaM2:2} × {quantity}', value: 'area', when: (inputs) => !isUs(inputs) },
  ],
  assessment: {
    // An acre is 43,560 ft², 4,046.86 m² (NIST SP 811): below it, a room, a home or a garden; above it, land.
    of: 'acres',
    cases: [
      {
        when: (_inputs, details) => isMetricResult(details) && Number(details['acres']) < 1,
        text: '{squareMeters} is {squareFeet}, or {squareYards}: below an acre (43,560 sq ft), the size of a room, a home or a garden.',
      },
      {
        when: (_inputs, details) => isMetricResult(details),
        text: '{squareMeters} is {hectares}, or {acres}: land rather than a room, at 4,046.86 m² to the acre.',
      },
    ],
    bands: [
      { below: 1, text: '{squareFeet} is {squareMeters}, or {squareYards}: below an acre (43,560 sq ft), the size of a room, a home or a garden.' },
      { text: '{squareFeet} is {acres}, or {hectares}: land rather than a room, at 43,560 sq ft to the acre.' },
    ],
    notes: [{ when: (inputs) => priced(inputs), text: 'At {pricePerUnit} a unit of area, it costs {totalCost}.' }],
  },
  whatIfs: [
    {
      lead: 'With every length a tenth longer',
      change: (inputs) => {
        const sides = LENGTHS.flatMap((name) => (inputs[name] === undefined ? [] : [[name, (inputs[name] ?? 0) * 1.1] as const]));
        return sides.every(([, value]) => value <= side.max) ? Object.fromEntries(sides) : undefined;
      },
      outputs: ['area'],
    },
    {
      lead: 'With one more of the same',
      change: ({ quantity: count }) => (count < quantity.max ? { quantity: count + 1 } : undefined),
      outputs: ['area'],
    },
    {
      // A foot longer in US units, half a metre in metric: rectangles only.
      lead: 'At a length of {length}',
      change: ({ shape: which, length: long, unitSystem: system }) => {
        if (which !== SQUARE_FOOTAGE_SHAPE.rectangle || long === undefined) return undefined;
        const longer = long + (system === SQUARE_FOOTAGE_UNIT_SYSTEM.us ? 1 : 0.5);
        return longer <= length.max ? { length: longer } : undefined;
      },
      outputs: ['area'],
    },
    {
      lead: 'At a price a tenth higher',
      change: ({ pricePerUnit: price }) => (price !== undefined && price > 0 && price * 1.1 <= pricePerUnit.max ? { pricePerUnit: price * 1.1 } : undefined),
      outputs: ['totalCost'],
    },
  ],
  properties: [
    { output: 'area', input: 'length', direction: 'rises' },
    { output: 'area', input: 'width', direction: 'rises' },
    { output: 'area', input: 'diameter', direction: 'rises' },
    { output: 'area', input: 'base', direction: 'rises' },
    { output: 'area', input: 'height', direction: 'rises' },
    { output: 'area', input: 'topWidth', direction: 'rises' },
    { output: 'area', input: 'bottomWidth', direction: 'rises' },
    { output: 'area', input: 'borderWidth', direction: 'rises' },
    { output: 'area', input: 'quantity', direction: 'rises' },
    { output: 'squareMeters', input: 'length', direction: 'rises' },
    { output: 'totalCost', input: 'pricePerUnit', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'An acre is 43,560 ft²: a 43,560 ft × 1 ft strip is 1 acre, 4,046.8564224 m²',
      source: 'NIST SP 811, Appendix B: 1 acre (US survey and international) = 43,560 ft² = 4,046.8564224 m² with the international foot',
      inputs: { unitSystem: 2, shape: 1, length: 43_560, width: 1 },
      expected: { acres: 1, squareMeters: 4046.8564224, squareYards: 4840, squareFeet: 43_560 }, decimals: 6,
    },
    {
      name: 'A 12 ft × 10 ft room is 120 ft², 11.15 m², 13.33 yd²; at $4.50 a square foot, $540',
      source: 'computed by hand: 12 × 10 = 120; × 0.09290304 = 11.1483648 m²; ÷ 9 = 13.333333 yd²; 120 × 4.5 = 540',
      inputs: { unitSystem: 2, shape: 1, length: 12, width: 10, pricePerUnit: 4.5 },
      expected: { area: 120, squareMeters: 11.1483648, squareYards: 13.333333, totalCost: 540 }, decimals: 6,
    },
    {
      name: 'A circle 4 m across is 12.566 m², 135.26 ft²',
      source: 'computed by hand: π × 2² = 12.5663706 m²; ÷ 0.09290304 = 135.2634 ft²',
      inputs: { unitSystem: 1, shape: 2, diameter: 4 },
      expected: { area: 12.566371, squareFeet: 135.2634 }, decimals: 3,
    },
    {
      name: 'A triangle of base 6 m and height 4 m is 12 m²',
      source: 'computed by hand: 6 × 4 ÷ 2 = 12',
      inputs: { unitSystem: 1, shape: 3, base: 6, height: 4 },
      expected: { area: 12, squareMeters: 12 }, decimals: 9,
    },
    {
      name: 'A trapezoid 3 m and 5 m across its parallel sides and 4 m between them is 16 m²',
      source: 'computed by hand: (3 + 5) ÷ 2 × 4 = 16',
      inputs: { unitSystem: 1, shape: 4, topWidth: 3, bottomWidth: 5, height: 4 },
      expected: { area: 16, squareMeters: 16 }, decimals: 9,
    },
    {
      name: 'A 2 ft border inside a 20 ft × 15 ft rectangle is 124 ft²',
      source: 'computed by hand: 20 × 15 − (20 − 4) × (15 − 4) = 300 − 176 = 124',
      inputs: { unitSystem: 2, shape: 5, length: 20, width: 15, borderWidth: 2 },
      expected: { area: 124, squareFeet: 124 }, decimals: 9,
    },
  ],
});

/**
 * The area of a rectangle, circle, triangle, trapezoid or rectangular border in square feet, square metres, square
 * yards and acres, and its cost at a price per unit of area.
 * @param inputs - `unitSystem` (1 metric m, 2 US ft), `shape` and its lengths, `quantity`, optional `pricePerUnit`
 * @returns the area as `value` (ft² in US units, m² in metric), every unit and any cost in `details`
 * @example
 * squareFootageOf({ unitSystem: 2, shape: 1, length: 12, width: 10, quantity: 1 }).details.squareYards; // 13.333...
 */
export function squareFootageOf(inputs: SquareFootageInputs): CalculationResult<SquareFootageDetails> {
  return runCalculator(squareFootage, inputs);
}
