import {
  AGENT_NAMES,
  alreadyDecidedMessage,
  noReviewedItemMessage,
  notRevertibleMessage,
  type AdminStats,
  type CalculatorDraft,
  type CalculatorRequest,
  type ReviewDecision,
  type ReviewedItem,
  type ReviewStatus,
  type SeoPriority,
  type SeoProposal,
  type StatusFilter,
} from '@calchub/api-contract';
import { and, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AppDatabase } from '../../db/database.js';
import { agentConfigs, calculatorDrafts, calculatorRequests, seoProposals } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';
import type { PageOverride } from '../../page-overrides.js';

/** The two review queues of the admin: SEO proposals and calculator requests, each approved or rejected once. */
export interface ReviewRepository {
  listSeoProposals(status: StatusFilter, limit: number): Promise<SeoProposal[]>;
  listCalculatorRequests(status: StatusFilter, limit: number): Promise<CalculatorRequest[]>;
  /** Approves or rejects a pending proposal; 404 for an unknown id, 409 when it is no longer pending. */
  /**
   * Approves or rejects a pending proposal; 404 for an unknown id, 409 when it is no longer pending. An approval
   * replaces the approved proposal its page had (that one is marked reverted at the same time).
   */
  decideSeoProposal(id: number, decision: ReviewDecision): Promise<SeoProposal>;
  /** Stops applying an approved proposal: its page gets its built title back. 404 unknown, 409 not applied. */
  revertSeoProposal(id: number): Promise<SeoProposal>;
  /** Every page an approved proposal changed: its title and description while applied, and when it last changed. */
  pageOverrides(): Promise<PageOverride[]>;
  decideCalculatorRequest(id: number, decision: ReviewDecision): Promise<CalculatorRequest>;
  stats(): Promise<AdminStats>;
}

declare module 'fastify' {
  interface FastifyInstance {
    reviews: ReviewRepository;
  }
}

type SeoRow = typeof seoProposals.$inferSelect;
type RequestRow = typeof calculatorRequests.$inferSelect;
type DraftRow = typeof calculatorDrafts.$inferSelect;

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function toSeoProposal(row: SeoRow): SeoProposal {
  return {
    id: row.id,
    keyword: row.keyword,
    priority: row.priority as SeoPriority,
    status: row.status as ReviewStatus,
    title: row.title,
    meta_description: row.metaDescription,
    confidence_score: row.confidenceScore,
    estimated_traffic: row.estimatedTraffic,
    path: row.path,
    evidence: row.evidence,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
    reverted_at: iso(row.revertedAt),
  };
}

function toCalculatorDraft(row: DraftRow): CalculatorDraft {
  const calculator = row.draft;
  return {
    valid: row.valid,
    problems: row.problems,
    calculator: calculator && {
      title: calculator.title,
      slug: calculator.slug,
      category: calculator.category,
      inputs: calculator.inputs.map((input) => ({ ...input })),
      formula: calculator.formula,
      output_unit: calculator.outputUnit,
      examples: calculator.examples.map((example, index) => ({ inputs: { ...example.inputs }, expected: example.expected, computed: row.results[index] ?? null })),
    },
    answer: row.answer,
    model: row.model,
    cost_usd: row.costUsd,
    created_at: row.createdAt.toISOString(),
  };
}

function toCalculatorRequest(row: RequestRow, draft: DraftRow | null): CalculatorRequest {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    status: row.status as ReviewStatus,
    formula: row.formula,
    disclaimer: row.disclaimer,
    confidence_score: row.confidenceScore,
    created_at: row.createdAt.toISOString(),
    decided_at: iso(row.decidedAt),
    search_count: row.searchCount,
    distinct_days: row.distinctDays,
    sample_queries: row.sampleQueries,
    draft: draft && toCalculatorDraft(draft),
  };
}

function conflict(item: ReviewedItem, status: string): HttpError {
  return new HttpError(409, alreadyDecidedMessage(item, status));
}

// One round trip, one pass over each queue: the three counts of a table come from a single scan with FILTER, which
// costs less than a scan per count once a queue holds thousands of items (see bench/bench.mjs).
const TODAY = sql`date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;
const queueCounts = (table: typeof seoProposals | typeof calculatorRequests) => sql`SELECT
    count(*) FILTER (WHERE ${table.status} = 'pending')::int AS pending,
    count(*) FILTER (WHERE ${table.status} = 'approved')::int AS approved,
    count(*) FILTER (WHERE ${table.status} = 'approved' AND ${table.decidedAt} >= ${TODAY})::int AS approved_today
  FROM ${table}`;

interface CountsRow {
  seo_pending: number;
  seo_approved: number;
  requests_pending: number;
  requests_approved: number;
  approved_today: number;
  disabled: string[];
}

async function countAll(db: AppDatabase): Promise<CountsRow> {
  const result = (await db.execute(sql`WITH seo AS (${queueCounts(seoProposals)}), requests AS (${queueCounts(calculatorRequests)})
    SELECT seo.pending AS seo_pending, seo.approved AS seo_approved,
      requests.pending AS requests_pending, requests.approved AS requests_approved,
      seo.approved_today + requests.approved_today AS approved_today,
      (SELECT coalesce(array_agg(${agentConfigs.agentName}), '{}') FROM ${agentConfigs} WHERE ${agentConfigs.enabled} = false) AS disabled
    FROM seo, requests`)) as unknown as { rows: CountsRow[] };
  const row = result.rows[0];
  if (!row) throw new Error('the counts query answered no row');
  return row;
}

/** `fastify.reviews`: lists, decisions (one conditional UPDATE each) and the dashboard's counts. */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    const repository: ReviewRepository = {
      async listSeoProposals(status, limit) {
        const rows = await db
          .select()
          .from(seoProposals)
          .where(status === 'all' ? undefined : eq(seoProposals.status, status))
          .orderBy(desc(seoProposals.createdAt), desc(seoProposals.id))
          .limit(limit);
        return rows.map(toSeoProposal);
      },
      async listCalculatorRequests(status, limit) {
        const rows = await db
          .select({ request: calculatorRequests, draft: calculatorDrafts })
          .from(calculatorRequests)
          .leftJoin(calculatorDrafts, eq(calculatorDrafts.requestId, calculatorRequests.id))
          .where(status === 'all' ? undefined : eq(calculatorRequests.status, status))
          .orderBy(desc(calculatorRequests.createdAt), desc(calculatorRequests.id))
          .limit(limit);
        return rows.map((row) => toCalculatorRequest(row.request, row.draft));
      },
      async decideSeoProposal(id, decision) {
        // Only a pending row matches, so of two concurrent decisions exactly one updates it.
        const [updated] = await db
          .update(seoProposals)
          .set({ status: decision, decidedAt: sql`now()` })
          .where(and(eq(seoProposals.id, id), eq(seoProposals.status, 'pending')))
          .returning();
        if (updated) {
          if (decision === 'approved' && updated.path !== null) {
            await db
              .update(seoProposals)
              .set({ revertedAt: updated.decidedAt })
              .where(and(eq(seoProposals.path, updated.path), eq(seoProposals.status, 'approved'), isNull(seoProposals.revertedAt), ne(seoProposals.id, id)));
          }
          return toSeoProposal(updated);
        }
        const [current] = await db.select({ status: seoProposals.status }).from(seoProposals).where(eq(seoProposals.id, id));
        if (!current) throw new HttpError(404, noReviewedItemMessage('SEO proposal', id));
        throw conflict('SEO proposal', current.status);
      },
      async revertSeoProposal(id) {
        const [updated] = await db
          .update(seoProposals)
          .set({ revertedAt: sql`now()` })
          .where(and(eq(seoProposals.id, id), eq(seoProposals.status, 'approved'), isNull(seoProposals.revertedAt)))
          .returning();
        if (updated) return toSeoProposal(updated);
        const [current] = await db.select({ status: seoProposals.status, revertedAt: seoProposals.revertedAt }).from(seoProposals).where(eq(seoProposals.id, id));
        if (!current) throw new HttpError(404, noReviewedItemMessage('SEO proposal', id));
        const state = current.status === 'approved' ? 'reverted' : current.status;
        throw new HttpError(409, notRevertibleMessage(state));
      },
      async pageOverrides() {
        const rows = await db
          .select({
            path: seoProposals.path,
            title: seoProposals.title,
            description: seoProposals.metaDescription,
            decidedAt: seoProposals.decidedAt,
            revertedAt: seoProposals.revertedAt,
          })
          .from(seoProposals)
          .where(and(eq(seoProposals.status, 'approved'), isNotNull(seoProposals.path)))
          .orderBy(seoProposals.decidedAt, seoProposals.id);
        const byPath = new Map<string, { head: PageOverride['head']; changedAt: Date }>();
        for (const row of rows) {
          if (row.path === null || row.decidedAt === null) continue;
          const known = byPath.get(row.path);
          const changedAt = row.revertedAt ?? row.decidedAt;
          byPath.set(row.path, {
            // Rows come in approval order: the one still applied is the last approved one not reverted.
            head: row.revertedAt === null ? { title: row.title, description: row.description } : known?.head,
            changedAt: known && known.changedAt > changedAt ? known.changedAt : changedAt,
          });
        }
        return [...byPath].map(([path, { head, changedAt }]) => ({ path, head, changedAt })).sort((a, b) => a.path.localeCompare(b.path));
      },
      async decideCalculatorRequest(id, decision) {
        const [updated] = await db
          .update(calculatorRequests)
          // The Runtime Agent counts the searches that come after the decision (a rejected need may come back).
          .set({ status: decision, decidedAt: sql`now()`, searchesSinceDecision: 0 })
          .where(and(eq(calculatorRequests.id, id), eq(calculatorRequests.status, 'pending')))
          .returning();
        // Only approved requests are drafted, so a request just decided has no draft yet.
        if (updated) return toCalculatorRequest(updated, null);
        const [current] = await db.select({ status: calculatorRequests.status }).from(calculatorRequests).where(eq(calculatorRequests.id, id));
        if (!current) throw new HttpError(404, noReviewedItemMessage('calculator request', id));
        throw conflict('calculator request', current.status);
      },
      async stats() {
        const counts = await countAll(db);
        // A missing config counts as enabled (an agent is on until switched off), so count the four agents minus the disabled ones.
        const disabled = new Set(counts.disabled);
        return {
          seo_proposals: { pending: Number(counts.seo_pending), approved: Number(counts.seo_approved) },
          calculator_requests: { pending: Number(counts.requests_pending), approved: Number(counts.requests_approved) },
          active_agents: AGENT_NAMES.filter((name) => !disabled.has(name)).length,
          approved_today: Number(counts.approved_today),
        };
      },
    };
    fastify.decorate('reviews', repository);
  },
  { name: 'review-repository', dependencies: ['db'] },
);
