import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeWithApp } from '../testing/harness.js';
import { pruneOldRows, RETENTION_DAYS } from './retention.js';
import { aiAnswers, auditLog, searchFinds, searchMisses } from './schema.js';

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

describeWithApp('rows kept for their retention', (current) => {
  it('deletes rows older than their table\'s retention and keeps the rest, whatever the backlog', async () => {
    const { db } = current();
    // A backlog larger than one batch of the prune, and rows just inside the retention.
    const old = RETENTION_DAYS.searchMisses + 1;
    await db.execute(sql`
      INSERT INTO search_misses (query, page, created_at)
      SELECT 'dog age ' || n, '/', now() - make_interval(days => ${old}) FROM generate_series(1, 12000) AS n`);
    await db.insert(searchMisses).values([
      { query: 'cat age', page: '/', createdAt: daysAgo(RETENTION_DAYS.searchMisses - 1) },
      { query: 'tip', page: '/', createdAt: sql`now()` },
    ]);
    await db.insert(auditLog).values([
      { address: '192.0.2.1', action: 'admin.login', outcome: 'failure', createdAt: daysAgo(RETENTION_DAYS.auditLog + 1) },
      { address: '192.0.2.1', action: 'admin.login', outcome: 'success', createdAt: daysAgo(RETENTION_DAYS.auditLog - 1) },
    ]);
    const answer = { slug: 'loan', cacheKey: 'model|loan|a', source: 'ai', text: 'Your payment is $308.77.' } as const;
    await db.insert(aiAnswers).values([
      { ...answer, createdAt: daysAgo(RETENTION_DAYS.aiAnswers + 1) },
      { ...answer, createdAt: daysAgo(RETENTION_DAYS.aiAnswers - 1) },
    ]);
    // Monthly counts: one month wholly older than the retention, and the current month.
    await db.insert(searchFinds).values([
      { query: 'loan', path: '/calculator/loan', month: sql`date_trunc('month', now() - make_interval(days => ${RETENTION_DAYS.searchFinds + 40}))::date` },
      { query: 'loan', path: '/calculator/loan', month: sql`date_trunc('month', now())::date` },
    ]);

    expect(await pruneOldRows(db)).toEqual({ searchMisses: 12000, searchFinds: 1, auditLog: 1, aiAnswers: 1 });
    expect((await db.select({ query: searchMisses.query }).from(searchMisses).orderBy(searchMisses.query)).map((row) => row.query)).toEqual(['cat age', 'tip']);
    expect((await db.select({ outcome: auditLog.outcome }).from(auditLog)).map((row) => row.outcome)).toEqual(['success']);
    expect(await db.$count(aiAnswers)).toBe(1);
    expect(await db.$count(searchFinds)).toBe(1);
    // Nothing left to prune.
    expect(await pruneOldRows(db)).toEqual({ searchMisses: 0, searchFinds: 0, auditLog: 0, aiAnswers: 0 });
  });
});
