import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { rateLimitWindows } from '../../db/schema.js';
import { describeWithApp, logCollector, testConfig } from '../../testing/harness.js';
import { countInWindow, pruneEndedWindows } from './rate-limit-store.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithApp('rate limits shared through PostgreSQL', (current) => {
  it('two servers on one database count a visitor once: the 31st search miss in a minute is refused by either', async () => {
    const { app, database, address } = current();
    // A second server on the same database, with its own memory: the count can only be shared through the database.
    const other = await buildApp(testConfig(), { database });
    try {
      const statuses: number[] = [];
      for (let sent = 0; sent < 31; sent += 1) {
        const server = sent % 2 === 0 ? app : other;
        const response = await server.inject({ method: 'POST', url: '/api/search-misses', remoteAddress: address, payload: { query: `loan ${sent}`, page: '/search' } });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 30)).toEqual(Array<number>(30).fill(204));
      expect(statuses[30]).toBe(429);
      const refused = await other.inject({ method: 'POST', url: '/api/search-misses', remoteAddress: address, payload: { query: 'loan', page: '/search' } });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests from your address\. Please wait \d+ (seconds?|minutes?) and try again\.$/);
      // Another address is counted on its own.
      const neighbour = await other.inject({ method: 'POST', url: '/api/search-misses', remoteAddress: '192.0.2.200', payload: { query: 'loan', page: '/search' } });
      expect(neighbour.statusCode).toBe(204);
    } finally {
      await other.close();
    }
  });

  it('counts an IPv6 /64 network as one address', async () => {
    const { inject } = current();
    const answers: number[] = [];
    for (let sent = 0; sent < 6; sent += 1) {
      const response = await inject({ method: 'POST', url: '/api/contact', remoteAddress: `2001:db8:aa:bb::${(sent + 1).toString(16)}`, payload: { name: 'Ada', email: 'ada@example.com', message: 'A message from one household.' } });
      answers.push(response.statusCode);
    }
    expect(answers).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('counts requests arriving at once exactly once each, and starts a new window when the last one ends', async () => {
    const { db } = current();
    // A window far longer than the burst, however slow the machine: a window ending mid-burst would rightly start again
    // at 1, which is not what this counts.
    const counts = await Promise.all(Array.from({ length: 40 }, () => countInWindow(db, 'test:at-once', 60_000)));
    expect(counts.map((count) => count.current).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    for (const count of counts) expect(count.ttl).toBeLessThanOrEqual(60_000);
    expect((await countInWindow(db, 'test:ending', 50)).current).toBe(1);
    await sleep(100);
    expect((await countInWindow(db, 'test:ending', 50)).current).toBe(1);
  });

  it('deletes the windows that have ended, and keeps the others', async () => {
    const { db } = current();
    await countInWindow(db, 'test:short', 50);
    await countInWindow(db, 'test:long', 60_000);
    await sleep(100);
    expect(await pruneEndedWindows(db)).toBe(1);
    const left = await db.select({ key: rateLimitWindows.key }).from(rateLimitWindows);
    expect(left).toEqual([{ key: 'test:long' }]);
  });

  it('stores no address: each key is the limit and a hash', async () => {
    const { inject, db, address } = current();
    await inject({ method: 'POST', url: '/api/search-misses', payload: { query: 'loan', page: '/search' } });
    const rows = await db.execute(sql`SELECT key FROM rate_limit_windows`);
    const keys = (rows as unknown as { rows: Array<{ key: string }> }).rows.map((row) => row.key);
    expect(keys).toEqual(['POST/api/search-misses:' + keys[0]?.split(':').at(-1)]);
    expect(keys[0]).toMatch(/^POST\/api\/search-misses:[0-9a-f]{32}$/);
    expect(keys.join()).not.toContain(address);
  });

  it('keeps answering, counting in memory, when the database stops answering', async () => {
    const database = await current().backend.openDedicated();
    const logs = logCollector();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'warn' }), { database, logStream: logs.stream });
    try {
      await database.close();
      const first = await app.inject({ url: '/api/v1/calculate/bmi?weight=70&height=175', remoteAddress: '192.0.2.9' });
      const second = await app.inject({ url: '/api/v1/calculate/bmi?weight=70&height=175', remoteAddress: '192.0.2.9' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['ratelimit-remaining']).toBe('119');
      expect(second.headers['ratelimit-remaining']).toBe('118');
      expect(logs.lines().some((line) => String(line['msg']).startsWith('the shared rate limit could not be counted'))).toBe(true);
    } finally {
      await app.close();
    }
  });
}, { kinds: ['postgres'] });
