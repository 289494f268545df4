import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { auditLog, calculatorRequests, searchMisses } from '../../db/schema.js';
import { agentContext } from '../../testing/agent-context.js';
import { describeWithApp, type TestApp } from '../../testing/harness.js';
import type { AgentResult } from '../agent.js';
import { runtimeAgent } from './runtime-agent.js';

const at = (iso: string) => new Date(iso);

async function addMisses(test: TestApp, entries: ReadonlyArray<readonly [query: string, times: number, when: string]>): Promise<void> {
  await test.db.insert(searchMisses).values(
    entries.flatMap(([query, times, when]) => Array.from({ length: times }, () => ({ query, page: '/search', createdAt: at(when) }))),
  );
}

/** One run of the Runtime Agent over the misses after `since` up to `startedAt`, as the runner would start it. */
function runAgent(test: TestApp, startedAt: string, since: string | null): Promise<AgentResult> {
  return runtimeAgent.run(
    agentContext(test, 'Runtime Agent', { startedAt: at(startedAt), previousSuccessAt: since === null ? null : at(since) }),
  );
}

const requests = (test: TestApp) => test.db.select().from(calculatorRequests).orderBy(calculatorRequests.id);

describeWithApp('the Runtime Agent', (current) => {
  it('turns grouped misses into requests with their evidence, leaving out what the site already answers', async () => {
    const test = current();
    await addMisses(test, [
      ['dog age', 4, '2025-05-01T09:00:00Z'],
      ['Dog Age Calculator', 3, '2025-05-02T09:00:00Z'],
      ['dgo age', 1, '2025-05-03T09:00:00Z'],
      ['split the tip', 2, '2025-05-02T10:00:00Z'],
      ['mortgages calc', 5, '2025-05-02T10:00:00Z'],
      // A misspelling of a calculator the site has, which its search's typo tolerance does not reach.
      ['bdoy fat', 2, '2025-05-02T11:00:00Z'],
      ['calculator', 2, '2025-05-02T10:00:00Z'],
    ]);
    const result = await runAgent(test, '2025-05-04T00:00:00Z', null);
    expect(result.counts).toEqual({
      misses_read: 19,
      ignored_queries: 2,
      left_out: 0,
      needs_found: 4,
      answered_by_site: 2,
      requests_created: 2,
      requests_updated: 0,
      requests_reproposed: 0,
      rejected_held: 0,
      needs_not_proposed: 0,
    });
    expect(result.summary).toBe(
      "Read 19 searches without a result: 4 needs found, 2 already answered by the site's search, 2 queries naming no need ignored, 2 requests created, 0 updated.",
    );
    expect((await requests(test)).map((row) => [row.name, row.category, row.status, row.searchCount, row.distinctDays, row.confidenceScore, row.sampleQueries])).toEqual([
      ['Dog Age Calculator', 'health', 'pending', 8, 3, 0.55, ['dog age', 'Dog Age Calculator', 'dgo age']],
      ['Split Tip Calculator', 'finance', 'pending', 2, 1, 0.1, ['split the tip']],
    ]);
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.address, 'agent:Runtime Agent')).orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.outcome, row.detail])).toEqual([
      ['calculator_request.created', 'success', 'Dog Age Calculator: 8 searches on 3 days'],
      ['calculator_request.created', 'success', 'Split Tip Calculator: 2 searches on 1 day'],
    ]);
  });

  it('reads only the misses since its last successful run and updates the request instead of duplicating it', async () => {
    const test = current();
    await addMisses(test, [
      ['dog age', 3, '2025-05-01T09:00:00Z'],
      ['dog ages', 2, '2025-05-03T09:00:00Z'],
      ['dog age', 1, '2025-05-03T20:00:00Z'],
      ['dogage', 1, '2025-05-05T09:00:00Z'],
    ]);
    await runAgent(test, '2025-05-03T12:00:00Z', null);
    const second = await runAgent(test, '2025-05-06T00:00:00Z', '2025-05-03T12:00:00Z');
    expect(second.counts).toMatchObject({ misses_read: 2, requests_created: 0, requests_updated: 1 });
    expect(second.summary).toBe('Read 2 searches without a result: 1 need found, 0 requests created, 1 updated.');
    const [request] = await requests(test);
    // 2025-05-03 was counted by the first run: the second adds only 2025-05-05.
    expect(request).toMatchObject({ name: 'Dog Age Calculator', searchCount: 7, distinctDays: 3, lastSearchDay: '2025-05-05' });
    expect(request?.sampleQueries).toEqual(['dog age', 'dog ages', 'dogage']);
    expect(await test.db.$count(calculatorRequests)).toBe(1);
    const empty = await runAgent(test, '2025-05-07T00:00:00Z', '2025-05-06T00:00:00Z');
    expect(empty.summary).toBe('No new searches without a result since the last successful run.');
  });

  it('keeps a rejected request rejected until its demand doubles with at least 10 new searches', async () => {
    const test = current();
    await addMisses(test, [['horse weight', 12, '2025-05-01T09:00:00Z']]);
    await runAgent(test, '2025-05-02T00:00:00Z', null);
    const [created] = await requests(test);
    await test.app.reviews.decideCalculatorRequest(created?.id ?? 0, 'rejected');

    await addMisses(test, [['horse weights', 11, '2025-05-03T09:00:00Z']]);
    const held = await runAgent(test, '2025-05-04T00:00:00Z', '2025-05-02T00:00:00Z');
    expect(held.counts).toMatchObject({ rejected_held: 1, requests_reproposed: 0 });
    expect(await requests(test)).toMatchObject([{ status: 'rejected', searchCount: 12, searchesSinceDecision: 11 }]);

    await addMisses(test, [['horse weight calc', 1, '2025-05-05T09:00:00Z']]);
    const again = await runAgent(test, '2025-05-06T00:00:00Z', '2025-05-04T00:00:00Z');
    expect(again.counts).toMatchObject({ rejected_held: 0, requests_reproposed: 1 });
    expect(await requests(test)).toMatchObject([{ status: 'pending', decidedAt: null, searchCount: 24, distinctDays: 3, searchesSinceDecision: 0 }]);
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.address, 'agent:Runtime Agent')).orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.detail])).toEqual([
      ['calculator_request.created', 'Horse Weight Calculator: 12 searches on 1 day'],
      ['calculator_request.updated', 'Horse Weight Calculator: rejected; 11 searches since the decision, proposed again at 12'],
      ['calculator_request.reproposed', 'Horse Weight Calculator: 12 searches since it was rejected with 12; pending again'],
    ]);
  });

  it('creates at most 50 requests a run, for the most searched needs: a script posting distinct misses cannot flood the list', async () => {
    const test = current();
    await addMisses(test, Array.from({ length: 60 }, (_, i) => [`qx${i}`, i < 10 ? 3 : 1, '2025-05-01T09:00:00Z'] as const));
    const result = await runAgent(test, '2025-05-02T00:00:00Z', null);
    expect(result.counts).toMatchObject({ misses_read: 80, needs_found: 60, requests_created: 50, needs_not_proposed: 10 });
    expect(result.summary).toContain('10 rarer needs not proposed (at most 50 new requests a run)');
    const created = await requests(test);
    expect(created).toHaveLength(50);
    // The ten searched three times are among them.
    expect(created.filter((row) => row.searchCount === 3)).toHaveLength(10);
  });

  it('stops between needs when its run is aborted', async () => {
    const test = current();
    await addMisses(test, [['dog age', 2, '2025-05-01T09:00:00Z']]);
    const controller = new AbortController();
    controller.abort(new Error('It passed its time limit of 1 s and was stopped.'));
    await expect(
      runtimeAgent.run(agentContext(test, 'Runtime Agent', { startedAt: at('2025-05-02T00:00:00Z'), signal: controller.signal })),
    ).rejects.toThrow('time limit');
    expect(await test.db.$count(calculatorRequests)).toBe(0);
  });
});
