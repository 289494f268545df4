import { sql, type SQL } from 'drizzle-orm';
import type { AppDatabase } from './database.js';

/**
 * How long the tables that anyone on the internet can add rows to keep them, in days: a search that found nothing, a
 * search that found a calculator (counted by month), an audit entry (a sign-in attempt, an admin's action) and an AI
 * explanation. Each is pruned daily, so a table holds at most this many days of what its rate limits let in.
 */
export const RETENTION_DAYS = {
  /** The Runtime and SEO Agents read half a year of misses; older ones say nothing about what people look for now. */
  searchMisses: 180,
  /** A year and a month of monthly counts, so the SEO Agent can compare a month with the same month a year before. */
  searchFinds: 400,
  /** A year and a month: an operator can look back over a whole year of sign-ins and actions. */
  auditLog: 400,
  /** Three times the 30 days an answer is served from the cache: the admin's list of recent explanations. */
  aiAnswers: 90,
} as const;

/** Rows deleted by one statement: a prune of a large backlog is many short statements, not one long lock. */
const BATCH_ROWS = 5_000;

/** How many rows one prune deleted from each table. */
export type PruneCounts = Record<keyof typeof RETENTION_DAYS, number>;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/** Runs a delete of at most {@link BATCH_ROWS} rows, returning a row for each, until one deletes fewer. */
async function deleteInBatches(db: AppDatabase, batch: () => SQL): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = (await db.execute(batch())) as unknown as { rows: unknown[] };
    const count = result.rows.length;
    deleted += count;
    if (count < BATCH_ROWS) return deleted;
  }
}

/**
 * Deletes the rows older than their table's retention ({@link RETENTION_DAYS}), in batches.
 * @param db - the app's database
 * @param now - the moment the ages are counted from
 * @returns how many rows it deleted from each table
 * @example
 * await pruneOldRows(db); // { searchMisses: 120, searchFinds: 0, auditLog: 3, aiAnswers: 48 }
 */
export async function pruneOldRows(db: AppDatabase, now: Date = new Date()): Promise<PruneCounts> {
  const byId = (table: string, days: number) => {
    const cutoff = daysBefore(now, days).toISOString();
    return deleteInBatches(db, () => sql`
      DELETE FROM ${sql.identifier(table)} WHERE id IN (
        SELECT id FROM ${sql.identifier(table)} WHERE created_at < ${cutoff}::timestamptz ORDER BY id LIMIT ${BATCH_ROWS}
      ) RETURNING 1 AS gone`);
  };
  // A month's counts go once the whole month is older than the retention.
  const finds = daysBefore(now, RETENTION_DAYS.searchFinds);
  const firstKeptMonth = new Date(Date.UTC(finds.getUTCFullYear(), finds.getUTCMonth(), 1)).toISOString().slice(0, 10);
  return {
    searchMisses: await byId('search_misses', RETENTION_DAYS.searchMisses),
    searchFinds: await deleteInBatches(db, () => sql`
      DELETE FROM search_finds WHERE (query, path, month) IN (
        SELECT query, path, month FROM search_finds WHERE month < ${firstKeptMonth}::date LIMIT ${BATCH_ROWS}
      ) RETURNING 1 AS gone`),
    auditLog: await byId('audit_log', RETENTION_DAYS.auditLog),
    aiAnswers: await byId('ai_answers', RETENTION_DAYS.aiAnswers),
  };
}
