import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { addDays } from '../../dates/iso-date.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import type { CalculationResult, DateInputSpec, NumberInputSpec } from '../../types.js';

export interface OvulationInputs {
  /** `YYYY-MM-DD`. */
  readonly lastPeriodDate: string;
  /** Whole days, 20 to 45; 28 by default. */
  readonly cycleLength: number;
  /** Whole days from ovulation to the next period, 9 to 18; 14 by default. */
  readonly lutealPhase: number;
}

export interface OvulationDetails extends Record<string, string> {
  readonly ovulationDate: string;
  readonly fertileWindowStart: string;
  readonly fertileWindowEnd: string;
  readonly nextPeriodDate: string;
  readonly dueDateIfConceived: string;
}

/** The fertile window is the six days ending on ovulation (Wilcox et al. 1995). */
const WINDOW_DAYS_BEFORE = 5;
/** 38 weeks from conception to the due date (ACOG). */
const CONCEPTION_TO_DUE = 266;
/** Ovulation no sooner than this many days after the period starts. */
const MIN_FOLLICULAR_DAYS = 6;
/** The cycles after this one the schedule lists. */
const SCHEDULE_CYCLES = [1, 2, 3, 4, 5, 6] as const;
const ORDINALS = ['', 'Next', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'] as const;

const lastPeriodDate = {
  name: 'lastPeriodDate', label: 'First Day of Last Period', type: 'date', required: true,
  help: 'The day your last period started, not the day it ended.',
} as const satisfies DateInputSpec;
const cycleLength = {
  name: 'cycleLength', label: 'Average Cycle Length', type: 'number', unit: 'days', required: false, default: 28, checked: true,
  min: 20, max: 45, integer: true, step: 1, uiDefault: 28, placeholder: '28',
  help: 'From the first day of one period to the first day of the next; an average of your last few cycles.',
} as const satisfies NumberInputSpec;
const lutealPhase = {
  name: 'lutealPhase', label: 'Luteal Phase', type: 'number', unit: 'days', required: false, default: 14, checked: true,
  min: 9, max: 18, integer: true, step: 1, uiDefault: 14, placeholder: '14',
  help: 'Days from ovulation to the next period: about 14 for most people; leave it unless tracking has told you otherwise.',
} as const satisfies NumberInputSpec;

/** Said under every estimate, as cases carry no notes. */
const NOT_CONTRACEPTION = 'A calendar estimate is not contraception: ovulation can come earlier or later than expected in any cycle.';

const ovulationDayOf = (inputs: OvulationInputs) => (inputs.cycleLength ?? 28) - (inputs.lutealPhase ?? 14);

export const ovulation = defineCalculator<OvulationInputs, OvulationDetails>({
  slug: 'ovulation',
  inputs: [lastPeriodDate, cycleLength, lutealPhase],
  outputs: [
    { name: 'ovulationDate', type: 'string', label: 'Likely ovulation day', words: 'the likely ovulation day' },
    { name: 'fertileWindowStart', type: 'string', label: 'Fertile window from', words: 'the fertile window\'s first day' },
    { name: 'fertileWindowEnd', type: 'string', label: 'Fertile window to' },
    { name: 'nextPeriodDate', type: 'string', label: 'Next period due', words: 'the next period' },
    { name: 'dueDateIfConceived', type: 'string', label: 'Due date if you conceive this cycle', words: 'the due date if you conceive' },
    ...SCHEDULE_CYCLES.flatMap((k) => [
      { name: `cycle${k}PeriodStart`, type: 'string' as const, label: `${ORDINALS[k]} cycle: period starts` },
      { name: `cycle${k}Ovulation`, type: 'string' as const, label: `${ORDINALS[k]} cycle: ovulation (fertile from 5 days before)` },
    ]),
  ],
  primary: 'ovulationDate',
  compute(inputs) {
    const day = ovulationDayOf(inputs);
    if (day < MIN_FOLLICULAR_DAYS) {
      throw new CalculatorInputError(
        'inconsistent', `The luteal phase is too long for the cycle: it must be at most ${inputs.cycleLength - MIN_FOLLICULAR_DAYS} days for a ${inputs.cycleLength}-day cycle`, lutealPhase.name,
      );
    }
    const ovulationDate = addDays(inputs.lastPeriodDate, day);
    const schedule = Object.fromEntries(SCHEDULE_CYCLES.flatMap((k) => {
      const start = addDays(inputs.lastPeriodDate, k * inputs.cycleLength);
      return [[`cycle${k}PeriodStart`, start], [`cycle${k}Ovulation`, addDays(start, day)]];
    }));
    return {
      value: ovulationDate,
      details: {
        ovulationDate,
        fertileWindowStart: addDays(ovulationDate, -WINDOW_DAYS_BEFORE),
        fertileWindowEnd: ovulationDate,
        nextPeriodDate: addDays(inputs.lastPeriodDate, inputs.cycleLength),
        dueDateIfConceived: addDays(ovulationDate, CONCEPTION_TO_DUE),
        ...schedule,
      } as OvulationDetails,
    };
  },
  solution: [
    { label: 'Next period due', expression: '{lastPeriodDate} + {cycleLength} days', value: 'nextPeriodDate' },
    { label: 'Fertile window from (five days before ovulation)', expression: '{lastPeriodDate} + ({cycleLength} − {lutealPhase} − 5) days', value: 'fertileWindowStart' },
    { label: 'Due date if you conceive this cycle', expression: '{lastPeriodDate} + ({cycleLength} − {lutealPhase} + 266) days', value: 'dueDateIfConceived' },
    { label: 'Likely ovulation day (the luteal phase before the next period)', expression: '{lastPeriodDate} + ({cycleLength} − {lutealPhase}) days', value: 'ovulationDate' },
  ],
  assessment: {
    of: 'cycleLength',
    cases: [
      {
        when: (inputs) => (inputs.lutealPhase ?? 14) < 10,
        text: `Your most fertile days are {fertileWindowStart} to {fertileWindowEnd}, with ovulation likely on {ovulationDate}. A luteal phase under 10 days is short; if you have been trying to conceive for a while, mention it to your doctor. ${NOT_CONTRACEPTION}`,
      },
      {
        when: (inputs) => (inputs.cycleLength ?? 28) < 21 || (inputs.cycleLength ?? 28) > 35,
        text: `Your most fertile days are {fertileWindowStart} to {fertileWindowEnd}, with ovulation likely on {ovulationDate}. Cycles shorter than 21 days or longer than 35 are often irregular, so ovulation tests or temperature charting will find your fertile days better than a calendar. ${NOT_CONTRACEPTION}`,
      },
      { when: () => true, text: `Your most fertile days are {fertileWindowStart} to {fertileWindowEnd}, with ovulation likely on {ovulationDate}; the two days before ovulation give the best chance. Your next period is due on {nextPeriodDate}. ${NOT_CONTRACEPTION}` },
    ],
    bands: [
      {
        text: 'Your most fertile days are {fertileWindowStart} to {fertileWindowEnd}, with ovulation likely on {ovulationDate}; the two days before ovulation give the best chance. Your next period is due on {nextPeriodDate}.',
      },
    ],
    notes: [{ text: NOT_CONTRACEPTION }],
  },
  whatIfs: [
    {
      lead: 'With a cycle of {cycleLength}',
      change: ({ cycleLength: cycle = 28, lutealPhase: luteal = 14 }) => (cycle + 2 <= 45 ? { cycleLength: cycle + 2, lutealPhase: luteal } : undefined),
      outputs: ['ovulationDate', 'nextPeriodDate'],
    },
    {
      lead: 'With a cycle of {cycleLength}',
      change: ({ cycleLength: cycle = 28, lutealPhase: luteal = 14 }) =>
        (cycle - 2 >= 20 && cycle - 2 - luteal >= MIN_FOLLICULAR_DAYS ? { cycleLength: cycle - 2, lutealPhase: luteal } : undefined),
      outputs: ['ovulationDate', 'nextPeriodDate'],
    },
    {
      lead: 'With a luteal phase of {lutealPhase}',
      change: ({ lutealPhase: luteal = 14 }) => (luteal !== 12 ? { lutealPhase: 12 } : undefined),
      outputs: ['ovulationDate'],
    },
  ],
  // Wilcox and ACOG give rules, not worked dates: each date is checked a second way with Python's datetime.
  referenceValues: [
    {
      name: 'last period 2024-01-01, 28-day cycle: ovulation 2024-01-15, fertile from 2024-01-10, next period 2024-01-29',
      source: 'Wilcox et al. 1995 (window of six days ending on ovulation) and a 14-day luteal phase, computed with Python datetime',
      inputs: { lastPeriodDate: '2024-01-01' }, expected: {}, decimals: 2,
      exact: {
        ovulationDate: '2024-01-15', fertileWindowStart: '2024-01-10', fertileWindowEnd: '2024-01-15', nextPeriodDate: '2024-01-29',
        dueDateIfConceived: '2024-10-07', cycle1PeriodStart: '2024-01-29', cycle1Ovulation: '2024-02-12', cycle6Ovulation: '2024-07-01',
      },
    },
    {
      name: 'last period 2024-02-20, 32-day cycle, 12-day luteal phase: ovulation 2024-03-11 (across 29 February)',
      source: 'computed with Python datetime: 2024-02-20 + 20 days = 2024-03-11; + 32 days = 2024-03-23',
      inputs: { lastPeriodDate: '2024-02-20', cycleLength: 32, lutealPhase: 12 }, expected: {}, decimals: 2,
      exact: { ovulationDate: '2024-03-11', fertileWindowStart: '2024-03-06', nextPeriodDate: '2024-03-23', dueDateIfConceived: '2024-12-02', cycle2PeriodStart: '2024-04-24' },
    },
    {
      name: 'last period 2023-12-20, 24-day cycle: ovulation 2023-12-30, next period 2024-01-13',
      source: 'computed with Python datetime: 2023-12-20 + 10 days = 2023-12-30; + 24 days = 2024-01-13',
      inputs: { lastPeriodDate: '2023-12-20', cycleLength: 24 }, expected: {}, decimals: 2,
      exact: { ovulationDate: '2023-12-30', fertileWindowStart: '2023-12-25', nextPeriodDate: '2024-01-13' },
    },
  ],
});

/**
 * The likely ovulation day (last period + cycle − luteal phase), the six-day fertile window ending on it, the next
 * period and the next six cycles.
 * @param inputs - `lastPeriodDate`, `cycleLength` (28 by default), `lutealPhase` (14 by default)
 * @returns the ovulation day as `value` (`YYYY-MM-DD`); the window, the next period, the due date and the schedule in `details`
 * @example
 * ovulationDay({ lastPeriodDate: '2024-01-01', cycleLength: 28, lutealPhase: 14 }).value; // '2024-01-15'
 */
export function ovulationDay(inputs: OvulationInputs): CalculationResult<OvulationDetails> {
  return runCalculator(ovulation, inputs);
}
