import { useEffect, useRef, type ReactNode } from 'react';
import type { StatusFilter } from '../api/admin-types.js';
import type { ReviewItem, ReviewQueue } from '../hooks/use-review-queue.js';
import { LoadFailure, Notice } from './notice.js';
import { StatusFilterSelect } from './status-filter.js';

export interface ReviewListProps<T extends ReviewItem> {
  /** e.g. `seo-proposals`: prefixes the ids inside. */
  readonly id: string;
  readonly heading: string;
  readonly queue: ReviewQueue<T>;
  /** The message when the chosen status has no item. */
  readonly emptyMessage: (filter: StatusFilter) => string;
  readonly loadingMessage: string;
  /** One item; `onDecided` must be called after a decision so focus is not lost. */
  readonly renderItem: (item: T, onDecided: () => void) => ReactNode;
}

/** The frame of a review list: heading, status filter, outcome of the last action, loading, failure and empty states. */
export function ReviewList<T extends ReviewItem>({ id, heading, queue, emptyMessage, loadingMessage, renderItem }: ReviewListProps<T>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const restoreFocus = useRef(false);
  const { items, loading, error } = queue.list;

  // A decided item leaves the pending list with the button that had focus: once the list has reloaded, a keyboard
  // user continues from the list's heading instead of the top of the page.
  useEffect(() => {
    if (!restoreFocus.current || loading) return;
    restoreFocus.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) headingRef.current?.focus();
  }, [items, loading]);

  function onDecided() {
    restoreFocus.current = true;
  }

  return (
    <section aria-labelledby={`${id}-heading`} aria-busy={loading} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-heading`} ref={headingRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {heading}
        </h2>
        <StatusFilterSelect id={`${id}-filter`} value={queue.filter} onChange={queue.setFilter} />
      </div>
      <Notice message={queue.notice} />
      {error && <LoadFailure message={error} onRetry={queue.reload} />}
      {!items && loading && <p className="text-slate-600">{loadingMessage}</p>}
      {items && items.length === 0 && !error && <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm">{emptyMessage(queue.filter)}</p>}
      {items && items.length > 0 && (
        <ul className="grid gap-4">
          {items.map((item) => (
            <li key={item.id}>{renderItem(item, onDecided)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
