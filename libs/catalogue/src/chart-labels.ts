import type { ChartPoint } from '@calchub/calc-engine';
import { labelFromName } from './format.js';

/**
 * What each chart role is called on the page, where the role's own name does not read as its label
 * (`labelFromName` writes the rest: `interest` is "Interest", `netPrice` "Net price"). The same role has the same
 * label in every chart.
 */
const CHART_ROLE_LABELS: Readonly<Record<string, string>> = {
  aid: 'Grants & scholarships',
  principalAndInterest: 'Principal & interest',
  pmi: 'PMI',
  hoaFees: 'HOA fees',
  veryLight: 'Very light (50–60%)',
  fatBurn: 'Fat burn (60–70%)',
  aerobic: 'Aerobic (70–80%)',
  anaerobic: 'Anaerobic (80–90%)',
  maximum: 'Maximum (90–100%)',
};

/** How a point of a series is named by its place on the axis. */
const POSITION_LABELS = {
  year: (value: number) => `Year ${value}`,
  month: (value: number) => `Month ${value}`,
  age: (value: number) => `Age ${value}`,
  units: (value: number) => `${value} units`,
} as const;

/**
 * A chart point's label: a slice or bar by its role ("Principal", "Overweight"), a point of a series by its place
 * ("Year 3", "Month 34", "Age 45.5", "120 units").
 * @example
 * chartPointLabel({ role: 'principalAndInterest', value: 1970.3 }); // 'Principal & interest'
 * chartPointLabel({ role: 'balance', at: { unit: 'month', value: 34 }, value: 0 }); // 'Month 34'
 */
export function chartPointLabel(point: ChartPoint): string {
  if (point.at) return POSITION_LABELS[point.at.unit](point.at.value);
  return CHART_ROLE_LABELS[point.role] ?? labelFromName(point.role);
}
