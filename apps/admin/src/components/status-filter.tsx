import type { StatusFilter } from '../api/admin-types.js';

const STATUS_FILTER_OPTIONS: readonly { readonly value: StatusFilter; readonly label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

export interface StatusFilterSelectProps {
  readonly id: string;
  readonly value: StatusFilter;
  readonly onChange: (value: StatusFilter) => void;
}

/** The status filter of a review list: pending (the default), approved, rejected or all. */
export function StatusFilterSelect({ id, value, onChange }: StatusFilterSelectProps) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        Filter by status
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as StatusFilter)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm focus:outline-2 focus:outline-offset-1 focus:outline-blue-700"
      >
        {STATUS_FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
