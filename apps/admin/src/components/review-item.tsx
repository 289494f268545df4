import { Badge, Button, type BadgeTone } from '@calchub/ui';
import type { ReactNode } from 'react';
import type { ReviewDecision, ReviewStatus } from '../api/admin-types.js';
import { formatDateTime } from '../utils/format.js';

const statusTones: Record<ReviewStatus, BadgeTone> = { pending: 'neutral', approved: 'green', rejected: 'red-pink' };
const statusLabels: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' };

/** The review status as a coloured label. */
function StatusBadge({ status }: { readonly status: ReviewStatus }) {
  return <Badge tone={statusTones[status]}>{statusLabels[status]}</Badge>;
}

/** A date-time in the operator's locale, machine-readable for assistive technology. */
export function DateTime({ iso }: { readonly iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

/**
 * The "Decided" row of a review card, for an item that was approved or rejected.
 * @param decidedAt - the api's `decided_at`
 * @returns no row while pending, else one
 * @example
 * decidedField(null); // []
 */
export function decidedField(decidedAt: string | null): (readonly [string, ReactNode])[] {
  return decidedAt ? [['Decided', <DateTime iso={decidedAt} />]] : [];
}

export interface ReviewCardProps {
  /** Unique id of the card's heading. */
  readonly headingId: string;
  readonly title: string;
  readonly status: ReviewStatus;
  readonly badges?: ReactNode;
  /** Field name and value pairs, shown as a description list. */
  readonly fields: readonly (readonly [string, ReactNode])[];
  readonly children?: ReactNode;
}

/** One SEO proposal or calculator request: its title, every field, and the decision buttons when pending. */
export function ReviewCard({ headingId, title, status, badges, fields, children }: ReviewCardProps) {
  return (
    <article aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold">
          {title}
        </h3>
        <div className="flex flex-wrap gap-2">
          {badges}
          <StatusBadge status={status} />
        </div>
      </div>
      <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="mt-0.5 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </article>
  );
}

export interface DecisionButtonsProps {
  /** The item's name, completing each button's accessible name ("Approve Tip Calculator"). */
  readonly itemName: string;
  readonly busy: boolean;
  readonly onDecide: (decision: ReviewDecision) => void;
}

/** Approve and Reject, for a pending item. */
export function DecisionButtons({ itemName, busy, onDecide }: DecisionButtonsProps) {
  // aria-disabled rather than disabled while the decision is sent: a disabled button drops keyboard focus to the page.
  const decide = (decision: ReviewDecision) => () => {
    if (!busy) onDecide(decision);
  };
  const busyClasses = 'aria-disabled:cursor-wait aria-disabled:opacity-60';
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <Button size="sm" aria-label={`Approve ${itemName}`} aria-disabled={busy || undefined} className={busyClasses} onClick={decide('approved')}>
        Approve
      </Button>
      <Button
        size="sm"
        variant="danger"
        aria-label={`Reject ${itemName}`}
        aria-disabled={busy || undefined}
        className={busyClasses}
        onClick={decide('rejected')}
      >
        Reject
      </Button>
    </div>
  );
}
