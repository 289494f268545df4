import { calculatorSearchTerms, calculatorSummaries } from '@calchub/catalogue';
import { search } from '@calchub/search';
import { and, eq, gt, isNotNull, lte, sql } from 'drizzle-orm';
import { calculatorRequests, searchMisses } from '../../db/schema.js';
import type { AgentContext, AgentDefinition, AgentResult } from '../agent.js';
import { type Demand, demandConfidence, demandKey, groupDemand, guessCategory, requestName, SAMPLE_QUERIES_MAX, sameDemand } from './demand.js';

/**
 * A rejected request is proposed again once the searches after the rejection reach this many and at least as many
 * as it had when it was rejected (its demand has doubled).
 */
const REPROPOSE_MIN_SEARCHES = 10;

type RequestRow = typeof calculatorRequests.$inferSelect;

/** Every calculator's name and keywords as need keys: a need that is one of them, or a misspelling of one, is answered. */
let siteNeeds: readonly string[] | undefined;

/**
 * Whether the site already answers the need with a calculator (one was added since, or the need's words find one once
 * filler and plurals are gone): one of the site search's first hits is named so or has the need as a keyword, or the
 * need is a misspelling of a calculator's name or keyword (`bdoy fat`) that the search's typo tolerance misses. A hit
 * found only by typo tolerance (`paint` finds the GPA calculator) is no answer.
 */
function answeredBySite(demand: Demand): boolean {
  const answers = (text: string) => sameDemand(demandKey(text), demand.key);
  if (search(demand.phrase, { limit: 3 }).some((hit) => [hit.name, ...(calculatorSearchTerms[hit.slug] ?? [])].some(answers))) return true;
  siteNeeds ??= calculatorSummaries.flatMap((summary) => [summary.title, ...(calculatorSearchTerms[summary.slug] ?? [])]).map((text) => demandKey(text));
  return siteNeeds.some((key) => sameDemand(key, demand.key));
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
    `${counted(counts['requests_created'] ?? 0, 'request', 'requests')} created`,
    `${counts['requests_updated'] ?? 0} updated`,
    (counts['requests_reproposed'] ?? 0) > 0 ? `${counted(counts['requests_reproposed'] ?? 0, 'rejected request', 'rejected requests')} proposed again` : '',
    (counts['rejected_held'] ?? 0) > 0 ? `${counted(counts['rejected_held'] ?? 0, 'rejected request', 'rejected requests')} kept rejected` : '',
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
  const misses = await db
    .select({ query: searchMisses.query, createdAt: searchMisses.createdAt })
    .from(searchMisses)
    .where(
      and(
        context.previousSuccessAt ? gt(searchMisses.createdAt, context.previousSuccessAt) : undefined,
        lte(searchMisses.createdAt, context.startedAt),
      ),
    );
  const demands = groupDemand(misses);
  const counts: Record<string, number> = {
    misses_read: misses.length,
    ignored_queries: misses.length - demands.reduce((sum, demand) => sum + demand.searches, 0),
    needs_found: demands.length,
    answered_by_site: 0,
    requests_created: 0,
    requests_updated: 0,
    requests_reproposed: 0,
    rejected_held: 0,
  };
  const increment = (name: string) => {
    counts[name] = (counts[name] ?? 0) + 1;
  };
  const existing = await db.select().from(calculatorRequests).where(isNotNull(calculatorRequests.demandKey));

  for (const demand of demands) {
    context.signal.throwIfAborted();
    if (answeredBySite(demand)) {
      increment('answered_by_site');
      continue;
    }
    const row =
      existing.find((request) => request.demandKey === demand.key) ??
      existing.find((request) => request.demandKey !== null && sameDemand(request.demandKey, demand.key));
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
