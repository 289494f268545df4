import { describe, expect, it } from 'vitest';
import { createMissingCalculatorLog, MAX_MISSING_ENTRIES } from './missing-calculator-log.js';
import { createRecentSearches } from './recent-searches.js';
import type { KeyValueStorage } from './storage.js';

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) };
}

const brokenStorage: KeyValueStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('recent searches', () => {
  it('keeps five, newest first, without duplicates', () => {
    const recent = createRecentSearches(memoryStorage());
    for (const query of ['bmi', 'loan', 'gpa', 'mortgage', 'roi', 'tdee', 'BMI']) recent.add(query);
    expect(recent.list()).toEqual(['BMI', 'tdee', 'roi', 'mortgage', 'gpa']);
  });

  it('ignores blank queries and survives broken or corrupt storage', () => {
    expect(createRecentSearches(memoryStorage()).add('   ')).toEqual([]);
    expect(() => createRecentSearches(brokenStorage).add('bmi')).not.toThrow();
    expect(createRecentSearches(brokenStorage).list()).toEqual([]);
    expect(createRecentSearches(memoryStorage({ recentSearches: '{not json' })).list()).toEqual([]);
    expect(createRecentSearches(undefined).add('bmi')).toEqual(['bmi']);
  });
});

describe('missing-calculator log', () => {
  it('counts repeats of a query and sorts by count, then newest', () => {
    const log = createMissingCalculatorLog(memoryStorage());
    log.record('tip calculator', { now: new Date('2026-11-01T10:00:00Z'), userAgent: 'UA', referrer: '/' });
    log.record('lottery odds', { now: new Date('2026-11-02T10:00:00Z') });
    log.record('Tip Calculator', { now: new Date('2026-11-03T10:00:00Z') });
    log.record('fuel cost', { now: new Date('2026-11-04T10:00:00Z') });
    expect(log.list().map((e) => [e.query, e.searchCount])).toEqual([
      ['tip calculator', 2],
      ['fuel cost', 1],
      ['lottery odds', 1],
    ]);
  });

  it('summarises entries newer than 7 days', () => {
    const log = createMissingCalculatorLog(memoryStorage());
    log.record('old', { now: new Date('2026-10-01T00:00:00Z') });
    log.record('new', { now: new Date('2026-11-20T00:00:00Z') });
    expect(log.summary(new Date('2026-11-22T00:00:00Z'))).toEqual({ total: 2, recent: 1 });
  });

  it('keeps at most 1,000 entries', () => {
    const storage = memoryStorage();
    const log = createMissingCalculatorLog(storage);
    const many = Array.from({ length: MAX_MISSING_ENTRIES }, (_, i) => ({
      query: `q${i}`, timestamp: new Date(2026, 0, 1, 0, i).toISOString(), userAgent: '', referrer: '', searchCount: 1,
    }));
    storage.setItem('missingCalculatorRequests', JSON.stringify(many));
    log.record('one more');
    expect(log.list()).toHaveLength(MAX_MISSING_ENTRIES);
    expect(log.list().some((e) => e.query === 'one more')).toBe(true);
  });

  it('never throws on broken storage', () => {
    expect(() => createMissingCalculatorLog(brokenStorage).record('x')).not.toThrow();
    expect(createMissingCalculatorLog(brokenStorage).summary()).toEqual({ total: 0, recent: 0 });
  });
});
