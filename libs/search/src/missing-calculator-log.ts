import { readList, writeList, type KeyValueStorage } from './storage.js';

/** A search that found no calculator, with the fields the original site's log kept (docs/product.md#missing-calculator-log). */
export interface MissingCalculatorEntry {
  readonly query: string;
  /** ISO time of the latest search. */
  readonly timestamp: string;
  readonly userAgent: string;
  readonly referrer: string;
  readonly searchCount: number;
}

export const MAX_MISSING_ENTRIES = 1000;
export const MISSING_CALCULATORS_KEY = 'missingCalculatorRequests';
const RECENT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MissingCalculatorSummary {
  readonly total: number;
  /** Entries searched within the last 7 days. */
  readonly recent: number;
}

export interface MissingCalculatorLog {
  /** Most searched first, then newest. */
  list(): MissingCalculatorEntry[];
  record(query: string, context?: { userAgent?: string; referrer?: string; now?: Date }): MissingCalculatorEntry[];
  summary(now?: Date): MissingCalculatorSummary;
}

function isEntry(value: unknown): value is MissingCalculatorEntry {
  const entry = value as MissingCalculatorEntry;
  return (
    typeof entry === 'object' && entry !== null && typeof entry.query === 'string' && typeof entry.timestamp === 'string' &&
    typeof entry.searchCount === 'number' && Number.isFinite(entry.searchCount)
  );
}

function byCountThenNewest(a: MissingCalculatorEntry, b: MissingCalculatorEntry): number {
  return b.searchCount - a.searchCount || Date.parse(b.timestamp) - Date.parse(a.timestamp);
}

/**
 * The local log of searches that found nothing: one entry per query (case-insensitive), counting repeats;
 * at most 1,000 entries, most searched first, then newest.
 * @example
 * const log = createMissingCalculatorLog(localStorage);
 * log.record('tip calculator'); log.record('Tip calculator'); log.list()[0].searchCount; // 2
 */
export function createMissingCalculatorLog(storage: KeyValueStorage | undefined, key = MISSING_CALCULATORS_KEY): MissingCalculatorLog {
  const list = () => readList(storage, key, isEntry).sort(byCountThenNewest);
  return {
    list,
    record(query, { userAgent = '', referrer = '', now = new Date() } = {}) {
      const text = query.trim();
      if (!text) return list();
      const entries = list();
      const existing = entries.find((entry) => entry.query.toLowerCase() === text.toLowerCase());
      const updated: MissingCalculatorEntry = {
        query: existing?.query ?? text,
        timestamp: now.toISOString(),
        userAgent,
        referrer,
        searchCount: (existing?.searchCount ?? 0) + 1,
      };
      const next = [updated, ...entries.filter((entry) => entry !== existing)].sort(byCountThenNewest).slice(0, MAX_MISSING_ENTRIES);
      writeList(storage, key, next);
      return next;
    },
    summary(now = new Date()) {
      const entries = list();
      const since = now.getTime() - RECENT_DAYS * DAY_MS;
      return { total: entries.length, recent: entries.filter((entry) => Date.parse(entry.timestamp) > since).length };
    },
  };
}
