import { calculatorSearchTerms, calculatorSummaries } from '@calchub/catalogue';
import { search } from '@calchub/search';
import { and, desc, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { calculatorRequests, searchMisses } from '../../db/schema.js';
import type { AgentContext, AgentDefinition, AgentResult } from '../agent.js';
import { type Demand, demandConfidence, demandKey, eventLoopSlices, groupDemand, guessCategory, requestName, SAMPLE_QUERIES_MAX, sameDemand } from './demand.js';

/**
 * A rejected request is proposed again once the searches after the rejection reach this many and at least as many
 * as it had when it was rejected (its demand has doubled).
 */
const REPROPOSE_MIN_SEARCHES = 10;

/**
 * A run reads at most this many (query, day) pairs, the most searched first: the memory a run holds is bounded
 * whatever anyone posted (a query is at most 200 characters). The rest are counted as left out.
 */
const MAX_MISS_ROWS_PER_RUN = 20_000;

/**
 * A run creates at most this many requests, for the most searched new needs: the operator's list cannot be flooded
 * by a script posting distinct misses. A need left out is proposed by a later run if people keep searching for it.
 */
const MAX_NEW_REQUESTS_PER_RUN = 50;

type RequestRow = typeof calculatorRequests.$inferSelect;

/** Every calculator's name and keywords as need keys: a need that is one of them, or a misspelling of one, is answered. */
let siteNeeds: readonly string[] | undefined;

/**
 * Whether the site already answers the need with a calculator (one was added since, or the need's words find one once
 * filler and plurals are gone): one of the site search's first hits is named so or has the need as a keyword, or the
 * need is a misspelling of a calculator's name or keyword (`bdoy fat`) that the search's typo tolerance misses. A hit
 * found only by typo tolerance (`paint` finds the GPA calculator) is no answer.
 */
async function answeredBySite(demand: Demand, pause: () => Promise<void>): Promise<boolean> {
  const answers = (text: string) => sameDemand(demandKey(text), demand.key);
  if (search(demand.phrase, { limit: 3 }).some((hit) => [hit.name, ...(calculatorSearchTerms[hit.slug] ?? [])].some(answers))) return true;
  siteNeeds ??= calculatorSummaries.flatMap((summary) => [summary.title, ...(calculatorSearchTerms[summary.slug] ?? [])]).map((text) => demandKey(text));
  for (const key of siteNeeds) {
    await pause();
    if (sameDemand(key, demand.key)) return true;
  }
  return false;
}

/** The days of `demand` not yet counted in a request whose last counted day is `lastDay` (runs follow each other). */
function newDays(demand: Demand, lastDay: string | null): number {
  return demand.days.filter((day) => lastDay === null || day > lastDay).length;
}

const lastDayOf = (demand: Demand, lastDay: string | null) => [lastDay ?? '', ...demand.days].sort().at(-1) as string;
const mergedSamples = (row: RequestRow, demand: Demand) => [...new Set([...row.sampleQueries, ...demand.samples])].slice(0, SAMPLE_QUERIES_MAX);
const searchesWord = (count: number) => `${count} search${count === 1 ? '' : 'es'}`;
const daysWord = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The run's counts in words, e.g. `Read 12 searches without a result: 3 needs; created 2 requests, updated 1.` */
function summarise(counts: Record<string, number>): string {
  const read = counts['misses_read'] ?? 0;
  if (read === 0) return 'No new searches without a result since the last successful run.';
  const parts = [
    `${counted(counts['needs_found'] ?? 0, 'need', 'needs')} found`,
    (counts['answered_by_site'] ?? 0) > 0 ? `${counted(counts['answered_by_site'] ?? 0, 'already answered', 'already answered')} by the site's search` : '',
    (counts['ignored_queries'] ?? 0) > 0 ? `${counted(counts['ignored_queries'] ?? 0, 'query', 'queries')} naming no need ignored` : '',
    (counts['left_out'] ?? 0) > 0 ? `${counted(counts['left_out'] ?? 0, 'rarer search', 'rarer searches')} left out (a run reads the most searched queries)` : '',
    `${counted(counts['requests_created'] ?? 0, 'request', 'requests')} created`,
    `${counts['requests_updated'] ?? 0} updated`,
    (counts['requests_reproposed'] ?? 0) > 0 ? `${counted(counts['requests_reproposed'] ?? 0, 'rejected request', 'rejected requests')} proposed again` : '',
    (counts['rejected_held'] ?? 0) > 0 ? `${counted(counts['rejected_held'] ?? 0, 'rejected request', 'rejected requests')} kept rejected` : '',
    (counts['needs_not_proposed'] ?? 0) > 0
      ? `${counted(counts['needs_not_proposed'] ?? 0, 'rarer need', 'rarer needs')} not proposed (at most ${MAX_NEW_REQUESTS_PER_RUN} new requests a run)`
      : '',
  ].filter(Boolean);
  return `Read ${counted(read, 'search', 'searches')} without a result: ${parts.join(', ')}.`;
}

/**
 * The Runtime Agent: reads the searches that found no calculator since its last successful run, groups them by
 * need (see demand.ts), drops the needs the site's search now answers, and creates or updates one calculator request
 * per need with its evidence. A rejected request is proposed again only when its demand doubles (REPROPOSE_MIN_SEARCHES).
 * @param context - the run's context
 * @returns the summary and counts
 */
async function runRuntimeAgent(context: AgentContext): Promise<AgentResult> {
  const { db } = context;
  const pause = eventLoopSlices(context.signal);
  const day = sql<string>`to_char(${searchMisses.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;
  const searches = sql<number>`count(*)::int`;
  const since = and(
    context.previousSuccessAt ? gt(searchMisses.createdAt, context.previousSuccessAt) : undefined,
    lte(searchMisses.createdAt, context.startedAt),
  );
  const [misses, [total]] = await Promise.all([
    db.select({ query: searchMisses.query, day, searches }).from(searchMisses).where(since).groupBy(searchMisses.query, day).orderBy(desc(searches)).limit(MAX_MISS_ROWS_PER_RUN),
    db.select({ searches }).from(searchMisses).where(since),
  ]);
  const read = total?.searches ?? 0;
  const { demands, searchesLeftOut } = await groupDemand(misses, context.signal);
  const grouped = demands.reduce((sum, demand) => sum + demand.searches, 0);
  const leftOut = searchesLeftOut + read - misses.reduce((sum, miss) => sum + miss.searches, 0);
  const counts: Record<string, number> = {
    misses_read: read,
    ignored_queries: read - grouped - leftOut,
    left_out: leftOut,
    needs_found: demands.length,
    answered_by_site: 0,
    requests_created: 0,
    requests_updated: 0,
    requests_reproposed: 0,
    rejected_held: 0,
    needs_not_proposed: 0,
  };
  const increment = (name: string) => {
    counts[name] = (counts[name] ?? 0) + 1;
  };
  const existing = await db.select().from(calculatorRequests).where(isNotNull(calculatorRequests.demandKey));

  for (const demand of demands) {
    context.signal.throwIfAborted();
    const row = existing.find((request) => request.demandKey === demand.key) ?? (await requestForMisspelling(existing, demand, pause));
    if (!row && (counts['requests_created'] ?? 0) >= MAX_NEW_REQUESTS_PER_RUN) {
      increment('needs_not_proposed');
      continue;
    }
    if (await answeredBySite(demand, pause)) {
      increment('answered_by_site');
      continue;
    }
    if (!row) {
      const created = await createRequest(context, demand);
      if (created) {
        existing.push(created);
        increment('requests_created');
      }
      continue;
    }
    increment(await updateRequest(context, row, demand));
  }
  return { summary: summarise(counts), counts };
}

/** The request whose need this one misspells, if any: every request is looked at, a slice at a time. */
async function requestForMisspelling(existing: readonly RequestRow[], demand: Demand, pause: () => Promise<void>): Promise<RequestRow | undefined> {
  for (const request of existing) {
    await pause();
    if (request.demandKey !== null && sameDemand(request.demandKey, demand.key)) return request;
  }
  return undefined;
}

async function createRequest(context: AgentContext, demand: Demand): Promise<RequestRow | undefined> {
  const days = demand.days.length;
  const [created] = await context.db
    .insert(calculatorRequests)
    .values({
      name: requestName(demand.phrase),
      category: guessCategory(demand.key),
      confidenceScore: demandConfidence(demand.searches, days),
      demandKey: demand.key,
      searchCount: demand.searches,
      distinctDays: days,
      lastSearchDay: demand.days.at(-1) ?? null,
      sampleQueries: [...demand.samples],
    })
    // The unique key makes a request made meanwhile by another run win instead of a duplicate.
    .onConflictDoNothing({ target: calculatorRequests.demandKey })
    .returning();
  if (created) {
    await context.audit('calculator_request.created', `calculator_request:${created.id}`, `${created.name}: ${searchesWord(demand.searches)} on ${daysWord(days)}`);
  }
  return created;
}

/** Adds a need's new searches to its request; answers which count the change belongs to. */
async function updateRequest(context: AgentContext, row: RequestRow, demand: Demand): Promise<string> {
  const days = row.distinctDays + newDays(demand, row.lastSearchDay);
  const evidence = {
    distinctDays: days,
    lastSearchDay: lastDayOf(demand, row.lastSearchDay),
    sampleQueries: mergedSamples(row, demand),
  };
  const target = `calculator_request:${row.id}`;
  if (row.status !== 'rejected') {
    const searches = row.searchCount + demand.searches;
    Object.assign(row, await save(context, row.id, { ...evidence, searchCount: searches, confidenceScore: demandConfidence(searches, days) }));
    await context.audit('calculator_request.updated', target, `${row.name}: ${searchesWord(demand.searches)} more, ${searchesWord(searches)} on ${daysWord(days)} in all`);
    return 'requests_updated';
  }
  const since = row.searchesSinceDecision + demand.searches;
  if (since >= Math.max(REPROPOSE_MIN_SEARCHES, row.searchCount)) {
    const searches = row.searchCount + since;
    Object.assign(
      row,
      await save(context, row.id, {
        ...evidence,
        status: 'pending',
        decidedAt: null,
        searchCount: searches,
        searchesSinceDecision: 0,
        confidenceScore: demandConfidence(searches, days),
      }),
    );
    await context.audit(
      'calculator_request.reproposed',
      target,
      `${row.name}: ${searchesWord(since)} since it was rejected with ${row.searchCount - since}; pending again`,
    );
    return 'requests_reproposed';
  }
  Object.assign(row, await save(context, row.id, { ...evidence, searchesSinceDecision: since }));
  await context.audit(
    'calculator_request.updated',
    target,
    `${row.name}: rejected; ${searchesWord(since)} since the decision, proposed again at ${Math.max(REPROPOSE_MIN_SEARCHES, row.searchCount)}`,
  );
  return 'rejected_held';
}

async function save(context: AgentContext, id: number, values: Partial<typeof calculatorRequests.$inferInsert>): Promise<RequestRow> {
  const [saved] = await context.db.update(calculatorRequests).set({ ...values, updatedAt: sql`now()` }).where(eq(calculatorRequests.id, id)).returning();
  if (!saved) throw new Error(`calculator request ${id} disappeared during the run`);
  return saved;
}

/** The Runtime Agent as the runner knows it: hourly, five minutes at most. */
export const runtimeAgent: AgentDefinition = {
  name: 'Runtime Agent',
  run: runRuntimeAgent,
  schedule: { every: 'hour', minute: 0 },
  runAtStart: false,
  timeLimitMs: 5 * 60_000,
};
