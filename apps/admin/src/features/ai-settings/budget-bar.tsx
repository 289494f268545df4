import { cn } from '@calchub/ui';
import { formatPercent, formatUsd } from '../../utils/format.js';
import { budgetUse, type BudgetLevel } from './settings-fields.js';

const barColours: Record<BudgetLevel, string> = { normal: 'bg-green-600', warning: 'bg-yellow-400', critical: 'bg-red-600' };
const messageColours: Record<BudgetLevel, string> = {
  normal: '',
  warning: 'border-yellow-300 bg-yellow-50 text-yellow-900',
  critical: 'border-red-300 bg-red-50 text-red-800',
};

export interface BudgetBarProps {
  readonly spend: number;
  readonly cap: number;
  readonly warningThreshold: number;
}

/** Percent of the monthly cap spent: green, yellow above the warning threshold, red above 95%. */
export function BudgetBar({ spend, cap, warningThreshold }: BudgetBarProps) {
  const { percent, level, message } = budgetUse(spend, cap, warningThreshold);
  const shown = Math.min(100, Math.max(0, percent));
  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between text-sm">
        <span id="budget-bar-label" className="font-medium text-slate-800">
          Budget used
        </span>
        <span className="font-semibold">{formatPercent(percent)}%</span>
      </div>
      <div
        role="meter"
        aria-labelledby="budget-bar-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(shown * 10) / 10}
        aria-valuetext={`${formatPercent(percent)}% of the monthly cap used`}
        data-level={level}
        className="h-3 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={cn('h-full rounded-full', barColours[level])} style={{ width: `${shown}%` }} />
      </div>
      <p className="text-sm text-slate-700">
        {formatUsd(spend)} of {formatUsd(cap)} spent this month.
      </p>
      {message && <p className={cn('rounded-lg border p-3 text-sm font-medium', messageColours[level])}>{message}</p>}
    </div>
  );
}
