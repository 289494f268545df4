import { categoryDisclaimers } from '../../disclaimers.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberDetail } from '../../result-reading.js';
import { longDate } from '../../long-date.js';
import { daysBefore, plural } from './health-reading.js';

/** ACOG trimesters: the second starts at 14 weeks 0 days, the third at 28 weeks 0 days. */
const SECOND_TRIMESTER_WEEK = 14;
const THIRD_TRIMESTER_WEEK = 28;

function trimester(weeks: number): string {
  if (weeks < SECOND_TRIMESTER_WEEK) return 'first';
  if (weeks < THIRD_TRIMESTER_WEEK) return 'second';
  return 'third';
}

function weeksAndDays(weeks: number, days: number): string {
  return days === 0 ? plural(weeks, 'week') : `${plural(weeks, 'week')} and ${plural(days, 'day')}`;
}

export const pregnancyDueDate: CalculatorDefinition = {
  slug: 'pregnancy-due-date',
  aliases: [
    'pregnancy-due-date-calculator', 'due-date', 'due-date-calculator', 'pregnancy-calculator', 'edd',
    'pregnancy-week-calculator',
  ],
  title: 'Pregnancy Due Date Calculator',
  description:
    "Estimate your baby's due date from the first day of your last period or the conception date, with your trimesters and weeks pregnant.",
  category: 'health',
  inputs: {
    method: {
      label: 'Calculate From',
      uiDefault: 1,
      optionLabels: { 1: 'First day of last period', 2: 'Conception date' },
    },
    lastPeriodDate: {
      label: 'First Day of Last Period',
      placeholder: 'YYYY-MM-DD',
      help: 'The day your last period started, not the day it ended.',
    },
    cycleLength: {
      label: 'Average Cycle Length',
      placeholder: '28',
      unit: 'days',
      step: 1,
      uiDefault: 28,
      help: 'From the first day of one period to the first day of the next. Leave at 28 if you are not sure.',
    },
    conceptionDate: {
      label: 'Conception Date',
      placeholder: 'YYYY-MM-DD',
      help: 'Only if you know it, for example from ovulation tracking.',
    },
    asOfDate: {
      label: 'Count Weeks As Of',
      placeholder: 'YYYY-MM-DD',
      help: 'Optional: the day to count weeks pregnant on. Leave empty for today.',
    },
  },
  formula: {
    expression: 'EDD = LMP + 280 days + (C − 28 days);   from conception: EDD = CD + 266 days',
    symbols: [
      { symbol: 'EDD', meaning: 'estimated due date' },
      { symbol: 'LMP', meaning: 'first day of your last menstrual period' },
      { symbol: 'C', meaning: 'your average cycle length in days (28 if you are not sure)' },
      { symbol: 'CD', meaning: 'conception date' },
    ],
    text: "Naegele's rule counts 280 days, or 40 weeks, from the first day of your last period. A cycle longer or shorter than 28 days moves ovulation, and with it the due date, by the difference. Conception usually happens about two weeks after the period starts, so from a known conception date the due date is 266 days later.",
  },
  examples: [
    {
      description: 'Last period January 1, 2023, 28-day cycle, checked on March 1, 2023',
      inputs: { method: 1, lastPeriodDate: '2023-01-01', cycleLength: 28, asOfDate: '2023-03-01' },
    },
    {
      description: 'Last period January 1, 2024 (a leap year), checked on May 1, 2024',
      inputs: { method: 1, lastPeriodDate: '2024-01-01', asOfDate: '2024-05-01' },
    },
    {
      description: 'Last period March 10, 2024, 32-day cycle, checked on June 1, 2024',
      inputs: { method: 1, lastPeriodDate: '2024-03-10', cycleLength: 32, asOfDate: '2024-06-01' },
    },
    {
      description: 'Conception on February 14, 2024, checked on April 15, 2024',
      inputs: { method: 2, conceptionDate: '2024-02-14', asOfDate: '2024-04-15' },
    },
  ],
  disclaimer: categoryDisclaimers.health,
  interpret(result) {
    if (typeof result.value !== 'string') return 'Enter the first day of your last period to see your due date.';
    const dueDate = result.value;
    const sentences = [`Your estimated due date is ${longDate(dueDate)}.`];
    const weeks = numberDetail(result, 'gestationalAgeWeeks');
    const days = numberDetail(result, 'gestationalAgeDays');
    const daysUntilDue = numberDetail(result, 'daysUntilDue');
    const asOf = daysUntilDue === undefined ? undefined : daysBefore(dueDate, daysUntilDue);
    if (weeks !== undefined && days !== undefined && daysUntilDue !== undefined && asOf !== undefined) {
      const on = `On ${longDate(asOf)}`;
      if (weeks < 0) {
        sentences.push(`${on} it is too early to count weeks of pregnancy from these dates; home pregnancy tests work best from the first day of a missed period.`);
      } else if (daysUntilDue > 0) {
        const toGo = Math.floor(daysUntilDue / 7);
        sentences.push(
          `${on} you are ${weeksAndDays(weeks, days)} pregnant, in the ${trimester(weeks)} trimester, with ${plural(daysUntilDue, 'day')} (about ${plural(toGo, 'week')}) to go.`,
        );
      } else if (daysUntilDue === 0) {
        sentences.push(`${on} you reach your due date, at ${plural(weeks, 'week')}.`);
      } else {
        sentences.push(
          `${on} you are ${weeksAndDays(weeks, days)}, ${plural(-daysUntilDue, 'day')} past the due date. If your baby has not arrived yet, stay in close touch with your midwife or doctor: from 41 weeks they usually discuss extra monitoring or starting labor.`,
        );
      }
    }
    sentences.push(
      'Only about 1 in 20 babies arrives on the due date itself; most come in the two weeks either side. Your midwife or doctor will confirm the date, usually with an early ultrasound.',
    );
    return sentences.join(' ');
  },
  keywords: [
    'due date', 'pregnancy due date', 'when is my baby due', 'due date calculator', 'edd', 'estimated due date',
    'pregnancy calculator', 'how far along am i', 'weeks pregnant', 'conception date', 'naegele rule', 'trimester',
    'pregnacy calculator', 'pregnancy due date calulator', 'due date calculater', 'how many weeks pregnant am i',
  ],
  related: ['calorie', 'water-intake', 'protein', 'bmi'],
  outputLabels: {
    estimatedConceptionDate: 'Estimated conception date',
    secondTrimesterStart: 'Second trimester begins',
    thirdTrimesterStart: 'Third trimester begins',
    gestationalAgeWeeks: 'Weeks pregnant',
    gestationalAgeDays: 'And days',
    daysUntilDue: 'Days until due date',
  },
};
