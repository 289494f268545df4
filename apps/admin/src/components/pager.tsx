import { Button } from '@calchub/ui';
import { formatCount } from '../utils/format.js';

// aria-disabled at the first and last page: a button that disables itself under the keyboard drops focus to the page.
const boundClasses = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export interface PagerProps {
  /** The navigation's accessible name, e.g. `Audit log pages`. */
  readonly label: string;
  readonly page: number;
  readonly pageSize: number;
  readonly total: number;
  /** What the total counts, plural, e.g. `actions`. */
  readonly noun: string;
  readonly onPage: (page: number) => void;
}

/** Previous and Next page around "Page 2 of 5 (93 actions)". */
export function Pager({ label, page, pageSize, total, noun, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-3">
      <Button size="sm" variant="secondary" aria-disabled={page <= 1 || undefined} className={boundClasses} onClick={() => page > 1 && onPage(page - 1)}>
        Previous page
      </Button>
      <p className="text-sm text-slate-700">
        Page {formatCount(page)} of {formatCount(pages)} ({formatCount(total)} {noun})
      </p>
      <Button size="sm" variant="secondary" aria-disabled={page >= pages || undefined} className={boundClasses} onClick={() => page < pages && onPage(page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
