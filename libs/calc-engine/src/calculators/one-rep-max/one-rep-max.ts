import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Kilograms or pounds, as entered: every formula gives the one-rep max in the unit of the weight. */
export const ONE_REP_MAX_UNIT_SYSTEM = { metric: 1, us: 2 } as const;

export interface OneRepMaxInputs {
  /** 1 kilograms, 2 pounds. */
  readonly unitSystem: number;
  /** The weight lifted, kg (lb in US units). */
  readonly weight: number;
  /** Repetitions done with it, a whole number from 1 to 12. */
  readonly reps: number;
}

export interface OneRepMaxDetails extends Record<string, number> {
  readonly oneRepMax: number;
  readonly epley: number;
  readonly brzycki: number;
  readonly lombardi: number;
  readonly oConner: number;
  readonly load95: number;
  readonly load90: number;
  readonly load85: number;
  readonly load80: number;
  readonly load75: number;
  readonly load70: number;
  readonly load65: number;
  readonly load60: number;
  readonly load55: number;
  readonly load50: number;
}

/** The shares of the one-rep max the training table lists, in percent. */
const TABLE_PERCENTS = [95, 90, 85, 80, 75, 70, 65, 60, 55, 50] as const;
/** The most repetitions the formulas are used for: beyond 10 to 12 they stop predicting a single lift. */
const MAX_REPS = 12;

const unitSystem = {
  name: 'unitSystem', label: 'Units', type: 'select', required: false, default: ONE_REP_MAX_UNIT_SYSTEM.metric,
  options: [ONE_REP_MAX_UNIT_SYSTEM.metric, ONE_REP_MAX_UNIT_SYSTEM.us], optionLabels: { 1: 'Metric (kg)', 2: 'US (lb)' },
  uiDefault: ONE_REP_MAX_UNIT_SYSTEM.metric, help: 'Set by the metric/US switch above the form.',
} as const satisfies SelectInputSpec;
const weight = {
  name: 'weight', label: 'Weight Lifted', type: 'number', unit: 'kg', usUnit: 'lb', measure: 'mass', required: true,
  checked: true, min: 0, minExclusive: true, step: 0.5, decimals: 1, uiDefault: 100, placeholder: 'e.g. 100',
  help: 'The load of your set: bar and plates together.',
} as const satisfies NumberInputSpec;
const reps = {
  name: 'reps', label: 'Repetitions', type: 'number', required: true, checked: true, integer: true, min: 1, max: MAX_REPS,
  step: 1, uiDefault: 5, placeholder: 'e.g. 5', help: 'Clean repetitions done with that weight, 1 to 12.',
} as const satisfies NumberInputSpec;

const isUs = ({ unitSystem: system }: OneRepMaxInputs) => system === ONE_REP_MAX_UNIT_SYSTEM.us;
const massUnit = (inputs: OneRepMaxInputs) => (isUs(inputs) ? 'lb' : 'kg');
const severalReps = ({ reps: count }: OneRepMaxInputs) => count > 1;

/** The four formulas' estimates, whose spread the assessment reports. */
const ESTIMATES = ['epley', 'brzycki', 'lombardi', 'oConner'] as const;

/** Epley's estimate: one thirtieth of the weight more for each repetition. */
const epleyOf = (w: number, r: number) => w * (1 + r / 30);

export const oneRepMax = defineCalculator<OneRepMaxInputs, OneRepMaxDetails>({
  slug: 'one-rep-max',
  inputs: [unitSystem, weight, reps],
  outputs: [
    // kg with metric units, lb with US units: the unit comes with the result.
    { name: 'oneRepMax', type: 'number', label: 'One-rep max (Epley)', words: 'the one-rep max' },
    { name: 'epley', type: 'number', label: 'Epley' },
    { name: 'brzycki', type: 'number', label: 'Brzycki' },
    { name: 'lombardi', type: 'number', label: 'Lombardi' },
    { name: 'oConner', type: 'number', label: "O'Conner" },
    ...TABLE_PERCENTS.map((percent) => ({ name: `load${percent}`, type: 'number' as const, label: `${percent}% of the one-rep max` })),
  ],
  primary: 'oneRepMax',
  compute(inputs) {
    const { weight: w, reps: r } = inputs;
    // One repetition is the one-rep max itself; Epley's and O'Conner's lines would add a rep's worth to it.
    const single = r === 1;
    const epley = single ? w : epleyOf(w, r);
    const brzycki = (w * 36) / (37 - r);
    const lombardi = w * r ** 0.1;
    const oConner = single ? w : w * (1 + r / 40);
    const table = Object.fromEntries(TABLE_PERCENTS.map((percent) => [`load${percent}`, (epley * percent) / 100]));
    return {
      value: epley,
      unit: massUnit(inputs),
      details: { oneRepMax: epley, epley, brzycki, lombardi, oConner, ...table } as OneRepMaxDetails,
    };
  },
  solvable: {
    // Epley read backwards: the weight that, lifted this many times, gives the one-rep max.
    weight: { from: ['oneRepMax'], closedForm: ({ reps: r }, _known, value) => (r === 1 ? value : value / (1 + r / 30)) },
  },
  solution: [
    { label: 'Brzycki', expression: '{weight} × 36 ÷ (37 − {reps})', value: 'brzycki', when: severalReps },
    { label: 'Lombardi', expression: '{weight} × {reps}^0.1', value: 'lombardi', when: severalReps },
    { label: "O'Conner", expression: '{weight} × (1 + {reps} ÷ 40)', value: 'oConner', when: severalReps },
    { label: 'One-rep max (Epley)', expression: '{weight} × (1 + {reps} ÷ 30)', value: 'oneRepMax', when: severalReps },
    {
      label: 'One-rep max: a single repetition is the heaviest lift itself', expression: '{weight}', value: 'oneRepMax',
      when: (inputs) => !severalReps(inputs),
    },
  ],
  intermediates: {
    lowestEstimate: { value: (_inputs, details) => Math.min(...ESTIMATES.map((name) => Number(details[name]))) },
    highestEstimate: { value: (_inputs, details) => Math.max(...ESTIMATES.map((name) => Number(details[name]))) },
  },
  assessment: {
    of: 'reps',
    phrases: { massUnit: (inputs) => massUnit(inputs) },
    bands: [
      { below: 2, text: 'One repetition is a true one-rep max: {oneRepMax}, measured rather than estimated.' },
      {
        below: 6,
        text: 'From a set of {reps} repetitions the estimate of {oneRepMax} is close: the formulas agree best below 6 repetitions, here from {lowestEstimate} to {highestEstimate} {massUnit}.',
      },
      {
        below: 11,
        text: 'From a set of {reps} repetitions the one-rep max is about {oneRepMax}; the formulas range from {lowestEstimate} to {highestEstimate} {massUnit}, and the spread grows with every repetition.',
      },
      {
        text: 'From a set of {reps} repetitions the one-rep max of {oneRepMax} is a rough guide: beyond 10 repetitions endurance, not strength, limits the set, and the formulas range from {lowestEstimate} to {highestEstimate} {massUnit}.',
      },
    ],
    notes: [
      { text: 'For sets of 5 train at about {load85} {massUnit} (85%), for sets of 8 to 10 at about {load75} {massUnit} (75%).' },
    ],
  },
  whatIfs: [
    {
      lead: 'With one more repetition at the same weight',
      change: ({ reps: count }) => (count < MAX_REPS ? { reps: count + 1 } : undefined),
      outputs: ['oneRepMax'],
    },
    {
      lead: 'With one repetition fewer',
      change: ({ reps: count }) => (count > 1 ? { reps: count - 1 } : undefined),
      outputs: ['oneRepMax'],
    },
    { lead: 'Lifting a tenth more for the same repetitions', change: ({ weight: w }) => ({ weight: w * 1.1 }), outputs: ['oneRepMax'] },
  ],
  properties: [
    { output: 'oneRepMax', input: 'weight', direction: 'rises' },
    { output: 'brzycki', input: 'weight', direction: 'rises' },
    { output: 'oneRepMax', input: 'reps', direction: 'rises' },
    { output: 'brzycki', input: 'reps', direction: 'rises' },
    { output: 'lombardi', input: 'reps', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: '100 kg for 5 repetitions: Epley 116.67, Brzycki 112.50', source: 'calculatorlib.com one-rep-max worked example',
      inputs: { weight: 100, reps: 5 }, expected: { oneRepMax: 116.67, epley: 116.67, brzycki: 112.5 }, decimals: 2,
    },
    {
      name: '100 kg for 5 repetitions: Lombardi 117.46, O\'Conner 112.50',
      source: 'computed by hand: 5^0.1 = e^(0.1 × ln 5) = e^0.160944 = 1.174619, × 100; 100 × (1 + 5/40) = 112.5',
      inputs: { weight: 100, reps: 5 }, expected: { lombardi: 117.46, oConner: 112.5, load85: 99.17 }, decimals: 2,
    },
    {
      name: '225 lb for 8 repetitions: Epley 285 lb, Brzycki 279.31 lb',
      source: 'computed by hand: 225 × (1 + 8/30) = 225 × 38/30 = 285; 225 × 36/29 = 8,100/29 = 279.3103',
      inputs: { unitSystem: 2, weight: 225, reps: 8 }, expected: { oneRepMax: 285, brzycki: 279.31, load50: 142.5 }, decimals: 2,
    },
    {
      name: 'a single repetition is the one-rep max by every formula', source: 'the formulas\' convention at r = 1',
      inputs: { weight: 140, reps: 1 }, expected: { oneRepMax: 140, epley: 140, brzycki: 140, lombardi: 140, oConner: 140 }, decimals: 10,
    },
  ],
});

/**
 * The heaviest single lift estimated from a set: Epley's formula, with Brzycki's, Lombardi's and O'Conner's beside
 * it and a table of 95% to 50% of the result.
 * @param inputs - `unitSystem` (1 kg, 2 lb), `weight` (in that unit), `reps` (1 to 12)
 * @returns the one-rep max as `value`, in the unit of the weight; each formula and the table in `details`
 * @example
 * oneRepMaxEstimate({ unitSystem: 1, weight: 100, reps: 5 }).value; // 116.666… (Brzycki 112.5)
 */
export function oneRepMaxEstimate(inputs: OneRepMaxInputs): CalculationResult<OneRepMaxDetails> {
  return runCalculator(oneRepMax, inputs);
}
