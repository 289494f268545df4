import { assertPositive, inconsistent, requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec, SolutionStep, WhatIf } from '../../types.js';

/** The eleven solids, in the order the shape list shows them. */
export const VOLUME_SHAPE = {
  sphere: 1, cone: 2, cube: 3, cylinder: 4, rectangularTank: 5, capsule: 6, sphericalCap: 7, conicalFrustum: 8,
  ellipsoid: 9, squarePyramid: 10, tube: 11,
} as const;
/** The unit every length is entered in. */
export const VOLUME_LENGTH_UNIT = { m: 1, cm: 2, mm: 3, ft: 4, in: 5, yd: 6 } as const;

export interface VolumeInputs {
  /** 1 sphere … 11 tube (see {@link VOLUME_SHAPE}). */
  readonly shape: number;
  /** 1 m, 2 cm, 3 mm, 4 ft, 5 in, 6 yd. */
  readonly lengthUnit: number;
  /** Sphere, cone, cylinder and capsule radius; the ball's radius of a spherical cap. */
  readonly radius?: number;
  /** Height of a cone, cylinder, tank, cap, frustum or pyramid; the straight part of a capsule (0 when empty). */
  readonly height?: number;
  /** Edge of a cube, base edge of a square pyramid. */
  readonly edge?: number;
  /** Length of a rectangular tank or a tube. */
  readonly length?: number;
  /** Width of a rectangular tank. */
  readonly width?: number;
  readonly bottomRadius?: number;
  /** 0 makes the frustum a cone. */
  readonly topRadius?: number;
  readonly axisA?: number;
  readonly axisB?: number;
  readonly axisC?: number;
  readonly outerDiameter?: number;
  /** 0 makes the tube a solid cylinder. */
  readonly innerDiameter?: number;
}

export interface VolumeDetails extends Record<string, number> {
  /** In the cube of the length unit. */
  readonly volume: number;
  readonly volumeCubicMeters: number;
  readonly volumeLiters: number;
  readonly volumeCubicFeet: number;
  readonly volumeUsGallons: number;
}

/** Metres in each length unit (NIST SP 811: the foot is 0.3048 m exactly, the inch 0.0254 m, the yard 0.9144 m). */
const METRES_PER_UNIT: Readonly<Record<number, number>> = { 1: 1, 2: 0.01, 3: 0.001, 4: 0.3048, 5: 0.0254, 6: 0.9144 };
const UNIT_CODES: Readonly<Record<number, string>> = { 1: 'm', 2: 'cm', 3: 'mm', 4: 'ft', 5: 'in', 6: 'yd' };
/** Cubic metres in a cubic foot (0.3048³) and in a US gallon (231 in³), both exact. */
const CUBIC_METRES_PER_CUBIC_FOOT = 0.028316846592;
const CUBIC_METRES_PER_US_GALLON = 0.003785411784;

const shape = {
  name: 'shape', label: 'Shape', type: 'select', required: true, options: Object.values(VOLUME_SHAPE),
  optionLabels: {
    1: 'Sphere', 2: 'Cone', 3: 'Cube', 4: 'Cylinder', 5: 'Rectangular tank', 6: 'Capsule', 7: 'Spherical cap',
    8: 'Conical frustum', 9: 'Ellipsoid', 10: 'Square pyramid', 11: 'Tube',
  },
  uiDefault: VOLUME_SHAPE.sphere, help: 'The solid to measure; the form asks for its own dimensions.',
} as const satisfies SelectInputSpec;
const lengthUnit = {
  name: 'lengthUnit', label: 'Length Unit', type: 'select', required: false, default: VOLUME_LENGTH_UNIT.m,
  options: Object.values(VOLUME_LENGTH_UNIT), optionLabels: UNIT_CODES, uiDefault: VOLUME_LENGTH_UNIT.m,
  help: 'Every length is in this unit; the volume comes out in its cube.',
} as const satisfies SelectInputSpec;

const forShapes = (...shapes: number[]) => ({ input: 'shape', equals: shapes });
/** A length: more than 0, up to a sanity limit of the browser field (a million units cubed stays far from overflow). */
const dimension = { type: 'number', checked: true, min: 0, minExclusive: true, max: 1_000_000, step: 0.01 } as const;

const radius = {
  ...dimension, name: 'radius', label: 'Radius', required: true, uiDefault: 3, placeholder: 'e.g. 3',
  visibleWhen: forShapes(VOLUME_SHAPE.sphere, VOLUME_SHAPE.cone, VOLUME_SHAPE.cylinder, VOLUME_SHAPE.capsule, VOLUME_SHAPE.sphericalCap),
  help: 'From the centre to the surface; for a spherical cap, the radius of the whole ball it is cut from.',
} as const satisfies NumberInputSpec;
const height = {
  // 0 is allowed here for the capsule's straight part; every other shape needs more than 0 (checked in compute).
  ...dimension, name: 'height', label: 'Height', required: false, minExclusive: false, uiDefault: 5, placeholder: 'e.g. 5',
  visibleWhen: forShapes(
    VOLUME_SHAPE.cone, VOLUME_SHAPE.cylinder, VOLUME_SHAPE.rectangularTank, VOLUME_SHAPE.capsule, VOLUME_SHAPE.sphericalCap,
    VOLUME_SHAPE.conicalFrustum, VOLUME_SHAPE.squarePyramid,
  ),
  help: 'Straight up from the base; for a capsule the straight middle part only (empty is 0, a sphere); for a cap, its height.',
} as const satisfies NumberInputSpec;
const edge = {
  ...dimension, name: 'edge', label: 'Edge / Base Edge', required: true, uiDefault: 2, placeholder: 'e.g. 2',
  visibleWhen: forShapes(VOLUME_SHAPE.cube, VOLUME_SHAPE.squarePyramid), help: 'A side of the cube, or of the pyramid\'s square base.',
} as const satisfies NumberInputSpec;
const length = {
  ...dimension, name: 'length', label: 'Length', required: true, uiDefault: 4, placeholder: 'e.g. 4',
  visibleWhen: forShapes(VOLUME_SHAPE.rectangularTank, VOLUME_SHAPE.tube), help: 'The long side of the tank, or how long the tube is.',
} as const satisfies NumberInputSpec;
const width = {
  ...dimension, name: 'width', label: 'Width', required: true, uiDefault: 3, placeholder: 'e.g. 3',
  visibleWhen: forShapes(VOLUME_SHAPE.rectangularTank), help: 'The short side of the tank\'s base.',
} as const satisfies NumberInputSpec;
const bottomRadius = {
  ...dimension, name: 'bottomRadius', label: 'Bottom Radius', required: true, uiDefault: 4, placeholder: 'e.g. 4',
  visibleWhen: forShapes(VOLUME_SHAPE.conicalFrustum), help: 'The radius of the wide end.',
} as const satisfies NumberInputSpec;
const topRadius = {
  ...dimension, name: 'topRadius', label: 'Top Radius', required: true, minExclusive: false, uiDefault: 2, placeholder: 'e.g. 2',
  visibleWhen: forShapes(VOLUME_SHAPE.conicalFrustum), help: 'The radius of the cut end; 0 makes it a whole cone.',
} as const satisfies NumberInputSpec;
const semiAxis = (name: 'axisA' | 'axisB' | 'axisC', letter: string, uiDefault: number) => ({
  ...dimension, name, label: `Semi-axis ${letter}`, required: true, uiDefault, placeholder: `e.g. ${uiDefault}`,
  visibleWhen: forShapes(VOLUME_SHAPE.ellipsoid), help: 'Half of the ellipsoid\'s width along one of its three axes.',
}) as const satisfies NumberInputSpec;
const axisA = semiAxis('axisA', 'a', 3);
const axisB = semiAxis('axisB', 'b', 2);
const axisC = semiAxis('axisC', 'c', 1);
const outerDiameter = {
  ...dimension, name: 'outerDiameter', label: 'Outer Diameter', required: true, uiDefault: 10, placeholder: 'e.g. 10',
  visibleWhen: forShapes(VOLUME_SHAPE.tube), help: 'Across the outside of the tube.',
} as const satisfies NumberInputSpec;
const innerDiameter = {
  ...dimension, name: 'innerDiameter', label: 'Inner Diameter', required: true, minExclusive: false, uiDefault: 8, placeholder: 'e.g. 8',
  visibleWhen: forShapes(VOLUME_SHAPE.tube), help: 'Across the hollow inside; less than the outer diameter. The volume is that of the wall.',
} as const satisfies NumberInputSpec;

/** The height of every shape but the capsule: present and more than 0. */
function positiveHeight(inputs: VolumeInputs): number {
  const value = requireInput(inputs.height, height);
  assertPositive(value, height);
  return value;
}

/** The volume in the cube of the length unit (CRC mensuration formulas). */
function solidVolume(inputs: VolumeInputs): number {
  const r = inputs.radius ?? 0;
  switch (inputs.shape) {
    case VOLUME_SHAPE.sphere: return (4 / 3) * Math.PI * r ** 3;
    case VOLUME_SHAPE.cone: return (Math.PI * r ** 2 * positiveHeight(inputs)) / 3;
    case VOLUME_SHAPE.cube: return (inputs.edge ?? 0) ** 3;
    case VOLUME_SHAPE.cylinder: return Math.PI * r ** 2 * positiveHeight(inputs);
    case VOLUME_SHAPE.rectangularTank: return (inputs.length ?? 0) * (inputs.width ?? 0) * positiveHeight(inputs);
    case VOLUME_SHAPE.capsule: return Math.PI * r ** 2 * ((4 * r) / 3 + (inputs.height ?? 0));
    case VOLUME_SHAPE.sphericalCap: {
      const h = positiveHeight(inputs);
      if (h > 2 * r) inconsistent('Height cannot be more than the ball\'s diameter (twice the radius)', height);
      return (Math.PI * h ** 2 * (3 * r - h)) / 3;
    }
    case VOLUME_SHAPE.conicalFrustum: {
      const [bottom, top] = [inputs.bottomRadius ?? 0, inputs.topRadius ?? 0];
      return (Math.PI * positiveHeight(inputs) * (bottom ** 2 + bottom * top + top ** 2)) / 3;
    }
    case VOLUME_SHAPE.ellipsoid: return (4 / 3) * Math.PI * (inputs.axisA ?? 0) * (inputs.axisB ?? 0) * (inputs.axisC ?? 0);
    case VOLUME_SHAPE.squarePyramid: return ((inputs.edge ?? 0) ** 2 * positiveHeight(inputs)) / 3;
    default: {
      const [outer, inner] = [inputs.outerDiameter ?? 0, inputs.innerDiameter ?? 0];
      if (inner >= outer) inconsistent(messages.lessThan(innerDiameter.label, 'the outer diameter'), innerDiameter);
      return (Math.PI / 4) * (outer ** 2 - inner ** 2) * (inputs.length ?? 0);
    }
  }
}

const FORMULAS: readonly (readonly [number, string, string])[] = [
  [VOLUME_SHAPE.sphere, 'Volume of the sphere', '4 ÷ 3 × π × {radius}³'],
  [VOLUME_SHAPE.cone, 'Volume of the cone', 'π × {radius}² × {height} ÷ 3'],
  [VOLUME_SHAPE.cube, 'Volume of the cube', '{edge}³'],
  [VOLUME_SHAPE.cylinder, 'Volume of the cylinder', 'π × {radius}² × {height}'],
  [VOLUME_SHAPE.rectangularTank, 'Volume of the tank', '{length} × {width} × {height}'],
  [VOLUME_SHAPE.capsule, 'Volume of the capsule', 'π × {radius}² × (4 × {radius} ÷ 3 + {straightPart})'],
  [VOLUME_SHAPE.sphericalCap, 'Volume of the cap', 'π × {height}² × (3 × {radius} − {height}) ÷ 3'],
  [VOLUME_SHAPE.conicalFrustum, 'Volume of the frustum', 'π × {height} × ({bottomRadius}² + {bottomRadius} × {topRadius} + {topRadius}²) ÷ 3'],
  [VOLUME_SHAPE.ellipsoid, 'Volume of the ellipsoid', '4 ÷ 3 × π × {axisA} × {axisB} × {axisC}'],
  [VOLUME_SHAPE.squarePyramid, 'Volume of the pyramid', '{edge}² × {height} ÷ 3'],
  [VOLUME_SHAPE.tube, 'Volume of the tube\'s wall', 'π ÷ 4 × ({outerDiameter}² − {innerDiameter}²) × {length}'],
];

// Read with its default: an assessment may see the inputs as entered, without it.
const isMetric = ({ lengthUnit: unit }: VolumeInputs) => (unit ?? VOLUME_LENGTH_UNIT.m) <= VOLUME_LENGTH_UNIT.mm;

/** One line for the chosen shape: its formula, giving the volume in the cube of the length unit. */
function volumeSteps(): SolutionStep<VolumeInputs>[] {
  return FORMULAS.map(([which, label, expression]) => ({ label, expression, value: 'volume', when: (inputs: VolumeInputs) => inputs.shape === which }));
}

type Dimension = 'radius' | 'height' | 'edge' | 'length' | 'width' | 'bottomRadius' | 'topRadius' | 'axisA' | 'axisB' | 'outerDiameter' | 'innerDiameter';

/**
 * A what-if that scales one dimension of the chosen shape, where the shape has it (a capsule's empty height and a
 * frustum's top of 0 stay as they are), and only where the scaled shape is still one (a cap no higher than its ball).
 */
function grown(name: Dimension, lead: string, factor: number): WhatIf<VolumeInputs>[] {
  return [{
    lead,
    change: (inputs) => {
      const value = inputs[name];
      if (value === undefined || value === 0 || value * factor > dimension.max) return undefined;
      try {
        // A dimension the shape does not use (left in the address from another shape) changes nothing.
        return solidVolume({ ...inputs, [name]: value * factor }) === solidVolume(inputs) ? undefined : { [name]: value * factor };
      } catch {
        return undefined;
      }
    },
    outputs: ['volume', 'volumeLiters'],
  }];
}

export const volume = defineCalculator<VolumeInputs, VolumeDetails>({
  slug: 'volume',
  inputs: [shape, lengthUnit, radius, height, edge, length, width, bottomRadius, topRadius, axisA, axisB, axisC, outerDiameter, innerDiameter],
  outputs: [
    // The cube of the length unit: the unit comes with the result.
    { name: 'volume', type: 'number', label: 'Volume', decimals: 4, words: 'the volume' },
    { name: 'volumeCubicMeters', type: 'number', unit: 'm³', label: 'Cubic meters', decimals: 4 },
    { name: 'volumeLiters', type: 'number', unit: 'L', label: 'Liters', decimals: 3, words: 'the volume in litres' },
    { name: 'volumeCubicFeet', type: 'number', unit: 'ft³', label: 'Cubic feet', decimals: 4 },
    { name: 'volumeUsGallons', type: 'number', unit: 'US gal', label: 'US gallons', decimals: 3 },
  ],
  primary: 'volume',
  compute(inputs) {
    const value = solidVolume(inputs);
    const volumeCubicMeters = value * (METRES_PER_UNIT[inputs.lengthUnit] ?? 1) ** 3;
    return {
      value,
      unit: `${UNIT_CODES[inputs.lengthUnit] ?? 'm'}³`,
      details: {
        volume: value,
        volumeCubicMeters,
        volumeLiters: volumeCubicMeters * 1000,
        volumeCubicFeet: volumeCubicMeters / CUBIC_METRES_PER_CUBIC_FOOT,
        volumeUsGallons: volumeCubicMeters / CUBIC_METRES_PER_US_GALLON,
      },
    };
  },
  intermediates: {
    // The capsule's straight part: its height, 0 when left empty.
    straightPart: { decimals: 4, value: (inputs) => inputs.height ?? 0 },
  },
  solution: volumeSteps(),
  assessment: {
    of: 'volumeLiters',
    bands: [
      { below: 1, text: '{volume} is less than a litre: a jug or a jar would hold it.' },
      { below: 1000, text: '{volume} is between a litre and a cubic metre: the range of buckets, barrels and small tanks.' },
      { text: '{volume} is more than a cubic metre: the range of large tanks, skips and rooms.' },
    ],
    notes: [
      { when: (inputs) => !isMetric(inputs), text: 'In metric units that is {volumeCubicMeters}, or {volumeLiters}.' },
      { when: (inputs) => isMetric(inputs), text: 'In US units that is {volumeCubicFeet}, or {volumeUsGallons}.' },
    ],
  },
  whatIfs: [
    ...grown('radius', 'With a radius of {radius}', 2),
    ...grown('radius', 'With a radius of {radius}', 0.5),
    ...grown('height', 'With a height of {height}', 2),
    ...grown('edge', 'With an edge of {edge}', 2),
    ...grown('edge', 'With an edge of {edge}', 0.5),
    ...grown('length', 'With a length of {length}', 2),
    ...grown('width', 'With a width of {width}', 2),
    ...grown('bottomRadius', 'With a bottom radius of {bottomRadius}', 2),
    ...grown('topRadius', 'With a top radius of {topRadius}', 0.5),
    ...grown('axisA', 'With semi-axis a at {axisA}', 2),
    ...grown('axisB', 'With semi-axis b at {axisB}', 2),
    ...grown('outerDiameter', 'With an outer diameter of {outerDiameter}', 2),
    ...grown('innerDiameter', 'With an inner diameter of {innerDiameter}', 0.5),
  ],
  properties: [
    { output: 'volume', input: 'radius', direction: 'rises' },
    { output: 'volume', input: 'height', direction: 'rises' },
    { output: 'volume', input: 'edge', direction: 'rises' },
    { output: 'volume', input: 'length', direction: 'rises' },
    { output: 'volume', input: 'width', direction: 'rises' },
    { output: 'volume', input: 'bottomRadius', direction: 'rises' },
    { output: 'volume', input: 'topRadius', direction: 'rises' },
    { output: 'volume', input: 'axisA', direction: 'rises' },
    { output: 'volume', input: 'outerDiameter', direction: 'rises' },
    { output: 'volume', input: 'innerDiameter', direction: 'falls' },
    { output: 'volumeLiters', input: 'radius', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'A sphere of radius 3 holds 36π = 113.0973',
      source: 'CRC Standard Mathematical Tables, mensuration: V = 4/3·π·r³ = 4/3 × π × 27 = 36π',
      inputs: { shape: 1, radius: 3 }, expected: { volume: 36 * Math.PI, volumeCubicMeters: 36 * Math.PI, volumeLiters: 36000 * Math.PI }, decimals: 6,
    },
    {
      name: 'A cube of edge 1 ft is 1 ft³, 28.316846592 litres, 7.480519 US gallons',
      source: 'NIST SP 811: 1 ft = 0.3048 m exactly, so 1 ft³ = 0.028316846592 m³; 1 US gallon = 231 in³ = 0.003785411784 m³',
      inputs: { shape: 3, lengthUnit: 4, edge: 1 },
      expected: { volume: 1, volumeCubicFeet: 1, volumeLiters: 28.316846592, volumeUsGallons: 7.480519 }, decimals: 6,
    },
    {
      name: 'A cylinder 10 cm across and 20 cm tall holds 1.5708 litres',
      source: 'computed by hand: π × 5² × 20 = 500π = 1570.796 cm³ = 1.570796 L',
      inputs: { shape: 4, lengthUnit: 2, radius: 5, height: 20 }, expected: { volume: 1570.796327, volumeLiters: 1.570796 }, decimals: 6,
    },
    {
      name: 'A cone of radius 3 and height 4 is 12π; a square pyramid with a base edge of 3 and height 4 is 12',
      source: 'computed by hand: π × 9 × 4 ÷ 3 = 12π = 37.699112; 9 × 4 ÷ 3 = 12',
      inputs: { shape: 2, radius: 3, height: 4 }, expected: { volume: 12 * Math.PI }, decimals: 6,
    },
    {
      name: 'A capsule of radius 1 with a straight part of 2 is 10π/3; with no straight part it is the sphere, 4π/3',
      source: 'computed by hand: π × 1 × (4/3 + 2) = 10π/3 = 10.471976',
      inputs: { shape: 6, radius: 1, height: 2 }, expected: { volume: (10 * Math.PI) / 3 }, decimals: 6,
    },
    {
      name: 'A spherical cap of height 2R is the whole ball: R = 3, h = 6 gives 36π',
      source: 'computed by hand: π × 36 × (9 − 6) ÷ 3 = 36π = 113.097336',
      inputs: { shape: 7, radius: 3, height: 6 }, expected: { volume: 36 * Math.PI }, decimals: 6,
    },
    {
      name: 'A frustum with radii 4 and 2 and height 3 is 28π',
      source: 'computed by hand: π × 3 × (16 + 8 + 4) ÷ 3 = 28π = 87.964594',
      inputs: { shape: 8, bottomRadius: 4, topRadius: 2, height: 3 }, expected: { volume: 28 * Math.PI }, decimals: 6,
    },
    {
      name: 'An ellipsoid with semi-axes 3, 2 and 1 is 8π',
      source: 'computed by hand: 4/3 × π × 6 = 8π = 25.132741',
      inputs: { shape: 9, axisA: 3, axisB: 2, axisC: 1 }, expected: { volume: 8 * Math.PI }, decimals: 6,
    },
    {
      name: 'A tank 4 m long, 3 m wide and 5 m tall is 60 m³, 60,000 litres',
      source: 'computed by hand: 4 × 3 × 5 = 60 m³; 1 m³ = 1,000 L',
      inputs: { shape: 5, length: 4, width: 3, height: 5 }, expected: { volume: 60, volumeLiters: 60000 }, decimals: 6,
    },
    {
      name: 'A tube 10 in across outside, 8 in inside and 12 in long is 108π in³',
      source: 'computed by hand: π ÷ 4 × (100 − 64) × 12 = 108π = 339.292007 in³',
      inputs: { shape: 11, lengthUnit: 5, outerDiameter: 10, innerDiameter: 8, length: 12 }, expected: { volume: 108 * Math.PI }, decimals: 6,
    },
  ],
});

/**
 * The volume of a sphere, cone, cube, cylinder, rectangular tank, capsule, spherical cap, conical frustum, ellipsoid,
 * square pyramid or tube, in the cube of the length unit and in m³, litres, ft³ and US gallons.
 * @param inputs - `shape`, `lengthUnit` (1 m, 2 cm, 3 mm, 4 ft, 5 in, 6 yd) and the shape's dimensions
 * @returns the volume in the cube of the length unit as `value`, the other units in `details`
 * @example
 * solidVolumeOf({ shape: 1, radius: 3 }).value; // 113.097… (36π)
 */
export function solidVolumeOf(inputs: Readonly<Record<string, number>>): CalculationResult<VolumeDetails> {
  return runCalculator(volume, inputs);
}
