import { assertComputable, inconsistent } from '../../_lib/checks.js';
import { defineCalculator, runCalculator } from '../../_lib/define-calculator.js';
import { messages } from '../../errors/messages.js';
import type { CalculationResult, NumberInputSpec, SelectInputSpec } from '../../types.js';

/** Codes of the `payPeriod` select. */
export const PAY_PERIOD = { hour: 1, day: 2, week: 3, twoWeeks: 4, halfMonth: 5, month: 6, quarter: 7, year: 8 } as const;

export type PayPeriod = (typeof PAY_PERIOD)[keyof typeof PAY_PERIOD];

export interface SalaryInputs {
  /** $ per `payPeriod`. */
  readonly amount: number;
  readonly payPeriod: PayPeriod;
  /** 40 when empty. */
  readonly hoursPerWeek: number;
  /** 5 when empty. */
  readonly daysPerWeek: number;
  /** 0 when empty. */
  readonly holidaysPerYear: number;
  /** 0 when empty. */
  readonly vacationDaysPerYear: number;
}

export interface SalaryDetails extends Record<string, number> {
  readonly annual: number;
  readonly quarterly: number;
  readonly monthly: number;
  readonly semimonthly: number;
  readonly biweekly: number;
  readonly weekly: number;
  readonly daily: number;
  readonly hourly: number;
  /** A year's pay with the days off: unpaid for hourly and daily pay, paid for a salary. */
  readonly adjustedAnnual: number;
  /** Pay per hour actually worked. */
  readonly adjustedHourly: number;
  readonly workingDaysPerYear: number;
}

const amount = {
  name: 'amount', label: 'Pay', type: 'number', unit: '$', required: true, checked: true, min: 0, minExclusive: true, max: 1e10,
  step: 0.01, uiDefault: 25, placeholder: 'e.g. 25', help: 'Your pay before tax, for the period you choose next.',
} as const satisfies NumberInputSpec;
const payPeriod = {
  name: 'payPeriod', label: 'Per', type: 'select', required: true, uiDefault: PAY_PERIOD.hour,
  options: Object.values(PAY_PERIOD),
  optionLabels: { 1: 'Hour', 2: 'Day', 3: 'Week', 4: 'Two weeks (biweekly)', 5: 'Half month (semimonthly)', 6: 'Month', 7: 'Quarter', 8: 'Year' },
  help: 'How often the pay you entered is earned.',
} as const satisfies SelectInputSpec;
const hoursPerWeek = {
  name: 'hoursPerWeek', label: 'Hours per Week', type: 'number', unit: 'hours', required: false, default: 40, checked: true, min: 0, minExclusive: true,
  max: 168, step: 0.5, uiDefault: 40, placeholder: 'e.g. 40', help: 'Hours worked in a usual week.',
} as const satisfies NumberInputSpec;
const daysPerWeek = {
  name: 'daysPerWeek', label: 'Days per Week', type: 'number', unit: 'days', required: false, default: 5, checked: true, min: 0, minExclusive: true,
  max: 7, step: 0.5, uiDefault: 5, placeholder: 'e.g. 5', help: 'Days worked in a usual week.',
} as const satisfies NumberInputSpec;
const holidaysPerYear = {
  name: 'holidaysPerYear', label: 'Holidays per Year', type: 'number', unit: 'days', required: false, default: 0, checked: true, min: 0,
  max: 365, step: 1, uiDefault: 0, placeholder: 'e.g. 10', help: 'Public holidays you do not work: 11 federal holidays in the US.',
} as const satisfies NumberInputSpec;
const vacationDaysPerYear = {
  name: 'vacationDaysPerYear', label: 'Vacation Days per Year', type: 'number', unit: 'days', required: false, default: 0, checked: true, min: 0,
  max: 365, step: 1, uiDefault: 0, placeholder: 'e.g. 15', help: 'Days of vacation or paid time off you take.',
} as const satisfies NumberInputSpec;

const WEEKS_PER_YEAR = 52;
/** The what-ifs: a raise of this share, in percent, and this many more days of vacation. */
const RAISE = 5;
const MORE_VACATION = 5;

/** A year's pay from the amount and its period, at 52 weeks a year. */
function annualOf(inputs: SalaryInputs): number {
  const perYear: Record<PayPeriod, number> = {
    1: inputs.hoursPerWeek * WEEKS_PER_YEAR, 2: inputs.daysPerWeek * WEEKS_PER_YEAR, 3: WEEKS_PER_YEAR, 4: 26, 5: 24, 6: 12, 7: 4, 8: 1,
  };
  return inputs.amount * perYear[inputs.payPeriod];
}
/** Paid by the hour or by the day: days off are not paid. */
const paidByTime = (inputs: SalaryInputs) => inputs.payPeriod === PAY_PERIOD.hour || inputs.payPeriod === PAY_PERIOD.day;
const daysOff = (inputs: SalaryInputs) => inputs.holidaysPerYear + inputs.vacationDaysPerYear > 0;

export const salary = defineCalculator<SalaryInputs, SalaryDetails>({
  slug: 'salary',
  inputs: [amount, payPeriod, hoursPerWeek, daysPerWeek, holidaysPerYear, vacationDaysPerYear],
  outputs: [
    { name: 'annual', type: 'number', unit: '$', label: 'Annual pay', words: 'the annual pay' },
    { name: 'quarterly', type: 'number', unit: '$', label: 'Quarterly pay', words: 'the quarterly pay' },
    { name: 'monthly', type: 'number', unit: '$', label: 'Monthly pay', words: 'the monthly pay' },
    { name: 'semimonthly', type: 'number', unit: '$', label: 'Semimonthly pay', words: 'the semimonthly pay' },
    { name: 'biweekly', type: 'number', unit: '$', label: 'Biweekly pay', words: 'the biweekly pay' },
    { name: 'weekly', type: 'number', unit: '$', label: 'Weekly pay', words: 'the weekly pay' },
    { name: 'daily', type: 'number', unit: '$', label: 'Daily pay', words: 'the daily pay' },
    { name: 'hourly', type: 'number', unit: '$', label: 'Hourly pay', words: 'the hourly pay' },
    { name: 'adjustedAnnual', type: 'number', unit: '$', label: 'Annual pay with days off', words: 'the annual pay with days off' },
    { name: 'adjustedHourly', type: 'number', unit: '$', label: 'Hourly pay with days off', words: 'the hourly pay with days off' },
    { name: 'workingDaysPerYear', type: 'number', unit: 'days', label: 'Working days a year', decimals: 1, words: 'the working days' },
  ],
  primary: 'annual',
  compute(inputs) {
    const workingDaysPerYear = WEEKS_PER_YEAR * inputs.daysPerWeek - inputs.holidaysPerYear - inputs.vacationDaysPerYear;
    if (!(workingDaysPerYear > 0)) inconsistent(messages.noWorkingDays(), vacationDaysPerYear);
    const annual = annualOf(inputs);
    const hourly = annual / (WEEKS_PER_YEAR * inputs.hoursPerWeek);
    const daily = annual / (WEEKS_PER_YEAR * inputs.daysPerWeek);
    // A week of a fraction of a subnormal hour or day divides the year's pay beyond any number.
    assertComputable({ hourly }, hoursPerWeek);
    assertComputable({ daily }, daysPerWeek);
    const byTime = paidByTime(inputs);
    // A salary's pay per hour worked: the hours of the working days, not of 52 weeks. Scaled from the hourly pay, so
    // that a subnormal week of hours never multiplies to 0 before it divides.
    const adjustedHourly = byTime ? hourly : hourly * ((WEEKS_PER_YEAR * inputs.daysPerWeek) / workingDaysPerYear);
    assertComputable({ adjustedHourly }, hoursPerWeek);
    const details: SalaryDetails = {
      annual,
      quarterly: annual / 4,
      monthly: annual / 12,
      semimonthly: annual / 24,
      biweekly: annual / 26,
      weekly: annual / WEEKS_PER_YEAR,
      daily,
      hourly,
      adjustedAnnual: byTime ? daily * workingDaysPerYear : annual,
      adjustedHourly,
      workingDaysPerYear,
    };
    return {
      value: annual,
      unit: '$',
      details,
      chart: {
        type: 'bar',
        data: [
          { role: 'monthly', value: details.monthly },
          { role: 'biweekly', value: details.biweekly },
          { role: 'weekly', value: details.weekly },
          { role: 'daily', value: details.daily },
        ],
      },
    };
  },
  intermediates: {
    hoursPerYear: { unit: 'hours', value: (inputs) => WEEKS_PER_YEAR * (inputs.hoursPerWeek ?? hoursPerWeek.default) },
    daysPerYear: { unit: 'days', value: (inputs) => WEEKS_PER_YEAR * (inputs.daysPerWeek ?? daysPerWeek.default) },
  },
  solution: [
    {
      label: 'Working days a year', expression: '52 × {daysPerWeek} − {holidaysPerYear} − {vacationDaysPerYear}', value: 'workingDaysPerYear',
      when: (inputs) => daysOff(inputs),
    },
    { label: 'Annual pay with days off', expression: '{daily} × {workingDaysPerYear}', value: 'adjustedAnnual', when: (inputs) => daysOff(inputs) && paidByTime(inputs) },
    {
      label: 'Hourly pay with days off', expression: '{annual} / ({workingDaysPerYear} × {hoursPerWeek} / {daysPerWeek})', value: 'adjustedHourly',
      when: (inputs) => daysOff(inputs) && !paidByTime(inputs),
    },
    { label: 'Annual pay', expression: '{amount} × 52 × {hoursPerWeek}', value: 'annual', when: (inputs) => inputs.payPeriod === PAY_PERIOD.hour },
    { label: 'Annual pay', expression: '{amount} × 52 × {daysPerWeek}', value: 'annual', when: (inputs) => inputs.payPeriod === PAY_PERIOD.day },
    { label: 'Annual pay', expression: '{amount} × 52', value: 'annual', when: (inputs) => inputs.payPeriod === PAY_PERIOD.week },
    { label: 'Annual pay', expression: '{amount} × 26', value: 'annual', when: (inputs) => inputs.payPeriod === PAY_PERIOD.twoWeeks },
    { label: 'Annual pay', expression: '{amount} × 24', value: 'annual', when: (inputs) => inputs.payPeriod === PAY_PERIOD.halfMonth },
    { label: 'Annual pay', expression: '{amount} × 12', value: 'annual', when: (inputs) => inputs.payPeriod === PAY_PERIOD.month },
    { label: 'Annual pay', expression: '{amount} × 4', value: 'annual', when: (inputs) => inputs.payPeriod === PAY_PERIOD.quarter },
    { label: 'Annual pay', expression: '{amount}', value: 'annual', when: (inputs) => inputs.payPeriod === PAY_PERIOD.year },
  ],
  assessment: {
    of: 'annual',
    bands: [
      { text: 'Over 52 weeks that is {annual} a year, {monthly} a month and {hourly} an hour.' },
    ],
    notes: [
      {
        when: (inputs, details) => paidByTime(inputs) && Number(details['adjustedAnnual']) < Number(details['annual']),
        text: 'Paid only for the {workingDaysPerYear} you work, the year comes to {adjustedAnnual}.',
      },
      {
        when: (inputs, details) => !paidByTime(inputs) && Number(details['adjustedHourly']) > Number(details['hourly']),
        text: 'With paid days off you work {workingDaysPerYear} a year, so each hour worked earns {adjustedHourly}.',
      },
    ],
  },
  whatIfs: [
    {
      lead: 'With a raise to {amount}',
      change: (inputs) => ({ amount: inputs.amount * (1 + RAISE / 100) }),
      outputs: ['annual', 'monthly'],
    },
    {
      lead: 'With {vacationDaysPerYear} of vacation',
      change: (inputs) => ({ vacationDaysPerYear: inputs.vacationDaysPerYear + MORE_VACATION }),
      outputs: ['adjustedAnnual', 'adjustedHourly'],
    },
  ],
  properties: [
    { output: 'annual', input: 'amount', direction: 'rises' },
    { output: 'monthly', input: 'amount', direction: 'rises' },
    { output: 'workingDaysPerYear', input: 'holidaysPerYear', direction: 'falls' },
    { output: 'workingDaysPerYear', input: 'vacationDaysPerYear', direction: 'falls' },
    { output: 'adjustedAnnual', input: 'vacationDaysPerYear', direction: 'falls' },
  ],
  referenceValues: [
    {
      name: '$25 an hour at 40 hours a week is $52,000 a year',
      source: '52 weeks × 40 hours = 2,080 hours a year (the usual full-time year, as calculator.net\'s salary calculator uses); 25 × 2,080 = 52,000',
      inputs: { amount: 25, payPeriod: 1 },
      expected: { annual: 52000, monthly: 4333.33, biweekly: 2000, weekly: 1000, daily: 200, hourly: 25 }, decimals: 2, exact: { workingDaysPerYear: 260 },
    },
    {
      name: 'The same with 10 holidays and 15 vacation days unpaid: 235 days, $47,000',
      source: 'computed by hand: 52 × 5 − 10 − 15 = 235 days; 200 × 235 = 47,000',
      inputs: { amount: 25, payPeriod: 1, holidaysPerYear: 10, vacationDaysPerYear: 15 },
      expected: { adjustedAnnual: 47000, adjustedHourly: 25 }, decimals: 6,
    },
    {
      name: 'A $52,000 salary with 25 paid days off: $27.66 an hour worked',
      source: 'computed by hand: 52,000 / (235 × 40 / 5) = 52,000 / 1,880 = 27.659574',
      inputs: { amount: 52000, payPeriod: 8, holidaysPerYear: 10, vacationDaysPerYear: 15 },
      expected: { hourly: 25, adjustedAnnual: 52000, adjustedHourly: 27.66, semimonthly: 2166.67, quarterly: 13000 }, decimals: 2,
    },
    {
      name: '$2,500 every two weeks is $65,000 a year',
      source: 'computed by hand: 2,500 × 26 = 65,000; / 12 = 5,416.67; / 2,080 = 31.25',
      inputs: { amount: 2500, payPeriod: 4 },
      expected: { annual: 65000, monthly: 5416.67, hourly: 31.25 }, decimals: 2,
    },
  ],
});

/**
 * Pay converted between hourly, daily, weekly, biweekly, semimonthly, monthly, quarterly and annual at 52 weeks a
 * year, with the year's pay or the hourly pay adjusted for holidays and vacation.
 * @param inputs - `amount` ($), `payPeriod` (1 hour … 8 year), `hoursPerWeek`, `daysPerWeek`, `holidaysPerYear`,
 * `vacationDaysPerYear`
 * @returns the annual pay as `value`; every other period and the adjusted figures in `details`
 * @example
 * salaryConversion({ amount: 25, payPeriod: 1, hoursPerWeek: 40, daysPerWeek: 5, holidaysPerYear: 0, vacationDaysPerYear: 0 }).value;
 * // 52000 (2,080 hours a year)
 */
export function salaryConversion(inputs: SalaryInputs): CalculationResult<SalaryDetails> {
  return runCalculator(salary, inputs);
}
