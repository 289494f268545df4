import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import type { CalculationResult, DetailValue, NumberInputSpec, SelectInputSpec, SolutionStep, TimeInputSpec } from '../../types.js';

/** What the time given is: the time to wake up (bedtimes wanted), or the time to go to bed (wake-up times wanted). */
export const SLEEP_MODE = { wakeUpAt: 1, goToBedAt: 2 } as const;

export interface SleepInputs {
  /** 1 the time is a wake-up time, 2 it is a bedtime. */
  readonly mode: number;
  /** Minutes after midnight. */
  readonly time: number;
  /** Minutes it usually takes to fall asleep. */
  readonly fallAsleepMinutes: number;
  /** Minutes in one sleep cycle. */
  readonly cycleMinutes: number;
}

export interface SleepDetails extends Record<string, number | string> {
  /** `HH:MM`, after five cycles. */
  readonly suggestedTime: string;
  readonly time6Cycles: string;
  readonly time5Cycles: string;
  readonly time4Cycles: string;
  readonly time3Cycles: string;
  readonly sleepHoursSuggested: number;
}

const MINUTES_PER_DAY = 1440;
/** Five cycles of 90 minutes are 7.5 hours, within the 7 hours or more adults need (AASM/SRS consensus 2015). */
const SUGGESTED_CYCLES = 5;
const ADULT_HOURS = 7;

const mode = {
  name: 'mode', label: 'I Want to', type: 'select', required: false, default: SLEEP_MODE.wakeUpAt,
  options: [SLEEP_MODE.wakeUpAt, SLEEP_MODE.goToBedAt], optionLabels: { 1: 'Wake up at…', 2: 'Go to bed at…' },
  uiDefault: SLEEP_MODE.wakeUpAt, help: 'Wake up at a time to get bedtimes; go to bed at a time to get wake-up times.',
} as const satisfies SelectInputSpec;
const time = {
  name: 'time', label: 'Time', type: 'time', required: true, uiDefault: '07:00',
  help: 'On a 24-hour clock: 07:00 for 7 am, 23:00 for 11 pm.',
} as const satisfies TimeInputSpec;
const fallAsleepMinutes = {
  name: 'fallAsleepMinutes', label: 'Minutes to Fall Asleep', type: 'number', unit: 'min', required: false, default: 15, checked: true,
  min: 0, max: 120, step: 1, uiDefault: 15, placeholder: 'e.g. 15', help: 'Most adults take 10 to 20 minutes after lights out.',
} as const satisfies NumberInputSpec;
const cycleMinutes = {
  name: 'cycleMinutes', label: 'Sleep Cycle Length', type: 'number', unit: 'min', required: false, default: 90, checked: true,
  min: 60, max: 120, step: 1, uiDefault: 90, placeholder: 'e.g. 90', help: 'About 90 minutes for most people; anywhere from 70 to 120.',
} as const satisfies NumberInputSpec;

const isBedtimeGiven = ({ mode: chosen }: SleepInputs) => chosen === SLEEP_MODE.goToBedAt;
const isWakeUpGiven = (inputs: SleepInputs) => !isBedtimeGiven(inputs);

/** A number of minutes after midnight, rounded to the nearest minute (halves up), on a 24-hour clock: "21:45". */
function clockText(minutes: number): string {
  const whole = (((Math.floor(minutes + 0.5)) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The time after (or before) `cycles` whole cycles and the time to fall asleep, as `HH:MM`. */
function timeFor(inputs: SleepInputs, cycles: number): string {
  const span = cycles * inputs.cycleMinutes + inputs.fallAsleepMinutes;
  return clockText(isBedtimeGiven(inputs) ? inputs.time + span : inputs.time - span);
}

/** The worked line of each number of cycles: bedtimes back from the wake-up time, or wake-up times on from the bedtime. */
function cycleSteps(): SolutionStep<SleepInputs>[] {
  const counts = [
    { cycles: 6, words: 'six', value: 'time6Cycles' },
    { cycles: 4, words: 'four', value: 'time4Cycles' },
    { cycles: 3, words: 'three', value: 'time3Cycles' },
  ];
  return counts.flatMap(({ cycles, words, value }) => [
    { label: `Bedtime for ${words} cycles`, expression: `{time} − ${cycles} × {cycleMinutes} min − {fallAsleepMinutes} min`, value, when: isWakeUpGiven },
    { label: `Wake-up time after ${words} cycles`, expression: `{time} + {fallAsleepMinutes} min + ${cycles} × {cycleMinutes} min`, value, when: isBedtimeGiven },
  ]);
}

const enoughSleep = (details: Readonly<Record<string, DetailValue>>) => Number(details['sleepHoursSuggested']) >= ADULT_HOURS;

export const sleep = defineCalculator<SleepInputs, SleepDetails>({
  slug: 'sleep',
  inputs: [mode, time, fallAsleepMinutes, cycleMinutes],
  outputs: [
    { name: 'suggestedTime', type: 'string', label: 'Suggested time (five cycles)', words: 'the suggested time' },
    { name: 'time6Cycles', type: 'string', label: 'Six cycles' },
    { name: 'time5Cycles', type: 'string', label: 'Five cycles' },
    { name: 'time4Cycles', type: 'string', label: 'Four cycles' },
    { name: 'time3Cycles', type: 'string', label: 'Three cycles' },
    { name: 'sleepHoursSuggested', type: 'number', unit: 'h', label: 'Sleep in five cycles', words: 'the sleep in five cycles' },
  ],
  primary: 'suggestedTime',
  compute(inputs) {
    const suggested = timeFor(inputs, SUGGESTED_CYCLES);
    return {
      value: suggested,
      details: {
        suggestedTime: suggested,
        time6Cycles: timeFor(inputs, 6),
        time5Cycles: suggested,
        time4Cycles: timeFor(inputs, 4),
        time3Cycles: timeFor(inputs, 3),
        sleepHoursSuggested: (SUGGESTED_CYCLES * inputs.cycleMinutes) / 60,
      },
    };
  },
  solution: [
    ...cycleSteps(),
    { label: 'Sleep in five cycles', expression: '5 × {cycleMinutes} ÷ 60', value: 'sleepHoursSuggested' },
    { label: 'Suggested bedtime, after five cycles', expression: '{time} − 5 × {cycleMinutes} min − {fallAsleepMinutes} min', value: 'suggestedTime', when: isWakeUpGiven },
    { label: 'Suggested wake-up time, after five cycles', expression: '{time} + {fallAsleepMinutes} min + 5 × {cycleMinutes} min', value: 'suggestedTime', when: isBedtimeGiven },
  ],
  assessment: {
    of: 'sleepHoursSuggested',
    cases: [
      {
        when: (inputs, details) => isWakeUpGiven(inputs) && enoughSleep(details),
        text: 'Go to bed at {suggestedTime} for five full cycles, {sleepHoursSuggested} of sleep, within the 7 hours or more adults need. '
          + 'At {time6Cycles} you would sleep six cycles; at {time4Cycles} or {time3Cycles} you would wake between cycles, but short of sleep.',
      },
      {
        when: (inputs) => isWakeUpGiven(inputs),
        text: 'Going to bed at {suggestedTime} gives five full cycles, but at this cycle length only {sleepHoursSuggested} of sleep, '
          + 'under the 7 hours or more adults need: {time6Cycles}, six cycles, is the better bedtime.',
      },
    ],
    bands: [
      {
        below: ADULT_HOURS,
        text: 'Waking at {suggestedTime} ends five full cycles, but at this cycle length only {sleepHoursSuggested} of sleep, '
          + 'under the 7 hours or more adults need: {time6Cycles}, after six cycles, is the better alarm.',
      },
      {
        text: 'Set the alarm for {suggestedTime} to wake after five full cycles, {sleepHoursSuggested} of sleep, within the 7 hours or more adults need. '
          + '{time6Cycles} gives six cycles; {time4Cycles} or {time3Cycles} end a cycle too, but leave you short of sleep.',
      },
    ],
  },
  // The times a what-if would move are clock readings, which the insights cannot state as checked figures: the what-ifs
  // report the sleep five cycles give instead, for cycles ten minutes longer and shorter.
  whatIfs: [10, -10].map((step) => ({
    lead: 'With sleep cycles of {cycleMinutes}',
    change: ({ cycleMinutes: minutes }: SleepInputs) =>
      (minutes + step >= cycleMinutes.min && minutes + step <= cycleMinutes.max ? { cycleMinutes: minutes + step } : undefined),
    outputs: ['sleepHoursSuggested'],
  })),
  properties: [{ output: 'sleepHoursSuggested', input: 'cycleMinutes', direction: 'rises' }],
  // No published example: clock arithmetic, checked by hand.
  referenceValues: [
    {
      name: 'Waking at 07:00 with 15 minutes to fall asleep: bed at 21:45 for six cycles, 23:15 for five',
      source: 'computed by hand: 07:00 − 6 × 90 min − 15 min = 21:45; − 5 × 90 − 15 = 23:15; − 4 × 90 − 15 = 00:45; − 3 × 90 − 15 = 02:15',
      inputs: { mode: 1, time: '07:00' }, expected: { sleepHoursSuggested: 7.5 }, decimals: 9,
      exact: { time6Cycles: '21:45', suggestedTime: '23:15', time5Cycles: '23:15', time4Cycles: '00:45', time3Cycles: '02:15' },
    },
    {
      name: 'Going to bed at 23:00 with 15 minutes to fall asleep: up at 06:45 after five cycles',
      source: 'computed by hand: 23:00 + 15 min + 5 × 90 min = 30:45, 06:45 the next day; + 6 × 90 = 08:15; + 4 × 90 = 05:15; + 3 × 90 = 03:45',
      inputs: { mode: 2, time: '23:00', fallAsleepMinutes: 15 }, expected: { sleepHoursSuggested: 7.5 }, decimals: 9,
      exact: { suggestedTime: '06:45', time6Cycles: '08:15', time4Cycles: '05:15', time3Cycles: '03:45' },
    },
    {
      name: 'Half a minute rounds up: waking at 07:00 with 7.5 minutes to fall asleep, bed at 23:23 for five cycles',
      source: 'computed by hand: 07:00 − 450 min − 7.5 min = 23:22.5 the evening before, to the nearest minute, halves up, 23:23',
      inputs: { mode: 1, time: '07:00', fallAsleepMinutes: 7.5 }, expected: { sleepHoursSuggested: 7.5 }, decimals: 9,
      exact: { suggestedTime: '23:23' },
    },
  ],
});

/**
 * Bedtimes for a wake-up time, or wake-up times for a bedtime, in whole sleep cycles after the time it takes to fall
 * asleep.
 * @param inputs - `mode` (1 wake up at, 2 go to bed at), `time` in minutes after midnight, `fallAsleepMinutes`, `cycleMinutes`
 * @returns the time after five cycles as `value` (`HH:MM`), the times for six to three cycles and the hours of sleep in `details`
 * @example
 * sleepOf({ mode: 1, time: 420, fallAsleepMinutes: 15, cycleMinutes: 90 }).details.time6Cycles; // '21:45'
 */
export function sleepOf(inputs: SleepInputs): CalculationResult<SleepDetails> {
  return runCalculator(sleep, inputs);
}
