import type { ReferenceValue } from '../../reference-value.js';

/** The pregnancy due date calculator's reference values: Naegele's rule as 280 days after the last period. */
export const pregnancyDueDateReferenceValues: readonly ReferenceValue[] = [
  {
    name: 'a last period on 2023-01-01 gives 2023-10-08, conception 2023-01-15',
    source: '280 days after the last period (Naegele\'s rule), computed',
    inputs: { method: 1, lastPeriodDate: '2023-01-01', cycleLength: 28, asOfDate: '2023-03-01' },
    expected: {},
    decimals: 2,
    exact: { dueDate: '2023-10-08', estimatedConceptionDate: '2023-01-15' },
  },
  {
    name: 'a last period on 2024-01-01 gives 2024-10-07 across the leap day (not the calendar rule\'s 8 October)',
    source: '280 days after the last period (Naegele\'s rule), computed',
    inputs: { method: 1, lastPeriodDate: '2024-01-01', cycleLength: 28, asOfDate: '2024-03-01' },
    expected: {},
    decimals: 2,
    exact: { dueDate: '2024-10-07', secondTrimesterStart: '2024-04-08', thirdTrimesterStart: '2024-07-15' },
  },
];
