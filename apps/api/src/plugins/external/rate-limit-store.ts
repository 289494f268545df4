import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import { rateLimitWindows } from '../../db/schema.js';

/** What a rate-limit store answers for a request: its count in the window, and the window's milliseconds left. */
interface WindowCount {
  current: number;
  ttl: number;
}
type Answer = (error: Error | null, count: WindowCount | null) => void;

/** The store interface of @fastify/rate-limit: `incr` counts a request, `child` is the store of one route's limit. */
export interface RateLimitStore {
  incr(key: string, answer: Answer, timeWindow: number, max: number): void;
  child(options: { routeInfo?: { method?: string; url?: string }; limitName?: string }): RateLimitStore;
}

/** A count never grows past this within one window: the limits are in the tens, and the column is an integer. */
const HITS_CEILING = 1_000_000;
/** How often each process deletes the windows that have ended. */
export const PRUNE_EVERY_MS = 60_000;

/** The first 16 bytes of the address's SHA-256, in hex: the table names no address. */
function addressHash(address: string): string {
  return createHash('sha256').update(address).digest('hex').slice(0, 32);
}

/**
 * Counts one request of `key` in its window and answers the count and what is left of the window: a new window
 * when there was none or it had ended. One statement, so that requests counted at once by several processes each
 * add one (PostgreSQL locks the row for the update).
 * @param db - the database
 * @param key - the limit's name and the address's hash
 * @param windowMs - the window's length
 * @returns the count, and the window's milliseconds left
 */
export async function countInWindow(db: AppDatabase, key: string, windowMs: number): Promise<WindowCount> {
  const table = rateLimitWindows;
  const result = (await db.execute(sql`
    INSERT INTO ${table} AS w (key, hits, ends_at)
    VALUES (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN w.ends_at <= now() THEN 1 ELSE LEAST(w.hits, ${HITS_CEILING}) + 1 END,
      ends_at = CASE WHEN w.ends_at <= now() THEN excluded.ends_at ELSE w.ends_at END
    RETURNING hits, GREATEST(0, CEIL(EXTRACT(EPOCH FROM (ends_at - now())) * 1000))::integer AS ttl`)) as unknown as {
    rows: Array<{ hits: number; ttl: number }>;
  };
  const row = result.rows[0];
  if (!row) throw new Error('the rate-limit window was not counted');
  return { current: Number(row.hits), ttl: Number(row.ttl) };
}

/**
 * Deletes the windows that have ended.
 * @param db - the database
 * @returns how many rows it deleted
 */
export async function pruneEndedWindows(db: AppDatabase): Promise<number> {
  const result = (await db.execute(sql`DELETE FROM ${rateLimitWindows} WHERE ends_at <= now() RETURNING 1 AS gone`)) as unknown as {
    rows: unknown[];
  };
  return result.rows.length;
}

/**
 * A store for @fastify/rate-limit that counts in PostgreSQL, so that every server process sharing the database
 * counts one visitor once: with two replicas, an address gets the limit, not twice the limit. Each limit is named
 * by its route (`POST/api/contact`) or by the `limitName` a group of routes gives (`public-api`). When the database
 * does not answer, the request is counted in this process's memory instead (the limit then holds per process)
 * and a warning is logged, rather than refusing requests that need no database.
 * @param db - the shared database
 * @param fallback - the in-memory store to count in when the database fails
 * @param log - where a failure is reported
 * @param name - the limit's name (empty for the plugin's root store, which is never counted in)
 * @returns the store
 */
export function sharedRateLimitStore(db: AppDatabase, fallback: RateLimitStore, log: FastifyBaseLogger, name = ''): RateLimitStore {
  return {
    incr(key, answer, timeWindow, max) {
      countInWindow(db, `${name}:${addressHash(key)}`, timeWindow).then(
        (count) => answer(null, count),
        (error: unknown) => {
          log.warn({ err: error, limit: name }, 'the shared rate limit could not be counted in the database; counted in this process');
          fallback.incr(key, answer, timeWindow, max);
        },
      );
    },
    child(options) {
      const route = options.routeInfo?.url ? `${options.routeInfo.method ?? ''}${options.routeInfo.url}` : undefined;
      const childName = options.limitName ?? route;
      if (!childName) throw new Error('A shared rate limit needs a route or a limitName');
      return sharedRateLimitStore(db, fallback.child(options), log, childName);
    },
  };
}
