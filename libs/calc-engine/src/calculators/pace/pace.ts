import { assertPositive, outOfDomain } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { durationText } from '../../_lib/duration-text.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, DurationInputSpec, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `distanceUnit` select. */
export const PACE_DISTANCE_UNIT = { kilometres: 1, miles: 2, metres: 3 } as const;
/** Codes of the `paceUnit` select. */
export const PACE_UNIT = { perKilometre: 1, perMile: 2 } as const;

export interface PaceInputs {
  /** Seconds (the page takes `M:SS` or `H:MM:SS`). */
  readonly time: number;
  /** In `distanceUnit`. */
  readonly distance: number;
  /** 1 kilometres, 2 miles, 3 metres. */
  readonly distanceUnit: number;
  /** 1 per kilometre, 2 per mile. */
  readonly paceUnit: number;
}

export interface PaceDetails extends Record<string, number | string> {
  /** `M:SS` or `H:MM:SS` per `paceUnit`, to the nearest second. */
  readonly pace: string;
  readonly paceSeconds: number;
  readonly speedKmh: number;
  readonly speedMph: number;
  /** `M:SS` or `H:MM:SS`, to the nearest second. */
  readonly time: string;
  readonly timeSeconds: number;
  readonly distanceKm: number;
  readonly distanceMiles: number;
}

/** 1 mile = 1,609.344 m exactly (NIST). */
const KM_PER_MILE = 1.609344;
/** Kilometres in one unit of each code of `distanceUnit` and `paceUnit` (their codes agree: 1 km, 2 mile). */
const KM_PER_UNIT: Readonly<Record<number, number>> = { 1: 1, 2: KM_PER_MILE, 3: 0.001 };
const SECONDS_PER_HOUR = 3600;

const time = {
  name: 'time', label: 'Time', type: 'duration', required: true, uiDefault: '50:00',
  placeholder: 'e.g. 50:00 or 3:30:00', help: 'Your finishing time: minutes and seconds (50:00), or hours, minutes and seconds (3:30:00).',
} as const satisfies DurationInputSpec;
const distance = {
  name: 'distance', label: 'Distance', type: 'number', required: true, checked: true, minExclusive: true,
  min: 0, max: 1e6, step: 0.001, uiDefault: 10, placeholder: 'e.g. 10', help: 'How far you go, in the unit chosen below: a marathon is 42.195 km.',
} as const satisfies NumberInputSpec;
const distanceUnit = {
  name: 'distanceUnit', label: 'Distance Unit', type: 'select', required: false, default: PACE_DISTANCE_UNIT.kilometres,
  uiDefault: PACE_DISTANCE_UNIT.kilometres, options: [PACE_DISTANCE_UNIT.kilometres, PACE_DISTANCE_UNIT.miles, PACE_DISTANCE_UNIT.metres],
  optionLabels: { 1: 'Kilometres', 2: 'Miles', 3: 'Metres' }, help: 'The unit of the distance: a track race is in metres.',
} as const satisfies SelectInputSpec;
const paceUnit = {
  name: 'paceUnit', label: 'Pace per', type: 'select', required: false, default: PACE_UNIT.perKilometre,
  uiDefault: PACE_UNIT.perKilometre, options: [PACE_UNIT.perKilometre, PACE_UNIT.perMile], optionLabels: { 1: 'Kilometre', 2: 'Mile' },
  help: 'Show the pace as time per kilometre or per mile.',
} as const satisfies SelectInputSpec;

/** The known pace, in seconds per pace unit; a pace of zero is no pace (out_of_domain on `pace`). */
function knownPace(value: number): number {
  if (!(value > 0)) outOfDomain(messages.greaterThanZero('Pace'), { name: 'pace', label: 'Pace' });
  return value;
}

const perKilometre = ({ paceUnit: unit }: PaceInputs) => unit === PACE_UNIT.perKilometre;

export const pace = defineCalculator<PaceInputs, PaceDetails>({
  slug: 'pace',
  inputs: [time, distance, distanceUnit, paceUnit],
  outputs: [
    { name: 'pace', type: 'string', label: 'Pace', durationOf: 'paceSeconds' },
    { name: 'paceSeconds', type: 'number', unit: 's', label: 'Pace in seconds', words: 'the pace in seconds' },
    { name: 'speedKmh', type: 'number', unit: 'km/h', label: 'Speed (km/h)', words: 'the speed' },
    { name: 'speedMph', type: 'number', unit: 'mph', label: 'Speed (mph)', words: 'the speed in miles per hour' },
    { name: 'time', type: 'string', label: 'Time', durationOf: 'timeSeconds' },
    { name: 'timeSeconds', type: 'number', unit: 's', label: 'Time in seconds', words: 'the time' },
    { name: 'distanceKm', type: 'number', unit: 'km', label: 'Distance (km)', words: 'the distance' },
    { name: 'distanceMiles', type: 'number', unit: 'mi', label: 'Distance (miles)', words: 'the distance in miles' },
  ],
  primary: 'pace',
  compute(inputs) {
    const t = inputs.time;
    assertPositive(t, time);
    // Checked by the domain when typed; a solved distance comes here without it.
    assertPositive(inputs.distance, distance);
    const distanceKm = inputs.distance * (KM_PER_UNIT[inputs.distanceUnit] ?? 1);
    const paceSeconds = t / (distanceKm / (KM_PER_UNIT[inputs.paceUnit] ?? 1));
    // A distance of a few atoms overflows the pace.
    if (!Number.isFinite(paceSeconds)) outOfDomain('Distance is too small: the pace cannot be computed', distance);
    const speedKmh = distanceKm / (t / SECONDS_PER_HOUR);
    // A time of a few billionths of a billionth of a second overflows the speed.
    if (!Number.isFinite(speedKmh)) outOfDomain('Time is too short: the speed cannot be computed', time);
    const details = {
      pace: durationText(paceSeconds),
      paceSeconds,
      speedKmh,
      speedMph: speedKmh / KM_PER_MILE,
      time: durationText(t),
      timeSeconds: t,
      distanceKm,
      distanceMiles: distanceKm / KM_PER_MILE,
    };
    return { value: details.pace, details };
  },
  solvable: {
    // The time is the pace times the distance in pace units; the distance, the time divided by the pace.
    time: {
      from: ['pace'],
      closedForm: ({ distance: d, distanceUnit: du, paceUnit: pu }, _known, value) =>
        (knownPace(value) * d * (KM_PER_UNIT[du] ?? 1)) / (KM_PER_UNIT[pu] ?? 1),
    },
    distance: {
      from: ['pace'],
      closedForm: ({ time: t, distanceUnit: du, paceUnit: pu }, _known, value) =>
        ((t / knownPace(value)) * (KM_PER_UNIT[pu] ?? 1)) / (KM_PER_UNIT[du] ?? 1),
    },
  },
  solution: [
    { label: 'Time in seconds', expression: 'hours × 3600 + minutes × 60 + seconds', value: 'timeSeconds' },
    {
      label: 'Distance in kilometres', expression: '{distance} mi × 1.609344', value: 'distanceKm',
      when: ({ distanceUnit: unit }) => unit === PACE_DISTANCE_UNIT.miles,
    },
    {
      label: 'Distance in kilometres', expression: '{distance} m ÷ 1000', value: 'distanceKm',
      when: ({ distanceUnit: unit }) => unit === PACE_DISTANCE_UNIT.metres,
    },
    { label: 'Speed', expression: '{distanceKm} ÷ ({timeSeconds} ÷ 3600)', value: 'speedKmh' },
    { label: 'Seconds per kilometre', expression: '{timeSeconds} ÷ {distanceKm}', value: 'paceSeconds', when: perKilometre },
    {
      label: 'Seconds per mile', expression: '{timeSeconds} ÷ ({distanceKm} ÷ 1.609344)', value: 'paceSeconds',
      when: (inputs) => !perKilometre(inputs),
    },
    { label: 'Pace per kilometre, to the nearest second', expression: '{paceSeconds} s as minutes and seconds', value: 'pace', when: perKilometre },
    {
      label: 'Pace per mile, to the nearest second', expression: '{paceSeconds} s as minutes and seconds', value: 'pace',
      when: (inputs) => !perKilometre(inputs),
    },
  ],
  assessment: {
    of: 'speedKmh',
    bands: [
      { below: 6, text: 'A pace of {pace} ({speedKmh}, {speedMph}) is a walking pace.' },
      { below: 8.5, text: 'A pace of {pace} ({speedKmh}, {speedMph}) is a brisk walk or an easy jog.' },
      { below: 13, text: 'A pace of {pace} ({speedKmh}, {speedMph}) is a steady running pace, common among recreational runners.' },
      { below: 17, text: 'A pace of {pace} ({speedKmh}, {speedMph}) is a fast running pace, that of a well-trained runner.' },
      { below: 24, text: 'A pace of {pace} ({speedKmh}, {speedMph}) is very fast, at the level of competitive and elite runners.' },
      { text: 'A pace of {pace} ({speedKmh}, {speedMph}) is faster than any runner holds beyond a sprint: a speed of cycling.' },
    ],
  },
  whatIfs: [
    { lead: 'Cutting a tenth off the time', change: ({ time: t }) => ({ time: t * 0.9 }), outputs: ['paceSeconds', 'speedKmh'] },
    { lead: 'Taking a tenth longer', change: ({ time: t }) => ({ time: t * 1.1 }), outputs: ['paceSeconds', 'speedKmh'] },
    {
      lead: 'Covering a tenth more distance in the same time',
      change: ({ distance: d }) => (d * 1.1 <= 1e6 ? { distance: d * 1.1 } : undefined),
      outputs: ['paceSeconds', 'speedKmh'],
    },
  ],
  properties: [
    { output: 'paceSeconds', input: 'distance', direction: 'falls' },
    { output: 'speedKmh', input: 'distance', direction: 'rises' },
    { output: 'speedMph', input: 'distance', direction: 'rises' },
    { output: 'distanceKm', input: 'distance', direction: 'rises' },
  ],
  referenceValues: [
    {
      name: 'A 3:30:00 marathon is 4:59 per km at 12.1 km/h', source: 'dangelo.app, "sub 3:30 marathon" pace chart (4:59/km, 12.1 km/h)',
      inputs: { time: '3:30:00', distance: 42.195, distanceUnit: 1, paceUnit: 1 }, expected: { speedKmh: 12.1 }, decimals: 1,
      exact: { pace: '4:59' },
    },
    {
      name: 'A 3:30:00 marathon is 8:01 per mile', source: 'dangelo.app, "sub 3:30 marathon" pace chart (8:01/mi)',
      inputs: { time: '3:30:00', distance: 42.195, distanceUnit: 1, paceUnit: 2 }, expected: {}, decimals: 0,
      exact: { pace: '8:01' },
    },
    {
      name: 'A 3:45:00 marathon is 8:35 per mile', source: 'thestandardengine.com, marathon pace worked example',
      inputs: { time: '3:45:00', distance: 42.195, distanceUnit: 1, paceUnit: 2 }, expected: {}, decimals: 0,
      exact: { pace: '8:35' },
    },
    {
      name: 'A 4:59 per km pace over a marathon takes 3:30:16', source: 'computed by hand: 299 s × 42.195 = 12,616.3 s = 3 h 30 min 16.3 s',
      inputs: { solve: 'time', pace: '4:59', distance: 42.195, distanceUnit: 1, paceUnit: 1 }, expected: { timeSeconds: 12616.305 }, decimals: 2,
      exact: { time: '3:30:16', pace: '4:59' },
    },
    {
      name: '50:00 at 5:00 per km covers 10 km', source: 'computed by hand: 3,000 s ÷ 300 s per km = 10 km',
      inputs: { solve: 'distance', pace: '5:00', time: '50:00', distanceUnit: 1, paceUnit: 1 }, expected: { distance: 10, distanceMiles: 6.21 }, decimals: 2,
    },
    {
      name: '400 m in 1:30 is 3:45 per km at 16 km/h', source: 'computed by hand: 90 s ÷ 0.4 km = 225 s = 3:45 per km; 0.4 km ÷ (90 ÷ 3600) h = 16 km/h',
      inputs: { time: '1:30', distance: 400, distanceUnit: 3, paceUnit: 1 }, expected: { paceSeconds: 225, speedKmh: 16 }, decimals: 2,
      exact: { pace: '3:45' },
    },
  ],
});

/**
 * Running or walking pace from a time and a distance, with the speed and the distance in both units.
 * @param inputs - `time` (seconds, or `M:SS` / `H:MM:SS`), `distance` in `distanceUnit` (1 km, 2 mi, 3 m), `paceUnit`
 * (1 per km, 2 per mile)
 * @returns the pace as `M:SS` (`value`), and the speed, time and distances in `details`
 * @example
 * runningPace({ time: '3:30:00', distance: 42.195, distanceUnit: 1, paceUnit: 1 }).value; // '4:59'
 */
export function runningPace(inputs: Readonly<Record<string, number | string>>): CalculationResult<PaceDetails> {
  return runCalculator(pace, inputs);
}
