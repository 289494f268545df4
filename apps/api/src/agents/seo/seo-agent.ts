import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { searchFinds, searchMisses, seoProposals } from '../../db/schema.js';
import type { AgentContext, AgentDefinition, AgentResult } from '../agent.js';
import { catalogueSeoPages, proposeSeo, type SearchDemand, type SeoPage } from './seo-proposals.js';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The site's searches up to the run's start, counted by query: the misses, and the finds by the page they found. */
async function siteDemand(context: AgentContext): Promise<SearchDemand[]> {
  const { db } = context;
  const missQuery = sql<string>`lower(trim(${searchMisses.query}))`;
  const misses = await db
    .select({
      query: missQuery,
      count: sql<number>`count(*)::int`,
      firstSeen: sql<Date>`min(${searchMisses.createdAt})`.mapWith(searchMisses.createdAt),
      lastSeen: sql<Date>`max(${searchMisses.createdAt})`.mapWith(searchMisses.createdAt),
    })
    .from(searchMisses)
    .where(lte(searchMisses.createdAt, context.startedAt))
    .groupBy(missQuery);
  const finds = await db
    .select({
      query: searchFinds.query,
      foundPath: searchFinds.path,
      count: sql<number>`sum(${searchFinds.count})::int`,
      firstMonth: sql<string>`min(${searchFinds.month})::text`,
      lastMonth: sql<string>`max(${searchFinds.month})::text`,
    })
    .from(searchFinds)
    .groupBy(searchFinds.query, searchFinds.path);
  return [
    ...misses,
    // Finds are counted by month: first seen is the start of the first month, so the monthly figure is never above what was seen.
    ...finds.map(({ firstMonth, lastMonth, ...find }) => ({ ...find, firstSeen: new Date(`${firstMonth}T00:00:00Z`), lastSeen: new Date(`${lastMonth}T00:00:00Z`) })),
  ];
}

/** Every calculator page's title and description as served: the catalogue's, or the approved proposal's still applied. */
async function servedPages(context: AgentContext): Promise<SeoPage[]> {
  const applied = await context.db
    .select({ path: seoProposals.path, title: seoProposals.title, description: seoProposals.metaDescription })
    .from(seoProposals)
    .where(and(eq(seoProposals.status, 'approved'), isNull(seoProposals.revertedAt)));
  const byPath = new Map(applied.map((row) => [row.path, row]));
  return catalogueSeoPages().map((page) => {
    const override = byPath.get(page.path);
    return override ? { ...page, title: override.title, description: override.description } : page;
  });
}

/**
 * The SEO Agent: reads the site's searches (those that found a calculator and those that found none), the pages as
 * served and the pending proposals, and stores the proposals `proposeSeo` makes from them, each an audit entry.
 * @param context - the run's context
 * @returns the summary and counts
 */
async function runSeoAgent(context: AgentContext): Promise<AgentResult> {
  const { db } = context;
  const demand = await siteDemand(context);
  context.signal.throwIfAborted();
  const pages = await servedPages(context);
  const pending = await db
    .select({ keyword: seoProposals.keyword, title: seoProposals.title, path: seoProposals.path })
    .from(seoProposals)
    .where(eq(seoProposals.status, 'pending'));
  context.signal.throwIfAborted();
  const run = proposeSeo({
    pages,
    demand,
    pending: pending.map(({ path, ...proposal }) => (path === null ? proposal : { ...proposal, path })),
    now: context.startedAt,
  });
  for (const proposal of run.proposals) {
    context.signal.throwIfAborted();
    const [row] = await db
      .insert(seoProposals)
      .values({
        keyword: proposal.keyword,
        priority: proposal.priority,
        title: proposal.title,
        metaDescription: proposal.metaDescription,
        confidenceScore: proposal.confidenceScore,
        estimatedTraffic: proposal.estimatedTraffic,
        path: proposal.path,
        evidence: proposal.evidence,
      })
      .returning({ id: seoProposals.id });
    if (!row) throw new Error(`the proposal for ${proposal.path} was not stored`);
    await context.audit('seo_proposal.created', `seo_proposal:${row.id}`, `${proposal.path}: "${proposal.keyword}", title "${proposal.title}"`);
  }
  const searches = demand.reduce((total, entry) => total + entry.count, 0);
  const found = demand.filter((entry) => entry.foundPath !== undefined).reduce((total, entry) => total + entry.count, 0);
  const byPriority = (priority: string) => run.proposals.filter((proposal) => proposal.priority === priority).length;
  return {
    summary: `${run.summary} Read ${plural(searches, 'site search', 'site searches')} (${found} found a calculator, ${searches - found} found none).`,
    counts: {
      searches_read: searches,
      proposals_created: run.proposals.length,
      high: byPriority('high'),
      medium: byPriority('medium'),
      low: byPriority('low'),
      from_search_data: run.proposals.filter((proposal) => proposal.estimatedTraffic !== null).length,
    },
  };
}

/**
 * The SEO Agent, every day at 04:30 UTC (after the night's searches, before the morning review): keywords from the
 * site's searches and the pages' own metadata, as proposals the operator approves or rejects in the admin.
 */
export const seoAgent: AgentDefinition = {
  name: 'SEO Agent',
  run: runSeoAgent,
  schedule: { every: 'day', hour: 4, minute: 30 },
  runAtStart: false,
  timeLimitMs: 2 * 60_000,
};
