import { requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { addDays, daysBetween, todayUtc } from '../../dates/iso-date.js';
import { CalculatorInputError } from '../../errors/calculator-input-error.js';
import type { CalculationResult, DateInputSpec, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** What the pregnancy is dated from. */
export const PREGNANCY_METHOD = { lastPeriod: 1, dueDate: 2, conception: 3, ultrasound: 4, ivf: 5 } as const;

export interface PregnancyInputs {
  /** 1 last period, 2 due date, 3 conception date, 4 ultrasound, 5 IVF transfer; 1 by default. */
  readonly method: number;
  /** `YYYY-MM-DD` (method 1). */
  readonly lastPeriodDate?: string;
  /** Whole days, 20 to 45; 28 by default (method 1). */
  readonly cycleLength: number;
  /** `YYYY-MM-DD` (method 2). */
  readonly dueDate?: string;
  /** `YYYY-MM-DD` (method 3). */
  readonly conceptionDate?: string;
  /** `YYYY-MM-DD` (method 4). */
  readonly ultrasoundDate?: string;
  /** Whole weeks at the scan, 4 to 42 (method 4). */
  readonly ultrasoundWeeks?: number;
  /** And days, 0 to 6; 0 by default (method 4). */
  readonly ultrasoundDays: number;
  /** `YYYY-MM-DD` (method 5). */
  readonly transferDate?: string;
  /** Days from egg retrieval to transfer: 3 or 5; 5 by default (method 5). */
  readonly embryoAge: number;
  /** `YYYY-MM-DD`, the day the weeks are counted on; empty means today (UTC here, the visitor's own day in the browser). */
  readonly asOfDate?: string;
}

export interface PregnancyDetails extends Record<string, number | string> {
  readonly gestationalWeeks: number;
  readonly gestationalDays: number;
  readonly gestationalAgeDays: number;
  readonly trimester: number;
  readonly dueDate: string;
  readonly conceptionDate: string;
  readonly daysUntilDue: number;
  readonly percentComplete: number;
  readonly secondTrimesterStart: string;
  readonly thirdTrimesterStart: string;
}

/** 40 weeks from the first day of the last period (ACOG). */
const PREGNANCY_DAYS = 280;
/** Ovulation, and conception, about two weeks after the period starts. */
const CONCEPTION_DAY = 14;
/** ACOG trimesters: the second from 14w0d, the third from 28w0d. */
const SECOND_TRIMESTER_DAY = 98;
const THIRD_TRIMESTER_DAY = 196;
/** Beyond 44 weeks the dates are a mistake rather than a pregnancy. */
const MAX_DAYS = 308;

const shownFor = (method: number) => ({ input: 'method', equals: [method] });
const method = {
  name: 'method', label: 'Based On', type: 'select', required: false, default: PREGNANCY_METHOD.lastPeriod,
  options: [1, 2, 3, 4, 5], uiDefault: PREGNANCY_METHOD.lastPeriod,
  optionLabels: { 1: 'Last period', 2: 'Due date', 3: 'Conception date', 4: 'Ultrasound', 5: 'IVF transfer' },
  help: 'An early ultrasound or an IVF transfer date dates a pregnancy most accurately.',
} as const satisfies SelectInputSpec;
const lastPeriodDate = {
  name: 'lastPeriodDate', label: 'First Day of Last Period', type: 'date', required: true, visibleWhen: shownFor(1),
  help: 'The day your last period started, not the day it ended.',
} as const satisfies DateInputSpec;
const cycleLength = {
  name: 'cycleLength', label: 'Average Cycle Length', type: 'number', unit: 'days', required: false, default: 28, checked: true,
  min: 20, max: 45, integer: true, step: 1, uiDefault: 28, placeholder: '28', visibleWhen: shownFor(1),
  help: 'From the first day of one period to the first day of the next; 28 if you are not sure.',
} as const satisfies NumberInputSpec;
const dueDate = {
  name: 'dueDate', label: 'Due Date', type: 'date', required: true, visibleWhen: shownFor(2),
  help: 'The due date your midwife or doctor gave you.',
} as const satisfies DateInputSpec;
const conceptionDate = {
  name: 'conceptionDate', label: 'Conception Date', type: 'date', required: true, visibleWhen: shownFor(3),
  help: 'Only if you know it, for example from ovulation tests.',
} as const satisfies DateInputSpec;
const ultrasoundDate = {
  name: 'ultrasoundDate', label: 'Ultrasound Date', type: 'date', required: true, visibleWhen: shownFor(4),
  help: 'The day of the dating scan.',
} as const satisfies DateInputSpec;
const ultrasoundWeeks = {
  name: 'ultrasoundWeeks', label: 'Gestational Age at Scan: Weeks', type: 'number', unit: 'weeks', required: true, checked: true,
  min: 4, max: 42, integer: true, step: 1, uiDefault: 8, placeholder: 'e.g. 8', visibleWhen: shownFor(4),
  help: 'The weeks the scan report gives ("8w2d" is 8 weeks and 2 days).',
} as const satisfies NumberInputSpec;
const ultrasoundDays = {
  name: 'ultrasoundDays', label: '…and Days', type: 'number', unit: 'days', required: false, default: 0, checked: true,
  min: 0, max: 6, integer: true, step: 1, uiDefault: 0, placeholder: '0', visibleWhen: shownFor(4),
} as const satisfies NumberInputSpec;
const transferDate = {
  name: 'transferDate', label: 'Embryo Transfer Date', type: 'date', required: true, visibleWhen: shownFor(5),
  help: 'The day the embryo was transferred.',
} as const satisfies DateInputSpec;
const embryoAge = {
  name: 'embryoAge', label: 'Embryo Age at Transfer', type: 'select', required: false, default: 5, options: [3, 5], uiDefault: 5,
  optionLabels: { 3: 'Day 3', 5: 'Day 5 (blastocyst)' }, visibleWhen: shownFor(5),
} as const satisfies SelectInputSpec;
const asOfDate = {
  name: 'asOfDate', label: 'As Of', type: 'date', required: false, emptyMeansToday: true,
  help: 'The day to count weeks on: today unless you choose another day.',
} as const satisfies DateInputSpec;

const methodOf = (inputs: PregnancyInputs) => inputs.method ?? PREGNANCY_METHOD.lastPeriod;
const by = (chosen: number) => (inputs: PregnancyInputs) => methodOf(inputs) === chosen;

/** The pregnancy's day 0: the equivalent first day of a 28-day cycle's last period. */
function adjustedLastPeriod(inputs: PregnancyInputs): string {
  switch (methodOf(inputs)) {
    case PREGNANCY_METHOD.dueDate: return addDays(requireInput(inputs.dueDate, dueDate), -PREGNANCY_DAYS);
    case PREGNANCY_METHOD.conception: return addDays(requireInput(inputs.conceptionDate, conceptionDate), -CONCEPTION_DAY);
    case PREGNANCY_METHOD.ultrasound: {
      const weeks = requireInput(inputs.ultrasoundWeeks, ultrasoundWeeks);
      return addDays(requireInput(inputs.ultrasoundDate, ultrasoundDate), -(7 * weeks + (inputs.ultrasoundDays ?? 0)));
    }
    case PREGNANCY_METHOD.ivf: return addDays(requireInput(inputs.transferDate, transferDate), -(inputs.embryoAge ?? 5) - CONCEPTION_DAY);
    default: return addDays(requireInput(inputs.lastPeriodDate, lastPeriodDate), (inputs.cycleLength ?? 28) - 28);
  }
}

/** The as-of date a number of days into the pregnancy, where that day is still ahead of the as-of date. */
function dayOfPregnancy(inputs: PregnancyInputs, day: number): Partial<PregnancyInputs> | undefined {
  const start = adjustedLastPeriod(inputs);
  const on = inputs.asOfDate ?? todayUtc();
  return daysBetween(start, on) < day ? { asOfDate: addDays(start, day) } : undefined;
}

export const pregnancy = defineCalculator<PregnancyInputs, PregnancyDetails>({
  slug: 'pregnancy',
  inputs: [method, lastPeriodDate, cycleLength, dueDate, conceptionDate, ultrasoundDate, ultrasoundWeeks, ultrasoundDays, transferDate, embryoAge, asOfDate],
  outputs: [
    { name: 'gestationalWeeks', type: 'number', unit: 'weeks', label: 'Weeks pregnant', decimals: 0, words: 'the weeks pregnant' },
    { name: 'gestationalDays', type: 'number', unit: 'days', label: 'And days', decimals: 0 },
    { name: 'gestationalAgeDays', type: 'number', unit: 'days', label: 'Days pregnant in all', decimals: 0, words: 'the days pregnant' },
    { name: 'trimester', type: 'number', label: 'Trimester', decimals: 0, words: 'the trimester' },
    { name: 'dueDate', type: 'string', label: 'Due date' },
    { name: 'conceptionDate', type: 'string', label: 'Estimated conception date' },
    { name: 'daysUntilDue', type: 'number', unit: 'days', label: 'Days until the due date', decimals: 0, words: 'the days until the due date' },
    { name: 'percentComplete', type: 'number', unit: '%', label: 'Of 40 weeks', decimals: 1, words: 'the share of 40 weeks' },
    { name: 'secondTrimesterStart', type: 'string', label: 'Second trimester begins' },
    { name: 'thirdTrimesterStart', type: 'string', label: 'Third trimester begins' },
  ],
  primary: 'gestationalWeeks',
  compute(inputs) {
    const start = adjustedLastPeriod(inputs);
    const asOf = inputs.asOfDate ?? todayUtc();
    const ga = daysBetween(start, asOf);
    if (ga < 0) throw new CalculatorInputError('inconsistent', 'The as-of date is before the pregnancy began', asOfDate.name);
    if (ga > MAX_DAYS) {
      throw new CalculatorInputError('out_of_domain', 'The as-of date is more than 44 weeks into the pregnancy: check the dates', asOfDate.name);
    }
    const due = addDays(start, PREGNANCY_DAYS);
    const weeks = Math.floor(ga / 7);
    return {
      value: weeks,
      unit: 'weeks',
      details: {
        gestationalWeeks: weeks,
        gestationalDays: ga - 7 * weeks,
        gestationalAgeDays: ga,
        trimester: ga < SECOND_TRIMESTER_DAY ? 1 : ga < THIRD_TRIMESTER_DAY ? 2 : 3,
        dueDate: due,
        conceptionDate: addDays(start, CONCEPTION_DAY),
        daysUntilDue: daysBetween(asOf, due),
        percentComplete: (ga / PREGNANCY_DAYS) * 100,
        secondTrimesterStart: addDays(start, SECOND_TRIMESTER_DAY),
        thirdTrimesterStart: addDays(start, THIRD_TRIMESTER_DAY),
      },
      chart: {
        type: 'bar',
        data: [
          { role: 'weeksPregnant', value: Math.min(ga, PREGNANCY_DAYS) / 7 },
          { role: 'weeksToGo', value: (PREGNANCY_DAYS - Math.min(ga, PREGNANCY_DAYS)) / 7 },
        ],
      },
    };
  },
  intermediates: {
    daysPastDue: { unit: 'days', value: (_inputs, details) => -Number(details['daysUntilDue']) },
  },
  solution: [
    { label: 'Due date (40 weeks, moved by the cycle\'s difference from 28 days)', expression: '{lastPeriodDate} + 280 days + ({cycleLength} − 28) days', value: 'dueDate', when: by(1) },
    { label: 'Due date, as given', expression: 'the date entered', value: 'dueDate', when: by(2) },
    { label: 'Due date (38 weeks after conception)', expression: 'the conception date + 266 days', value: 'dueDate', when: by(3) },
    {
      label: 'Due date (280 days less the age at the scan)', expression: '{ultrasoundDate} + 280 days − ({ultrasoundWeeks} × 7 + {ultrasoundDays}) days',
      value: 'dueDate', when: by(4),
    },
    { label: 'Due date (266 days less the embryo\'s age)', expression: '{transferDate} + 266 days − {embryoAge} days', value: 'dueDate', when: by(5) },
    { label: 'Days until the due date', expression: '{dueDate} − {asOfDate}', value: 'daysUntilDue' },
    { label: 'Days pregnant', expression: '280 − {daysUntilDue}', value: 'gestationalAgeDays' },
    { label: 'Days past the whole weeks', expression: '{gestationalAgeDays} − 7 × whole weeks', value: 'gestationalDays' },
    { label: 'Weeks pregnant', expression: '{gestationalAgeDays} ÷ 7, rounded down', value: 'gestationalWeeks' },
  ],
  assessment: {
    of: 'gestationalAgeDays',
    bands: [
      {
        below: SECOND_TRIMESTER_DAY,
        text: 'You are {gestationalWeeks} and {gestationalDays} pregnant, in the first trimester, with {daysUntilDue} to go to the due date of {dueDate}. The second trimester begins on {secondTrimesterStart}.',
      },
      {
        below: THIRD_TRIMESTER_DAY,
        text: 'You are {gestationalWeeks} and {gestationalDays} pregnant, in the second trimester and {percentComplete} of the way through 40 weeks. The third trimester begins on {thirdTrimesterStart}; the due date is {dueDate}.',
      },
      {
        below: 259,
        text: 'You are {gestationalWeeks} and {gestationalDays} pregnant, in the third trimester, with {daysUntilDue} to go to the due date of {dueDate}. From 37 weeks a baby counts as term.',
      },
      {
        below: PREGNANCY_DAYS,
        text: 'You are {gestationalWeeks} and {gestationalDays} pregnant: term, with {daysUntilDue} to go to the due date of {dueDate}. Most babies arrive within two weeks either side of it.',
      },
      {
        text: 'You are {gestationalWeeks} and {gestationalDays} pregnant, {daysPastDue} past the due date of {dueDate}. Stay in close touch with your midwife or doctor: from 41 weeks they usually discuss extra monitoring or starting labor.',
      },
    ],
    notes: [{ text: 'The due date is an estimate: only about 1 in 20 babies arrives on it, and an early ultrasound is the most accurate way to date a pregnancy.' }],
  },
  whatIfs: [
    { lead: 'At the start of the second trimester, on {asOfDate}', change: (inputs) => dayOfPregnancy(inputs, SECOND_TRIMESTER_DAY), outputs: ['gestationalWeeks', 'daysUntilDue'] },
    { lead: 'At the start of the third trimester, on {asOfDate}', change: (inputs) => dayOfPregnancy(inputs, THIRD_TRIMESTER_DAY), outputs: ['gestationalWeeks', 'daysUntilDue'] },
    { lead: 'At full term, on {asOfDate}', change: (inputs) => dayOfPregnancy(inputs, 273), outputs: ['gestationalWeeks', 'daysUntilDue'] },
  ],
  properties: [
    { output: 'gestationalAgeDays', input: 'cycleLength', direction: 'falls' },
    { output: 'gestationalAgeDays', input: 'ultrasoundWeeks', direction: 'rises' },
  ],
  // ACOG gives rules, not worked numbers: each value is day arithmetic checked a second way (Python's datetime).
  referenceValues: [
    {
      name: 'last period 2024-01-01, on 2024-03-11: 10 weeks 0 days, due 2024-10-07',
      source: 'ACOG CO 700 rule (LMP + 280 days), computed with Python datetime: 70 days; 2024-01-01 + 280 = 2024-10-07',
      inputs: { method: 1, lastPeriodDate: '2024-01-01', asOfDate: '2024-03-11' },
      expected: { gestationalWeeks: 10, gestationalDays: 0, gestationalAgeDays: 70, trimester: 1, daysUntilDue: 210, percentComplete: 25 }, decimals: 2,
      exact: { dueDate: '2024-10-07', conceptionDate: '2024-01-15', secondTrimesterStart: '2024-04-08', thirdTrimesterStart: '2024-07-15' },
    },
    {
      name: 'due 2025-06-01, on 2025-01-15: 20 weeks 3 days, second trimester',
      source: 'ACOG rule (day 0 = due − 280 days = 2024-08-25), computed with Python datetime: 143 days',
      inputs: { method: 2, dueDate: '2025-06-01', asOfDate: '2025-01-15' },
      expected: { gestationalWeeks: 20, gestationalDays: 3, trimester: 2, daysUntilDue: 137, percentComplete: 51.07 }, decimals: 2,
      exact: { conceptionDate: '2024-09-08', thirdTrimesterStart: '2025-03-09' },
    },
    {
      name: 'conception 2024-05-10, on 2024-08-01: 13 weeks 6 days, the last day of the first trimester',
      source: 'ACOG rule (day 0 = conception − 14 days), computed with Python datetime: 97 days; due 2025-01-31',
      inputs: { method: 3, conceptionDate: '2024-05-10', asOfDate: '2024-08-01' },
      expected: { gestationalWeeks: 13, gestationalDays: 6, trimester: 1 }, decimals: 2, exact: { dueDate: '2025-01-31' },
    },
    {
      name: 'a scan on 2024-03-01 at 8 weeks 2 days, on 2024-06-15: 23 weeks 3 days, due 2024-10-09',
      source: 'ACOG rule (day 0 = scan − 58 days = 2024-01-03), computed with Python datetime: 164 days',
      inputs: { method: 4, ultrasoundDate: '2024-03-01', ultrasoundWeeks: 8, ultrasoundDays: 2, asOfDate: '2024-06-15' },
      expected: { gestationalWeeks: 23, gestationalDays: 3, trimester: 2, daysUntilDue: 116 }, decimals: 2, exact: { dueDate: '2024-10-09' },
    },
    {
      name: 'a day-5 transfer on 2024-02-10 is 2 weeks 5 days that day, due 261 days later',
      source: 'ACOG CO 700 (transfer + 261 days for a day-5 embryo); Appendix A of the contract (2 weeks 5 days, not "5 weeks 2 days")',
      inputs: { method: 5, transferDate: '2024-02-10', embryoAge: 5, asOfDate: '2024-02-10' },
      expected: { gestationalWeeks: 2, gestationalDays: 5, daysUntilDue: 261 }, decimals: 2, exact: { dueDate: '2024-10-28' },
    },
    {
      name: 'a day-3 transfer on 2024-02-10 is due 263 days later',
      source: 'ACOG CO 700 (transfer + 263 days for a day-3 embryo), computed with Python datetime',
      inputs: { method: 5, transferDate: '2024-02-10', embryoAge: 3, asOfDate: '2024-06-01' },
      expected: { gestationalWeeks: 18, gestationalDays: 3, daysUntilDue: 151 }, decimals: 2, exact: { dueDate: '2024-10-30' },
    },
  ],
});

/**
 * How far along a pregnancy is, dated from the last period, a due date, the conception date, an ultrasound or an IVF transfer.
 * @param inputs - `method` and its date(s), and `asOfDate` (today's UTC date when empty)
 * @returns the whole weeks pregnant as `value`; the days, trimester, due date and milestones in `details`
 * @example
 * weeksPregnant({ method: 1, lastPeriodDate: '2024-01-01', cycleLength: 28, ultrasoundDays: 0, embryoAge: 5, asOfDate: '2024-03-11' }).value; // 10
 */
export function weeksPregnant(inputs: PregnancyInputs): CalculationResult<PregnancyDetails> {
  return runCalculator(pregnancy, inputs);
}
