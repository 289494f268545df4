import { useCallback } from 'react';
import type { AdminApi } from '../../api/admin-api.js';
import type { CalculatorRequest, StatusFilter } from '../../api/admin-types.js';
import { ReviewList } from '../../components/review-list.js';
import { DateTime, DecisionButtons, ReviewCard, decidedField } from '../../components/review-item.js';
import { useReviewQueue, type ReviewQueue } from '../../hooks/use-review-queue.js';
import { formatCount, formatScore } from '../../utils/format.js';
import { CalculatorDraftView } from './calculator-draft.js';

const REQUESTS_LOAD_FAILED = 'Failed to load calculator requests.';

const emptyMessages: Record<StatusFilter, string> = {
  pending: 'No pending calculator requests.',
  approved: 'No approved calculator requests.',
  rejected: 'No rejected calculator requests.',
  all: 'No calculator requests yet.',
};

/**
 * The calculator requests queue over the api: loads pending requests first, approves and rejects.
 * @param api - the admin api
 * @param onChanged - stable callback after each decision (reloads the stat cards)
 * @returns the queue for {@link CalculatorRequestList}
 * @example
 * const requests = useCalculatorRequests(api, stats.reload); // GET /api/admin/calculator-requests?status=pending
 */
export function useCalculatorRequests(api: AdminApi, onChanged: () => void): ReviewQueue<CalculatorRequest> {
  const load = useCallback((filter: StatusFilter) => api.listCalculatorRequests(filter), [api]);
  const send = useCallback((id: number, decision: 'approved' | 'rejected') => api.setCalculatorRequestStatus(id, decision), [api]);
  return useReviewQueue({ load, send, onChanged, nameOf: nameOf, loadFailedMessage: REQUESTS_LOAD_FAILED });
}

function nameOf(request: CalculatorRequest): string {
  return request.name;
}

/** The searches behind a request the Runtime Agent made; nothing for a request made otherwise. */
function demandFields(request: CalculatorRequest): Array<[string, string]> {
  if (request.search_count === 0) return [];
  const searches = `${formatCount(request.search_count)} ${request.search_count === 1 ? 'search' : 'searches'}`;
  const days = `${formatCount(request.distinct_days)} ${request.distinct_days === 1 ? 'day' : 'days'}`;
  return [
    ['Demand', `${searches} on ${days}`],
    ['Sample searches', request.sample_queries.map((query) => `“${query}”`).join(', ')],
  ];
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The Calculator Requests tab: every field of each request, its draft once the Calculator Agent wrote one; Approve and Reject on pending ones. */
export function CalculatorRequestList({ queue }: { readonly queue: ReviewQueue<CalculatorRequest> }) {
  return (
    <ReviewList
      id="calculator-requests"
      heading="Calculator Requests"
      queue={queue}
      emptyMessage={(filter) => emptyMessages[filter]}
      loadingMessage="Loading calculator requests…"
      renderItem={(request, onDecided) => (
        <ReviewCard
          headingId={`calculator-request-${request.id}`}
          title={request.name}
          status={request.status}
          fields={[
            ['Category', capitalise(request.category)],
            ['Formula', <code className="font-mono text-sm">{request.formula}</code>],
            ['Disclaimer', request.disclaimer || 'None'],
            ['Confidence', formatScore(request.confidence_score)],
            ...demandFields(request),
            ['Created', <DateTime iso={request.created_at} />],
            ...decidedField(request.decided_at),
            ['ID', String(request.id)],
          ]}
        >
          {request.draft && <CalculatorDraftView draft={request.draft} requestId={request.id} />}
          {request.status === 'pending' && (
            <DecisionButtons
              itemName={request.name}
              busy={queue.busyId === request.id}
              onDecide={(decision) => void queue.decide(request, decision).then(onDecided)}
            />
          )}
        </ReviewCard>
      )}
    />
  );
}
