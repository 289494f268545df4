import { Badge, Button, type BadgeTone } from '@calchub/ui';
import { useCallback, useMemo } from 'react';
import type { AdminApi } from '../../api/admin-api.js';
import type { SeoProposal, StatusFilter } from '../../api/admin-types.js';
import { ReviewList } from '../../components/review-list.js';
import { DateTime, DecisionButtons, ReviewCard, decidedField } from '../../components/review-item.js';
import { useReviewQueue, type ReviewQueue } from '../../hooks/use-review-queue.js';
import { formatCount, formatScore } from '../../utils/format.js';

const SEO_LOAD_FAILED = 'Failed to load SEO proposals.';

const emptyMessages: Record<StatusFilter, string> = {
  pending: 'No pending SEO proposals.',
  approved: 'No approved SEO proposals.',
  rejected: 'No rejected SEO proposals.',
  all: 'No SEO proposals yet.',
};

const priorityTones: Record<SeoProposal['priority'], BadgeTone> = { high: 'red-orange', medium: 'blue', low: 'neutral' };
const priorityLabels: Record<SeoProposal['priority'], string> = { high: 'High', medium: 'Medium', low: 'Low' };

/**
 * The SEO proposals queue over the api: loads pending proposals first, approves and rejects.
 * @param api - the admin api
 * @param onChanged - stable callback after each decision (reloads the stat cards)
 * @returns the queue for {@link SeoProposalList}
 * @example
 * const seo = useSeoProposals(api, stats.reload); // GET /api/admin/seo-proposals?status=pending
 */
export function useSeoProposals(api: AdminApi, onChanged: () => void): SeoProposalQueue {
  const load = useCallback((filter: StatusFilter) => api.listSeoProposals(filter), [api]);
  const send = useCallback((id: number, decision: 'approved' | 'rejected') => api.setSeoProposalStatus(id, decision), [api]);
  const queue = useReviewQueue({ load, send, onChanged, nameOf: titleOf, loadFailedMessage: SEO_LOAD_FAILED });
  const { act } = queue;
  const revert = useCallback((proposal: SeoProposal) => act(proposal, REVERT, () => api.revertSeoProposal(proposal.id)), [act, api]);
  return useMemo(() => ({ ...queue, revert }), [queue, revert]);
}

const REVERT = { done: 'Reverted', todo: 'revert' } as const;

/** The SEO queue, plus Revert for an approved proposal still applied to its page. */
export interface SeoProposalQueue extends ReviewQueue<SeoProposal> {
  readonly revert: (proposal: SeoProposal) => Promise<void>;
}

function titleOf(proposal: SeoProposal): string {
  return proposal.title;
}

/** The SEO Proposals tab: every field of each proposal; Approve and Reject on pending ones. */
export function SeoProposalList({ queue }: { readonly queue: SeoProposalQueue }) {
  return (
    <ReviewList
      id="seo-proposals"
      heading="SEO Proposals"
      queue={queue}
      emptyMessage={(filter) => emptyMessages[filter]}
      loadingMessage="Loading SEO proposals…"
      renderItem={(proposal, onDecided) => (
        <ReviewCard
          headingId={`seo-proposal-${proposal.id}`}
          title={proposal.title}
          status={proposal.status}
          badges={<Badge tone={priorityTones[proposal.priority]}>{priorityLabels[proposal.priority]} priority</Badge>}
          fields={[
            ['Page', proposal.path ?? 'No page named'],
            ['Keyword', proposal.keyword],
            ['Meta description', proposal.meta_description],
            ['Priority', priorityLabels[proposal.priority]],
            ['Confidence', formatScore(proposal.confidence_score)],
            [
              'Estimated traffic',
              proposal.estimated_traffic === null ? 'No search data yet' : `${formatCount(proposal.estimated_traffic)} visits per month`,
            ],
            ['Evidence', proposal.evidence],
            ['Created', <DateTime iso={proposal.created_at} />],
            ...decidedField(proposal.decided_at),
            ...(proposal.reverted_at === null ? [] : ([['Reverted', <DateTime iso={proposal.reverted_at} />]] as const)),
            ['ID', String(proposal.id)],
          ]}
        >
          {proposal.status === 'approved' && proposal.reverted_at === null && proposal.path !== null && (
            <div className="mt-4">
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Revert ${proposal.title}`}
                aria-disabled={queue.busyId === proposal.id || undefined}
                onClick={() => {
                  if (queue.busyId !== proposal.id) void queue.revert(proposal).then(onDecided);
                }}
              >
                Revert to the page's built title
              </Button>
            </div>
          )}
          {proposal.status === 'pending' && (
            <DecisionButtons
              itemName={proposal.title}
              busy={queue.busyId === proposal.id}
              onDecide={(decision) => void queue.decide(proposal, decision).then(onDecided)}
            />
          )}
        </ReviewCard>
      )}
    />
  );
}
