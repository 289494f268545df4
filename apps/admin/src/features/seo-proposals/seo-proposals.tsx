import { Badge, type BadgeTone } from '@calchub/ui';
import { useCallback } from 'react';
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
export function useSeoProposals(api: AdminApi, onChanged: () => void): ReviewQueue<SeoProposal> {
  const load = useCallback((filter: StatusFilter) => api.listSeoProposals(filter), [api]);
  const send = useCallback((id: number, decision: 'approved' | 'rejected') => api.setSeoProposalStatus(id, decision), [api]);
  return useReviewQueue({ load, send, onChanged, nameOf: titleOf, loadFailedMessage: SEO_LOAD_FAILED });
}

function titleOf(proposal: SeoProposal): string {
  return proposal.title;
}

/** The SEO Proposals tab: every field of each proposal; Approve and Reject on pending ones. */
export function SeoProposalList({ queue }: { readonly queue: ReviewQueue<SeoProposal> }) {
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
            ['Keyword', proposal.keyword],
            ['Meta description', proposal.meta_description],
            ['Priority', priorityLabels[proposal.priority]],
            ['Confidence', formatScore(proposal.confidence_score)],
            ['Estimated traffic', `${formatCount(proposal.estimated_traffic)} visits per month`],
            ['Created', <DateTime iso={proposal.created_at} />],
            ...decidedField(proposal.decided_at),
            ['ID', String(proposal.id)],
          ]}
        >
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
