import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReviewDecision, ReviewStatus, StatusFilter } from '../api/admin-types.js';
import type { NoticeMessage } from '../components/notice.js';

export interface ReviewItem {
  readonly id: number;
  readonly status: ReviewStatus;
}

export interface ListState<T> {
  /** The last list loaded; kept while a new one loads so the page does not jump. */
  readonly items: readonly T[] | undefined;
  readonly loading: boolean;
  readonly error: string | undefined;
}

export interface ReviewQueue<T extends ReviewItem> {
  readonly filter: StatusFilter;
  readonly setFilter: (filter: StatusFilter) => void;
  readonly list: ListState<T>;
  readonly reload: () => void;
  /** Approves or rejects a pending item, then reloads the list and calls `onChanged`, whatever the outcome. */
  readonly decide: (item: T, decision: ReviewDecision) => Promise<void>;
  /**
   * Another action on an item (an SEO proposal's revert), told like a decision: a notice saying it was done or why not,
   * then the list and `onChanged` reload.
   */
  readonly act: (item: T, verb: ActionVerb, action: () => Promise<void>) => Promise<void>;
  /** The item whose decision is being sent. */
  readonly busyId: number | undefined;
  readonly notice: NoticeMessage | undefined;
}

export interface ReviewQueueOptions<T extends ReviewItem> {
  /** Stable (memoised) loader of one status. */
  readonly load: (filter: StatusFilter) => Promise<readonly T[]>;
  /** Stable (memoised) status change. */
  readonly send: (id: number, decision: ReviewDecision) => Promise<void>;
  /** Stable callback after every decision (the stat cards reload). */
  readonly onChanged: () => void;
  /** The item's name in messages. */
  readonly nameOf: (item: T) => string;
  readonly loadFailedMessage: string;
}

/** An action in the notice: "Reverted “…”." or "Could not revert “…”. …". */
export interface ActionVerb {
  readonly done: string;
  readonly todo: string;
}

const verbs: Record<ReviewDecision, ActionVerb> = {
  approved: { done: 'Approved', todo: 'approve' },
  rejected: { done: 'Rejected', todo: 'reject' },
};

/**
 * A list of SEO proposals or calculator requests under review: loads the chosen status (pending first),
 * sends decisions and reports each outcome in words, never silently.
 * @param options - how to load, decide and name an item
 * @returns the list, its filter and the decide action
 * @example
 * const queue = useReviewQueue({ load, send, onChanged: stats.reload, nameOf: (p) => p.title, loadFailedMessage });
 * await queue.decide(proposal, 'approved'); // notice 'Approved “Mortgage guide”.', list and stats reload
 */
export function useReviewQueue<T extends ReviewItem>({
  load, send, onChanged, nameOf, loadFailedMessage,
}: ReviewQueueOptions<T>): ReviewQueue<T> {
  const [filter, setFilter] = useState<StatusFilter>('pending');
  const [list, setList] = useState<ListState<T>>({ items: undefined, loading: true, error: undefined });
  const [reloads, setReloads] = useState(0);
  const [busyId, setBusyId] = useState<number>();
  const [notice, setNotice] = useState<NoticeMessage>();
  // Answers can arrive out of order when the filter changes quickly: only the latest request may write the list.
  const latest = useRef(0);

  useEffect(() => {
    const ticket = ++latest.current;
    setList((current) => ({ ...current, loading: true }));
    load(filter).then(
      (items) => {
        if (ticket === latest.current) setList({ items, loading: false, error: undefined });
      },
      () => {
        if (ticket === latest.current) setList((current) => ({ ...current, loading: false, error: loadFailedMessage }));
      },
    );
  }, [load, filter, reloads, loadFailedMessage]);

  const reload = useCallback(() => setReloads((count) => count + 1), []);

  const act = useCallback(
    async (item: T, verb: ActionVerb, action: () => Promise<void>) => {
      setBusyId(item.id);
      setNotice(undefined);
      try {
        await action();
        setNotice({ tone: 'success', text: `${verb.done} “${nameOf(item)}”.` });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        setNotice({ tone: 'error', text: `Could not ${verb.todo} “${nameOf(item)}”. ${reason}` });
      } finally {
        setBusyId(undefined);
        reload();
        onChanged();
      }
    },
    [nameOf, onChanged, reload],
  );

  const decide = useCallback(
    (item: T, decision: ReviewDecision) => act(item, verbs[decision], () => send(item.id, decision)),
    [act, send],
  );

  return { filter, setFilter, list, reload, decide, act, busyId, notice };
}
