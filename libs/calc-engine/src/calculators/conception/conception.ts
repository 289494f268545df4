import { requireInput } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { addDays } from '../../dates/iso-date.js';
import type { CalculationResult, DateInputSpec, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** What the conception date is worked back from. */
export const CONCEPTION_METHOD = { dueDate: 1, lastPeriod: 2 } as const;

export interface ConceptionInputs {
  /** 1 due date, 2 last period; 1 by default. */
  readonly method: number;
  /** `YYYY-MM-DD` (method 1). */
  readonly dueDate?: string;
  /** `YYYY-MM-DD` (method 2). */
  readonly lastPeriodDate?: string;
  /** Whole days, 20 to 45; 28 by default (method 2). */
  readonly cycleLength: number;
}

export interface ConceptionDetails extends Record<string, string> {
  readonly conceptionDate: string;
  readonly fertileWindowStart: string;
  readonly fertileWindowEnd: string;
  readonly dueDate: string;
  readonly equivalentLmpDate: string;
}

/** 38 weeks from conception to the due date (ACOG: 280 days from a period two weeks before). */
const CONCEPTION_TO_DUE = 266;
/** Ovulation about 14 days before the next period. */
const LUTEAL_DAYS = 14;
/** Sperm live up to five days: the fertile window is the six days ending on ovulation (Wilcox et al. 1995). */
const WINDOW_DAYS_BEFORE = 5;

const method = {
  name: 'method', label: 'Based On', type: 'select', required: false, default: CONCEPTION_METHOD.dueDate,
  options: [CONCEPTION_METHOD.dueDate, CONCEPTION_METHOD.lastPeriod], uiDefault: CONCEPTION_METHOD.dueDate,
  optionLabels: { 1: 'Due date', 2: 'Last period' }, help: 'A due date from an early ultrasound gives the most accurate answer.',
} as const satisfies SelectInputSpec;
const dueDate = {
  name: 'dueDate', label: 'Due Date', type: 'date', required: true, visibleWhen: { input: 'method', equals: [CONCEPTION_METHOD.dueDate] },
  help: 'The due date your midwife or doctor gave you.',
} as const satisfies DateInputSpec;
const lastPeriodDate = {
  name: 'lastPeriodDate', label: 'First Day of Last Period', type: 'date', required: true,
  visibleWhen: { input: 'method', equals: [CONCEPTION_METHOD.lastPeriod] }, help: 'The day your last period started.',
} as const satisfies DateInputSpec;
const cycleLength = {
  name: 'cycleLength', label: 'Average Cycle Length', type: 'number', unit: 'days', required: false, default: 28, checked: true,
  min: 20, max: 45, integer: true, step: 1, uiDefault: 28, placeholder: '28', visibleWhen: { input: 'method', equals: [CONCEPTION_METHOD.lastPeriod] },
  help: 'From the first day of one period to the first day of the next; 28 if you are not sure.',
} as const satisfies NumberInputSpec;

const fromDueDate = (inputs: ConceptionInputs) => (inputs.method ?? CONCEPTION_METHOD.dueDate) === CONCEPTION_METHOD.dueDate;
const fromLastPeriod = (inputs: ConceptionInputs) => !fromDueDate(inputs);

function conceptionOf(inputs: ConceptionInputs): string {
  if (fromDueDate(inputs)) return addDays(requireInput(inputs.dueDate, dueDate), -CONCEPTION_TO_DUE);
  return addDays(requireInput(inputs.lastPeriodDate, lastPeriodDate), (inputs.cycleLength ?? 28) - LUTEAL_DAYS);
}

const ESTIMATE =
  'Conception can follow intercourse on any of the six days ending on ovulation, since sperm survive up to five days: the date is an estimate, and it cannot tell who the father is when the dates are close.';

export const conception = defineCalculator<ConceptionInputs, ConceptionDetails>({
  slug: 'conception',
  inputs: [method, dueDate, lastPeriodDate, cycleLength],
  outputs: [
    { name: 'conceptionDate', type: 'string', label: 'Likely conception date', words: 'the likely conception date' },
    { name: 'fertileWindowStart', type: 'string', label: 'Fertile window from', words: 'the fertile window\'s first day' },
    { name: 'fertileWindowEnd', type: 'string', label: 'Fertile window to' },
    { name: 'dueDate', type: 'string', label: 'Due date', words: 'the due date' },
    { name: 'equivalentLmpDate', type: 'string', label: 'Equivalent first day of last period' },
  ],
  primary: 'conceptionDate',
  compute(inputs) {
    const conceived = conceptionOf(inputs);
    return {
      value: conceived,
      details: {
        conceptionDate: conceived,
        fertileWindowStart: addDays(conceived, -WINDOW_DAYS_BEFORE),
        fertileWindowEnd: conceived,
        dueDate: addDays(conceived, CONCEPTION_TO_DUE),
        equivalentLmpDate: addDays(conceived, -LUTEAL_DAYS),
      },
    };
  },
  solution: [
    { label: 'Equivalent first day of last period (280 days before)', expression: '{dueDate} − 280 days', value: 'equivalentLmpDate', when: fromDueDate },
    { label: 'Fertile window from (five days before conception)', expression: '{dueDate} − 271 days', value: 'fertileWindowStart', when: fromDueDate },
    { label: 'Likely conception date (38 weeks before the due date)', expression: '{dueDate} − 266 days', value: 'conceptionDate', when: fromDueDate },
    {
      label: 'Equivalent first day of a 28-day cycle\'s period', expression: '{lastPeriodDate} + ({cycleLength} − 28) days',
      value: 'equivalentLmpDate', when: fromLastPeriod,
    },
    { label: 'Due date (266 days after conception)', expression: '{lastPeriodDate} + {cycleLength} days + 252 days', value: 'dueDate', when: fromLastPeriod },
    { label: 'Fertile window from (five days before ovulation)', expression: '{lastPeriodDate} + {cycleLength} days − 19 days', value: 'fertileWindowStart', when: fromLastPeriod },
    {
      label: 'Likely conception date (ovulation 14 days before the next period)', expression: '{lastPeriodDate} + {cycleLength} days − 14 days',
      value: 'conceptionDate', when: fromLastPeriod,
    },
  ],
  assessment: {
    of: 'cycleLength',
    cases: [
      {
        when: fromDueDate,
        text: `A due date of {dueDate} points to conception around {conceptionDate}, after intercourse between {fertileWindowStart} and {fertileWindowEnd}. ${ESTIMATE}`,
      },
      {
        when: (inputs) => (inputs.cycleLength ?? 28) > 35,
        text: `With long cycles, ovulation, and so conception, most likely came around {conceptionDate}, after intercourse between {fertileWindowStart} and {fertileWindowEnd}; cycles over 35 days are often irregular, so an early ultrasound will date the pregnancy better. The due date is {dueDate}. ${ESTIMATE}`,
      },
      { when: () => true, text: `Ovulation, and so conception, most likely came around {conceptionDate}, after intercourse between {fertileWindowStart} and {fertileWindowEnd}. The due date is {dueDate}. ${ESTIMATE}` },
    ],
    bands: [
      {
        text: 'Ovulation, and so conception, most likely came around {conceptionDate}, after intercourse between {fertileWindowStart} and {fertileWindowEnd}. The due date is {dueDate}.',
      },
    ],
    notes: [{ text: ESTIMATE }],
  },
  whatIfs: [
    {
      lead: 'With a cycle of {cycleLength}',
      change: (inputs) => {
        const cycle = inputs.cycleLength ?? 28;
        return fromLastPeriod(inputs) && cycle + 2 <= 45 ? { cycleLength: cycle + 2 } : undefined;
      },
      outputs: ['conceptionDate', 'dueDate'],
    },
    {
      lead: 'With a cycle of {cycleLength}',
      change: (inputs) => {
        const cycle = inputs.cycleLength ?? 28;
        return fromLastPeriod(inputs) && cycle - 2 >= 20 ? { cycleLength: cycle - 2 } : undefined;
      },
      outputs: ['conceptionDate', 'dueDate'],
    },
    {
      lead: 'If the due date were a week later, {dueDate}',
      change: (inputs) => (fromDueDate(inputs) && inputs.dueDate !== undefined ? { dueDate: addDays(inputs.dueDate, 7) } : undefined),
      outputs: ['conceptionDate'],
    },
    {
      lead: 'If the due date were a week earlier, {dueDate}',
      change: (inputs) => (fromDueDate(inputs) && inputs.dueDate !== undefined ? { dueDate: addDays(inputs.dueDate, -7) } : undefined),
      outputs: ['conceptionDate'],
    },
  ],
  // The sources give rules (ACOG: 266 days; Wilcox: the six days ending on ovulation), not worked dates: each date is
  // checked a second way with Python's datetime.
  referenceValues: [
    {
      name: 'due 2024-10-07: conceived about 2024-01-15, window 2024-01-10 to 2024-01-15',
      source: 'ACOG CO 700 rule (266 days), computed with Python datetime',
      inputs: { method: 1, dueDate: '2024-10-07' }, expected: {}, decimals: 2,
      exact: { conceptionDate: '2024-01-15', fertileWindowStart: '2024-01-10', fertileWindowEnd: '2024-01-15', equivalentLmpDate: '2024-01-01' },
    },
    {
      name: 'due 2025-03-01: conceived about 2024-06-08 (across a leap day)',
      source: 'ACOG CO 700 rule, computed with Python datetime: 2025-03-01 − 266 days = 2024-06-08',
      inputs: { method: 1, dueDate: '2025-03-01' }, expected: {}, decimals: 2,
      exact: { conceptionDate: '2024-06-08', fertileWindowStart: '2024-06-03', equivalentLmpDate: '2024-05-25' },
    },
    {
      name: 'last period 2024-03-01, 32-day cycle: conceived about 2024-03-19, due 2024-12-10',
      source: 'ACOG and Wilcox rules, computed with Python datetime: 2024-03-01 + 32 − 14 = 2024-03-19; + 266 = 2024-12-10',
      inputs: { method: 2, lastPeriodDate: '2024-03-01', cycleLength: 32 }, expected: {}, decimals: 2,
      exact: { conceptionDate: '2024-03-19', fertileWindowStart: '2024-03-14', fertileWindowEnd: '2024-03-19', dueDate: '2024-12-10', equivalentLmpDate: '2024-03-05' },
    },
  ],
});

/**
 * The likely conception date and the fertile window behind a due date (− 266 days) or a last period (+ cycle − 14 days).
 * @param inputs - `method` (1 due date, 2 last period), `dueDate` or `lastPeriodDate` and `cycleLength`
 * @returns the conception date as `value` (`YYYY-MM-DD`); the fertile window, the due date and the equivalent last period in `details`
 * @example
 * conceptionFrom({ method: 1, dueDate: '2024-10-07', cycleLength: 28 }).value; // '2024-01-15'
 */
export function conceptionFrom(inputs: ConceptionInputs): CalculationResult<ConceptionDetails> {
  return runCalculator(conception, inputs);
}
