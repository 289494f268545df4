import { assertComputable, inconsistent, nothingEntered, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SolutionStep, WhatIf } from '../../types.js';

export interface TriangleInputs {
  readonly sideA?: number;
  readonly sideB?: number;
  readonly sideC?: number;
  /** Degrees. */
  readonly angleA?: number;
  readonly angleB?: number;
  readonly angleC?: number;
}

export interface TriangleDetails extends Record<string, number> {
  readonly area: number;
  readonly sideA: number;
  readonly sideB: number;
  readonly sideC: number;
  readonly angleA: number;
  readonly angleB: number;
  readonly angleC: number;
  readonly perimeter: number;
  readonly heightA: number;
  readonly heightB: number;
  readonly heightC: number;
  readonly inradius: number;
  readonly circumradius: number;
  /** 1, or 2 when two sides and an angle opposite one of them fit two different triangles. */
  readonly solutionCount: number;
}

const LETTERS = ['A', 'B', 'C'] as const;
type Letter = (typeof LETTERS)[number];
type Side = `side${Letter}`;
type Angle = `angle${Letter}`;
const sideOf = (letter: Letter): Side => `side${letter}`;
const angleOf = (letter: Letter): Angle => `angle${letter}`;
const othersOf = (letter: Letter) => LETTERS.filter((other) => other !== letter) as [Letter, Letter];

/** Sides up to a billion units: their squares and products stay far from overflow. */
const side = (letter: Letter, uiDefault?: number) => ({
  name: sideOf(letter), label: `Side ${letter.toLowerCase()}`, type: 'number', required: false, checked: true,
  min: 0, minExclusive: true, max: 1e9, step: 0.01, decimals: 4, ...(uiDefault === undefined ? {} : { uiDefault }),
  placeholder: 'e.g. 3', help: `The side opposite angle ${letter}, in any unit of length; leave empty to work it out.`,
}) as const satisfies NumberInputSpec;
const angle = (letter: Letter) => ({
  name: angleOf(letter), label: `Angle ${letter}`, type: 'number', unit: '°', required: false, checked: true,
  min: 0, minExclusive: true, max: 180, step: 0.01, decimals: 4, placeholder: 'e.g. 90',
  domainMessage: `Angle ${letter} must be greater than 0 and less than 180`,
  help: `The angle at corner ${letter}, opposite side ${letter.toLowerCase()}, in degrees; leave empty to work it out.`,
}) as const satisfies NumberInputSpec;
const sideA = side('A', 3);
const sideB = side('B', 4);
const sideC = side('C', 5);
const angleA = angle('A');
const angleB = angle('B');
const angleC = angle('C');
const INPUTS = { sideA, sideB, sideC, angleA, angleB, angleC } as const;

const RAD = Math.PI / 180;
const sin = (degrees: number) => Math.sin(degrees * RAD);
const cos = (degrees: number) => Math.cos(degrees * RAD);
/** acos in degrees, its argument clamped to [−1, 1] so that rounding never gives NaN at 0° or 180°. */
const acos = (x: number) => Math.acos(Math.min(1, Math.max(-1, x))) / RAD;

const NOT_THREE = 'Enter exactly three values, at least one of them a side';

/** The three sides and three angles of a solved triangle, by letter. */
type Solved = Record<Side | Angle, number>;

/** How the triangle is given: which of the six values are known decides the method. */
type Known = Readonly<Partial<Record<Side | Angle, number>>>;

function given(inputs: TriangleInputs): Known {
  return Object.fromEntries(Object.entries(inputs).filter(([name, value]) => name in INPUTS && value !== undefined)) as Known;
}

const givenSides = (known: Known) => LETTERS.filter((letter) => known[sideOf(letter)] !== undefined);
const givenAngles = (known: Known) => LETTERS.filter((letter) => known[angleOf(letter)] !== undefined);

/** The angle opposite a side, by the law of cosines, from three sides. */
function angleFromSides(sides: Record<Letter, number>, letter: Letter): number {
  const [p, q] = othersOf(letter);
  return acos((sides[p] ** 2 + sides[q] ** 2 - sides[letter] ** 2) / (2 * sides[p] * sides[q]));
}

function fromThreeSides(sides: Record<Letter, number>): Solved {
  const [a, b, c] = [sides.A, sides.B, sides.C];
  // The strict triangle inequality: 1, 2, 3 is a flat line, not a triangle.
  if (!(a < b + c && b < a + c && c < a + b)) inconsistent('These sides do not make a triangle: each side must be shorter than the other two together', sideA);
  const A = angleFromSides(sides, 'A');
  const B = angleFromSides(sides, 'B');
  return { sideA: a, sideB: b, sideC: c, angleA: A, angleB: B, angleC: 180 - A - B };
}

/** Two angles and any side: the third angle, then the law of sines. */
function fromTwoAngles(known: Known, letter: Letter): Solved {
  const angles = givenAngles(known);
  const sum = angles.reduce((total, which) => total + (known[angleOf(which)] ?? 0), 0);
  if (sum >= 180) inconsistent('The angles add up to 180° or more', angleA);
  const missing = LETTERS.find((which) => !angles.includes(which)) as Letter;
  const all = { A: known.angleA ?? 0, B: known.angleB ?? 0, C: known.angleC ?? 0, [missing]: 180 - sum } as Record<Letter, number>;
  const ratio = (known[sideOf(letter)] ?? 0) / sin(all[letter]);
  return {
    sideA: ratio * sin(all.A), sideB: ratio * sin(all.B), sideC: ratio * sin(all.C), angleA: all.A, angleB: all.B, angleC: all.C,
  };
}

/** SAS: the angle between the two sides gives the third side by the law of cosines. */
function fromTwoSidesAndIncluded(known: Known, letter: Letter): Solved {
  const [p, q] = othersOf(letter);
  const [sp, sq, x] = [known[sideOf(p)] ?? 0, known[sideOf(q)] ?? 0, known[angleOf(letter)] ?? 0];
  const opposite = Math.sqrt(Math.max(0, sp ** 2 + sq ** 2 - 2 * sp * sq * cos(x)));
  const sides = { [letter]: opposite, [p]: sp, [q]: sq } as Record<Letter, number>;
  const P = angleFromSides(sides, p);
  return { sideA: sides.A, sideB: sides.B, sideC: sides.C, ...({ [angleOf(letter)]: x, [angleOf(p)]: P, [angleOf(q)]: 180 - x - P } as Record<Angle, number>) };
}

/** The SSA triangles: the angle at `letter`, its opposite side and the side at `other`; one, two or none. */
function ssaTriangles(known: Known, letter: Letter, other: Letter): Solved[] {
  const X = known[angleOf(letter)] ?? 0;
  const [x, y] = [known[sideOf(letter)] ?? 0, known[sideOf(other)] ?? 0];
  const sinY = (y * sin(X)) / x;
  // A sine a hair above 1 is the tangent case (one right angle) written with rounding.
  if (!(sinY <= 1 + 1e-12)) return [];
  // Within rounding of 1 the sine is 1: one right angle (asin magnifies the last bit of 1 into a millionth of a degree).
  const first = sinY >= 1 - 1e-12 ? 90 : Math.asin(sinY) / RAD;
  const candidates = [first, ...(first !== 90 ? [180 - first] : [])].filter((Y) => X + Y < 180);
  const third = LETTERS.find((which) => which !== letter && which !== other) as Letter;
  return candidates.map((Y) => {
    const Z = 180 - X - Y;
    const z = (x * sin(Z)) / sin(X);
    return {
      ...({ [sideOf(letter)]: x, [sideOf(other)]: y, [sideOf(third)]: z } as Record<Side, number>),
      ...({ [angleOf(letter)]: X, [angleOf(other)]: Y, [angleOf(third)]: Z } as Record<Angle, number>),
    };
  });
}

/** The triangles the inputs give: one, or two for an ambiguous SSA case. */
function solve(inputs: TriangleInputs): Solved[] {
  const known = given(inputs);
  for (const letter of givenAngles(known)) {
    const spec = INPUTS[angleOf(letter)];
    if ((known[angleOf(letter)] ?? 0) >= 180) outOfDomain(spec.domainMessage, spec);
  }
  const sides = givenSides(known);
  const angles = givenAngles(known);
  if (sides.length + angles.length === 3 && sides.length === 0) nothingEntered(NOT_THREE, sideA);
  if (sides.length + angles.length !== 3) inconsistent(NOT_THREE, sideA);
  if (sides.length === 3) return [fromThreeSides({ A: known.sideA ?? 0, B: known.sideB ?? 0, C: known.sideC ?? 0 })];
  if (sides.length === 1) return [fromTwoAngles(known, sides[0] as Letter)];
  const letter = angles[0] as Letter;
  if (!sides.includes(letter)) return [fromTwoSidesAndIncluded(known, letter)];
  const other = sides.find((which) => which !== letter) as Letter;
  const triangles = ssaTriangles(known, letter, other);
  if (triangles.length === 0) inconsistent('No triangle has these values', sideA);
  return triangles;
}

/** Area, perimeter, heights and radii of a solved triangle. */
function measures(t: Solved) {
  const area = 0.5 * t.sideB * t.sideC * sin(t.angleA);
  const perimeter = t.sideA + t.sideB + t.sideC;
  return {
    area,
    perimeter,
    heightA: (2 * area) / t.sideA,
    heightB: (2 * area) / t.sideB,
    heightC: (2 * area) / t.sideC,
    inradius: area / (perimeter / 2),
    circumradius: t.sideA / (2 * sin(t.angleA)),
  };
}

/** The second SSA triangle, where there is one. */
function secondTriangle(inputs: TriangleInputs): (Solved & ReturnType<typeof measures>) | undefined {
  try {
    const triangles = solve(inputs);
    const second = triangles[1];
    return second === undefined ? undefined : { ...second, ...measures(second) };
  } catch {
    return undefined;
  }
}

const isSss = (inputs: TriangleInputs) => givenSides(given(inputs)).length === 3;
const isSas = (inputs: TriangleInputs, letter: Letter) => {
  const known = given(inputs);
  return givenSides(known).length === 2 && known[angleOf(letter)] !== undefined && known[sideOf(letter)] === undefined;
};
const isTwoAngles = (inputs: TriangleInputs) => givenAngles(given(inputs)).length === 2;
const isSsa = (inputs: TriangleInputs, letter: Letter, other: Letter) => {
  const known = given(inputs);
  return givenSides(known).length === 2 && known[angleOf(letter)] !== undefined && known[sideOf(letter)] !== undefined
    && known[sideOf(other)] !== undefined;
};

/** The worked lines of each way of giving a triangle, then the measures every triangle shares. */
function steps(): SolutionStep<TriangleInputs>[] {
  const lines: SolutionStep<TriangleInputs>[] = [];
  for (const letter of ['A', 'B'] as const) {
    const [p, q] = othersOf(letter);
    lines.push({
      label: `Angle ${letter} (law of cosines)`,
      expression: `acos(({side${p}}² + {side${q}}² − {side${letter}}²) ÷ (2 × {side${p}} × {side${q}}))`,
      value: angleOf(letter), when: isSss,
    });
  }
  lines.push({ label: 'Angle C (the angles add up to 180°)', expression: '180 − {angleA} − {angleB}', value: 'angleC', when: isSss });
  for (const letter of LETTERS) {
    const [p, q] = othersOf(letter);
    const when = (inputs: TriangleInputs) => isSas(inputs, letter);
    lines.push(
      {
        label: `Side ${letter.toLowerCase()} (law of cosines)`,
        expression: `√({side${p}}² + {side${q}}² − 2 × {side${p}} × {side${q}} × cos {angle${letter}})`, value: sideOf(letter), when,
      },
      {
        label: `Angle ${p} (law of cosines)`,
        expression: `acos(({side${letter}}² + {side${q}}² − {side${p}}²) ÷ (2 × {side${letter}} × {side${q}}))`, value: angleOf(p), when,
      },
      { label: `Angle ${q} (the angles add up to 180°)`, expression: `180 − {angle${letter}} − {angle${p}}`, value: angleOf(q), when },
    );
  }
  for (const missing of LETTERS) {
    const [p, q] = othersOf(missing);
    lines.push({
      label: `Angle ${missing} (the angles add up to 180°)`, expression: `180 − {angle${p}} − {angle${q}}`, value: angleOf(missing),
      when: (inputs) => isTwoAngles(inputs) && inputs[angleOf(missing)] === undefined,
    });
  }
  for (const known of LETTERS) {
    for (const wanted of othersOf(known)) {
      lines.push({
        label: `Side ${wanted.toLowerCase()} (law of sines)`,
        expression: `{side${known}} × sin {angle${wanted}} ÷ sin {angle${known}}`, value: sideOf(wanted),
        when: (inputs) => isTwoAngles(inputs) && inputs[sideOf(known)] !== undefined,
      });
    }
  }
  for (const letter of LETTERS) {
    for (const other of othersOf(letter)) {
      const third = LETTERS.find((which) => which !== letter && which !== other) as Letter;
      const when = (inputs: TriangleInputs) => isSsa(inputs, letter, other);
      lines.push(
        {
          label: `Angle ${other} (law of sines; the acute solution)`,
          expression: `asin({side${other}} × sin {angle${letter}} ÷ {side${letter}})`, value: angleOf(other),
          when: (inputs, details) => when(inputs) && Number(details[angleOf(other)]) <= 90,
        },
        {
          label: `Angle ${other} (law of sines; the obtuse solution, as the acute one leaves no room)`,
          expression: `180 − asin({side${other}} × sin {angle${letter}} ÷ {side${letter}})`, value: angleOf(other),
          when: (inputs, details) => when(inputs) && Number(details[angleOf(other)]) > 90,
        },
        { label: `Angle ${third} (the angles add up to 180°)`, expression: `180 − {angle${letter}} − {angle${other}}`, value: angleOf(third), when },
        {
          label: `Side ${third.toLowerCase()} (law of sines)`,
          expression: `{side${letter}} × sin {angle${third}} ÷ sin {angle${letter}}`, value: sideOf(third), when,
        },
      );
    }
  }
  lines.push(
    { label: 'Perimeter', expression: '{sideA} + {sideB} + {sideC}', value: 'perimeter' },
    { label: 'Circumradius', expression: '{sideA} ÷ (2 × sin {angleA})', value: 'circumradius' },
    { label: 'Area', expression: '½ × {sideB} × {sideC} × sin {angleA}', value: 'area' },
  );
  return lines;
}

const second = (name: keyof Solved | 'area') => (inputs: TriangleInputs) => secondTriangle(inputs)?.[name] ?? 0;
const twoSolutions = (_: unknown, details: Readonly<Record<string, DetailValue>>) => details['solutionCount'] === 2;
const largestAngle = (details: Readonly<Record<string, DetailValue>>) =>
  Math.max(Number(details['angleA']), Number(details['angleB']), Number(details['angleC']));
/** A right angle within the rounding of the angles shown (4 decimals). */
const isRight = (details: Readonly<Record<string, DetailValue>>) => Math.abs(largestAngle(details) - 90) < 5e-5;

/** A what-if that changes one of the given values, where the changed values still make a triangle. */
function changed(name: Side | Angle, lead: string, change: (value: number) => number): WhatIf<TriangleInputs> {
  return {
    lead,
    change: (inputs) => {
      const value = inputs[name];
      if (value === undefined) return undefined;
      const moved = { ...inputs, [name]: change(value) };
      try {
        solve(moved);
      } catch {
        return undefined;
      }
      return { [name]: change(value) };
    },
    outputs: ['area', 'perimeter'],
  };
}

export const triangle = defineCalculator<TriangleInputs, TriangleDetails>({
  slug: 'triangle',
  inputs: [sideA, sideB, sideC, angleA, angleB, angleC],
  outputs: [
    { name: 'area', type: 'number', label: 'Area', decimals: 4, words: 'the area' },
    { name: 'sideA', type: 'number', label: 'Side a', decimals: 4 },
    { name: 'sideB', type: 'number', label: 'Side b', decimals: 4 },
    { name: 'sideC', type: 'number', label: 'Side c', decimals: 4 },
    { name: 'angleA', type: 'number', unit: '°', label: 'Angle A', decimals: 4 },
    { name: 'angleB', type: 'number', unit: '°', label: 'Angle B', decimals: 4 },
    { name: 'angleC', type: 'number', unit: '°', label: 'Angle C', decimals: 4 },
    { name: 'perimeter', type: 'number', label: 'Perimeter', decimals: 4, words: 'the perimeter' },
    { name: 'heightA', type: 'number', label: 'Height to side a', decimals: 4 },
    { name: 'heightB', type: 'number', label: 'Height to side b', decimals: 4 },
    { name: 'heightC', type: 'number', label: 'Height to side c', decimals: 4 },
    { name: 'inradius', type: 'number', label: 'Inradius', decimals: 4 },
    { name: 'circumradius', type: 'number', label: 'Circumradius', decimals: 4 },
    { name: 'solutionCount', type: 'number', label: 'Triangles that fit', decimals: 0 },
  ],
  primary: 'area',
  compute(inputs) {
    const triangles = solve(inputs);
    const first = triangles[0] as Solved;
    const details = { ...measures(first), ...first, solutionCount: triangles.length };
    // Sides a billion times apart leave too few digits for an angle or an area: a message instead of NaN.
    assertComputable(details, sideA);
    return { value: details.area, details };
  },
  intermediates: {
    secondSideA: { decimals: 4, value: second('sideA') },
    secondSideB: { decimals: 4, value: second('sideB') },
    secondSideC: { decimals: 4, value: second('sideC') },
    secondAngleA: { unit: '°', decimals: 4, value: second('angleA') },
    secondAngleB: { unit: '°', decimals: 4, value: second('angleB') },
    secondAngleC: { unit: '°', decimals: 4, value: second('angleC') },
    secondArea: { decimals: 4, value: second('area') },
  },
  solution: steps(),
  assessment: {
    of: 'solutionCount',
    cases: [
      {
        when: (_, details) => details['solutionCount'] === 1 && isRight(details),
        text: 'A right triangle: its largest angle is 90°, so the two shorter sides are its legs and the area is half their product, {area}.',
      },
      {
        when: (_, details) => details['solutionCount'] === 1 && largestAngle(details) > 90,
        text: 'An obtuse triangle: one angle is more than 90°, so the heights to the two sides around it fall outside the triangle. Its area is {area}.',
      },
    ],
    bands: [
      { below: 2, text: 'An acute triangle: every angle is below 90°. Its area is {area} and its perimeter {perimeter}.' },
      {
        text: 'Two triangles fit these values, since the side opposite the given angle can swing to two places. The one shown has angles {angleA}, {angleB} and {angleC} and an area of {area}.',
      },
    ],
    notes: [
      {
        when: twoSolutions,
        text: 'The other has sides {secondSideA}, {secondSideB} and {secondSideC}, angles {secondAngleA}, {secondAngleB} and {secondAngleC}, and an area of {secondArea}.',
      },
    ],
  },
  whatIfs: [
    ...LETTERS.map((letter) => changed(sideOf(letter), `With side ${letter.toLowerCase()} at {${sideOf(letter)}}`, (value) => value * 1.1)),
    ...LETTERS.map((letter) => changed(angleOf(letter), `With angle ${letter} at {${angleOf(letter)}}`, (value) => value + 10)),
  ],
  referenceValues: [
    {
      name: 'The 3-4-5 right triangle: angles 36.87°, 53.13° and 90°, area 6',
      source: 'CRC Standard Mathematical Tables (law of cosines): cos A = (16 + 25 − 9) ÷ 40 = 0.8, A = 36.8699°; area ½ × 3 × 4 = 6',
      inputs: { sideA: 3, sideB: 4, sideC: 5 },
      expected: {
        area: 6, angleA: 36.8699, angleB: 53.1301, angleC: 90, perimeter: 12, heightA: 4, heightB: 3, heightC: 2.4, inradius: 1,
        circumradius: 2.5, solutionCount: 1,
      },
      decimals: 4,
    },
    {
      name: 'SAS: sides 4 and 5 around an angle of 60° give a third side of √21',
      source: 'computed by hand: a² = 16 + 25 − 2 × 4 × 5 × 0.5 = 21, a = 4.5826; area ½ × 4 × 5 × sin 60° = 5√3 = 8.6603',
      inputs: { sideB: 4, sideC: 5, angleA: 60 }, expected: { sideA: Math.sqrt(21), area: 5 * Math.sqrt(3) }, decimals: 4,
    },
    {
      name: 'ASA: angles of 30° and 60° with side c = 2 give the 1-√3-2 right triangle',
      source: 'computed by hand: C = 90°; a = 2 × sin 30° ÷ sin 90° = 1, b = 2 × sin 60° = √3; area √3 ÷ 2 = 0.8660',
      inputs: { angleA: 30, angleB: 60, sideC: 2 }, expected: { angleC: 90, sideA: 1, sideB: Math.sqrt(3), area: Math.sqrt(3) / 2 }, decimals: 4,
    },
    {
      name: 'SSA with two solutions: a = 6, b = 8, A = 40° gives B = 58.9870° or 121.0130°',
      source: 'computed by hand: sin B = 8 × sin 40° ÷ 6 = 0.857050, B₁ = 58.9870°, B₂ = 121.0130°; C₁ = 81.0130°, c₁ = 6 × sin C₁ ÷ sin 40° = 9.2198',
      inputs: { sideA: 6, sideB: 8, angleA: 40 }, expected: { angleB: 58.987, angleC: 81.013, sideC: 9.2198, solutionCount: 2 }, decimals: 3,
    },
    {
      name: 'SSA with one solution: a = 10, b = 6, A = 50° (the side opposite the angle is the longer)',
      source: 'computed by hand: sin B = 6 × sin 50° ÷ 10 = 0.459627, B = 27.3630°; 180° − B leaves no room for A, so one triangle',
      inputs: { sideA: 10, sideB: 6, angleA: 50 }, expected: { angleB: 27.363, angleC: 102.637, solutionCount: 1 }, decimals: 3,
    },
    {
      name: 'An equilateral triangle of side 2: area √3, every angle 60°',
      source: 'computed by hand: area √3 ÷ 4 × 2² = 1.7321; inradius 2 ÷ (2√3) = 0.5774; circumradius 2 ÷ √3 = 1.1547',
      inputs: { sideA: 2, sideB: 2, sideC: 2 },
      expected: { area: Math.sqrt(3), angleA: 60, angleB: 60, angleC: 60, inradius: 1 / Math.sqrt(3), circumradius: 2 / Math.sqrt(3) }, decimals: 4,
    },
  ],
});

/**
 * Solves a triangle from three of its six values, at least one of them a side (SSS, SAS, ASA, AAS or SSA).
 * @param inputs - three of `sideA`, `sideB`, `sideC` and `angleA`, `angleB`, `angleC` (degrees); side a is opposite angle A
 * @returns the area as `value`; every side and angle, the perimeter, the heights, both radii and the number of
 * triangles that fit (2 in the ambiguous SSA case, which reports the one with the acute angle) in `details`
 * @example
 * solveTriangle({ sideA: 3, sideB: 4, sideC: 5 }).details.angleC; // 90
 */
export function solveTriangle(inputs: TriangleInputs): CalculationResult<TriangleDetails> {
  return runCalculator(triangle, inputs);
}
