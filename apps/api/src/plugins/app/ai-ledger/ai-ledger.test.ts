import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { createHmac } from 'node:crypto';
import { expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import {
  aiAddressSalts, aiReservations, aiSettings, aiUsage, auditLog, premiumCodes, premiumVisitors,
} from '../../../db/schema.js';
import { describeWithApp, testConfig } from '../../../testing/harness.js';
import { UNTRACKED_ADDRESS_VISITORS } from './usage-limits.js';

const THIS_MONTH = sql`date_trunc('month', now() AT TIME ZONE 'UTC')::date`;
const LAST_MONTH = sql`(date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 month')::date`;

/** The first day of the current month in UTC, as the database stores a month. */
function utcMonth(): string {
  return `${new Date().toISOString().slice(0, 7)}-01`;
}

const range = (n: number) => Array.from({ length: n }, (_, index) => index);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeWithApp('AI ledger', (current, kind) => {
  const ledger = () => current().app.aiLedger;
  type SettingsValues = { [K in keyof typeof aiSettings.$inferInsert]?: (typeof aiSettings.$inferInsert)[K] | SQL };
  const setSettings = (values: SettingsValues) => current().db.update(aiSettings).set(values);
  async function settingsRow() {
    const [row] = await current().db.select().from(aiSettings);
    if (!row) throw new Error('no settings row');
    return row;
  }
  async function usageOf(key: string) {
    const [row] = await current().db.select().from(aiUsage).where(and(eq(aiUsage.visitorKey, key), eq(aiUsage.month, THIS_MONTH)));
    return row;
  }
  const reservations = () => current().db.$count(aiReservations);
  const warnings = async () => current().db.select().from(auditLog).where(eq(auditLog.action, 'ai_budget.warning'));
  async function premiumVisitor(visitorKey: string, code: { expiresInDays?: number; revoked?: boolean } = {}) {
    const [row] = await current()
      .db.insert(premiumCodes)
      .values({
        codeHash: `hash-${visitorKey}`,
        label: 'Beta tester',
        expiresAt: sql`now() + make_interval(days => ${code.expiresInDays ?? 30})`,
        revokedAt: code.revoked ? sql`now()` : null,
      })
      .returning({ id: premiumCodes.id });
    await current().db.insert(premiumVisitors).values({ visitorKey, codeId: row?.id ?? 0 });
  }

  // PGlite runs one transaction at a time, so a smaller crowd shows the same thing there.
  const crowd = kind === 'postgres' ? 1000 : 200;

  it(`${crowd} concurrent explanations against a cap that fits a few dozen: spend never passes the cap and equals the settled costs`, async () => {
    await setSettings({ globalMonthlyCapUsd: 1, hardCutoff: true, warningThreshold: 99 });
    const estimate = 0.025;
    const costOf = (index: number) => (10_000 + (index % 16) * 937) / 1e6;
    let running = true;
    let highest = 0;
    // Watches spend + reserved while the crowd runs: the cap holds at every moment, not only at the end.
    const watcher = (async () => {
      while (running) {
        const row = await settingsRow();
        highest = Math.max(highest, row.spendThisMonthUsd + row.reservedUsd);
        await sleep(5);
      }
    })();
    const outcomes = await Promise.all(
      range(crowd).map(async (index) => {
        // Spread over ~50 ms, so that admissions, settlements and refusals interleave.
        await sleep(index % 50);
        const admission = await ledger().admit({ visitorKey: `visitor-${index}`, premium: false, estimateUsd: estimate, estimateTokens: 900 });
        if (!admission.ok) return { admitted: false as const, reason: admission.reason };
        await ledger().settle(admission.reservationId, { inputTokens: 300, outputTokens: 100 + (index % 16), costUsd: costOf(index) });
        return { admitted: true as const, cost: costOf(index), tokens: 400 + (index % 16) };
      }),
    );
    running = false;
    await watcher;

    const admitted = outcomes.filter((outcome) => outcome.admitted);
    const refused = outcomes.filter((outcome) => !outcome.admitted);
    const row = await settingsRow();
    const settledCost = admitted.reduce((sum, outcome) => sum + outcome.cost, 0);
    // Any refusal means spend + reserved + 0.025 passed the cap, so at least 1 / 0.025 = 40 calls were admitted.
    expect(admitted.length).toBeGreaterThanOrEqual(40);
    expect(admitted.length).toBeLessThan(100);
    expect(refused.every((outcome) => outcome.reason === 'budget')).toBe(true);
    expect(row.spendThisMonthUsd).toBeLessThanOrEqual(1);
    expect(highest).toBeLessThanOrEqual(1);
    expect(row.spendThisMonthUsd).toBeCloseTo(settledCost, 6);
    expect(row.totalTokensUsed).toBe(admitted.reduce((sum, outcome) => sum + outcome.tokens, 0));
    expect(row.reservedUsd).toBe(0);
    expect(await reservations()).toBe(0);
  });

  it('60 concurrent requests of one visitor with a quota of 3: exactly 3 are admitted', async () => {
    await setSettings({ userFreeQuota: 3 });
    const outcomes = await Promise.all(
      range(60).map(() => ledger().admit({ visitorKey: 'eager', premium: false, estimateUsd: 0.001, estimateTokens: 600 })),
    );
    const admitted = outcomes.filter((outcome) => outcome.ok);
    expect(admitted).toHaveLength(3);
    expect(admitted.map((outcome) => outcome.ok && outcome.remaining).sort()).toEqual([0, 1, 2]);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'quota')).toHaveLength(57);
    expect(await usageOf('eager')).toMatchObject({ requests: 3, tokens: 1800 });
    expect((await settingsRow()).reservedUsd).toBeCloseTo(0.003, 6);
    expect(await reservations()).toBe(3);
    expect(await ledger().availability({ visitorKey: 'eager', configured: true })).toEqual({ ai: false, reason: 'quota', remaining: 0, premium: false });
  });

  it('with the hard cut-off off, calls are admitted past the cap and the spend exceeds it', async () => {
    await setSettings({ globalMonthlyCapUsd: 1, hardCutoff: false });
    const outcomes = await Promise.all(
      range(10).map(async (index) => {
        const admission = await ledger().admit({ visitorKey: `late-${index}`, premium: false, estimateUsd: 0.3, estimateTokens: 900 });
        if (admission.ok) await ledger().settle(admission.reservationId, { inputTokens: 400, outputTokens: 200, costUsd: 0.25 });
        return admission.ok;
      }),
    );
    expect(outcomes.every(Boolean)).toBe(true);
    expect((await settingsRow()).spendThisMonthUsd).toBeCloseTo(2.5, 6);
    expect(await ledger().availability({ visitorKey: 'next', configured: true })).toEqual({ ai: true, remaining: 5, premium: false });
  });

  it('a budget refusal uses no quota, neither the visitor\'s nor the address\'s', async () => {
    await setSettings({ globalMonthlyCapUsd: 1, spendThisMonthUsd: 0.99, ipTracking: true });
    const addressKey = await ledger().addressKey('198.51.100.7');
    expect(await ledger().admit({ visitorKey: 'thrifty', addressKey, premium: false, estimateUsd: 0.02, estimateTokens: 700 })).toEqual({
      ok: false,
      reason: 'budget',
    });
    expect(await current().db.$count(aiUsage)).toBe(0);
    expect(await reservations()).toBe(0);
    expect((await settingsRow()).reservedUsd).toBe(0);

    await setSettings({ globalMonthlyCapUsd: 2 });
    expect(await ledger().admit({ visitorKey: 'thrifty', addressKey, premium: false, estimateUsd: 0.02, estimateTokens: 700 })).toMatchObject({
      ok: true,
      remaining: 4,
    });
  });

  it('releasing a failed call gives back the money, the request and its tokens', async () => {
    await setSettings({ userFreeQuota: 2, ipTracking: true });
    const addressKey = await ledger().addressKey('198.51.100.8');
    if (!addressKey) throw new Error('no address key');
    const first = await ledger().admit({ visitorKey: 'unlucky', addressKey, premium: false, estimateUsd: 0.004, estimateTokens: 800 });
    if (!first.ok) throw new Error('not admitted');
    expect(first.remaining).toBe(1);
    await ledger().release(first.reservationId);
    await ledger().release(first.reservationId);
    expect((await settingsRow()).reservedUsd).toBe(0);
    expect(await reservations()).toBe(0);
    expect(await usageOf('unlucky')).toMatchObject({ requests: 0, tokens: 0 });
    expect(await usageOf(addressKey)).toMatchObject({ requests: 0, tokens: 0 });

    const again = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      again.push(await ledger().admit({ visitorKey: 'unlucky', addressKey, premium: false, estimateUsd: 0.004, estimateTokens: 800 }));
    }
    expect(again.map((outcome) => (outcome.ok ? outcome.remaining : outcome.reason))).toEqual([1, 0, 'quota']);
  });

  it('a new month (UTC) restarts the counters; a reservation of the old month settles without touching the new one\'s', async () => {
    await setSettings({ usageMonth: LAST_MONTH, spendThisMonthUsd: 1, globalMonthlyCapUsd: 1, reservedUsd: 0.5, totalTokensUsed: 90_000 });
    await current().db.insert(aiUsage).values({ month: LAST_MONTH, visitorKey: 'regular', requests: 5, tokens: 4000 });
    const [old] = await current()
      .db.insert(aiReservations)
      .values({ month: LAST_MONTH, visitorKey: 'regular', amountUsd: 0.5, tokens: 1000 })
      .returning({ id: aiReservations.id });

    const admission = await ledger().admit({ visitorKey: 'regular', premium: false, estimateUsd: 0.01, estimateTokens: 700 });
    expect(admission).toMatchObject({ ok: true, remaining: 4 });
    const row = await settingsRow();
    expect(row).toMatchObject({ usageMonth: utcMonth(), spendThisMonthUsd: 0, reservedUsd: 0.01, totalTokensUsed: 0 });
    expect(await usageOf('regular')).toMatchObject({ month: utcMonth(), requests: 1, tokens: 700 });

    await ledger().settle(old?.id ?? 0, { inputTokens: 500, outputTokens: 300, costUsd: 0.2 });
    expect(await settingsRow()).toMatchObject({ spendThisMonthUsd: 0.2, reservedUsd: 0.01, totalTokensUsed: 800 });
    const [lastMonth] = await current().db.select().from(aiUsage).where(and(eq(aiUsage.visitorKey, 'regular'), eq(aiUsage.month, LAST_MONTH)));
    expect(lastMonth).toMatchObject({ requests: 5, tokens: 3800, costUsd: 0.2 });
  });

  it('a usage reset clears spend, reservations, quotas and the warning; a call in flight still adds its real cost', async () => {
    await setSettings({ userFreeQuota: 2, globalMonthlyCapUsd: 1, warningThreshold: 50 });
    const admissions = [];
    for (let index = 0; index < 2; index += 1) {
      admissions.push(await ledger().admit({ visitorKey: 'busy', premium: false, estimateUsd: 0.3, estimateTokens: 900 }));
    }
    const [first, inFlight] = admissions;
    if (!first?.ok || !inFlight?.ok) throw new Error('not admitted');
    await ledger().settle(first.reservationId, { inputTokens: 500, outputTokens: 300, costUsd: 0.6 });
    expect(await warnings()).toHaveLength(1);
    expect(await ledger().availability({ visitorKey: 'busy', configured: true })).toMatchObject({ ai: false, reason: 'quota' });

    await current().app.settings.resetUsage();
    expect(await settingsRow()).toMatchObject({ spendThisMonthUsd: 0, reservedUsd: 0, totalTokensUsed: 0, warningAuditedMonth: null });
    expect(await reservations()).toBe(0);
    expect(await current().db.$count(aiUsage)).toBe(0);
    expect(await ledger().availability({ visitorKey: 'busy', configured: true })).toEqual({ ai: true, remaining: 2, premium: false });

    await ledger().settle(inFlight.reservationId, { inputTokens: 500, outputTokens: 250, costUsd: 0.55 });
    expect(await settingsRow()).toMatchObject({ spendThisMonthUsd: 0.55, reservedUsd: 0, totalTokensUsed: 750 });
    expect(await warnings()).toHaveLength(2);
  });

  it('usage resets during traffic fail no request and leave nothing reserved', async () => {
    await setSettings({ globalMonthlyCapUsd: 5 });
    const calls = range(kind === 'postgres' ? 300 : 100).map(async (index) => {
      await sleep(index % 40);
      const admission = await ledger().admit({ visitorKey: `visitor-${index % 30}`, premium: false, estimateUsd: 0.01, estimateTokens: 700 });
      if (!admission.ok) return;
      if (index % 5 === 0) await ledger().release(admission.reservationId);
      else await ledger().settle(admission.reservationId, { inputTokens: 300, outputTokens: 100, costUsd: 0.004 });
    });
    const resets = range(4).map(async (index) => {
      await sleep(index * 12);
      await current().app.settings.resetUsage();
    });
    await Promise.all([...calls, ...resets]);
    const row = await settingsRow();
    expect(row.reservedUsd).toBe(0);
    expect(await reservations()).toBe(0);
    expect(row.spendThisMonthUsd).toBeGreaterThanOrEqual(0);
    const usage = await current().db.select().from(aiUsage);
    expect(usage.every((entry) => entry.requests >= 0 && entry.requests <= 5 && entry.tokens >= 0)).toBe(true);
  });

  it('a reservation left behind by a process that died is counted as spent at its worst case', async () => {
    const stale = await ledger().admit({ visitorKey: 'crashed', premium: false, estimateUsd: 0.04, estimateTokens: 900 });
    const fresh = await ledger().admit({ visitorKey: 'waiting', premium: false, estimateUsd: 0.03, estimateTokens: 800 });
    if (!stale.ok || !fresh.ok) throw new Error('not admitted');
    await current().db.update(aiReservations).set({ createdAt: sql`now() - interval '10 minutes'` }).where(eq(aiReservations.id, stale.reservationId));

    expect(await ledger().reconcileStale(5 * 60_000)).toBe(1);
    expect(await ledger().reconcileStale(5 * 60_000)).toBe(0);
    expect(await settingsRow()).toMatchObject({ spendThisMonthUsd: 0.04, reservedUsd: 0.03, totalTokensUsed: 900 });
    expect(await usageOf('crashed')).toMatchObject({ requests: 1, tokens: 900, costUsd: 0.04 });
    expect(await current().db.select({ id: aiReservations.id }).from(aiReservations)).toEqual([{ id: fresh.reservationId }]);
  });

  it('a starting server counts the reservations left older than twice the AI timeout and a minute', async () => {
    const stale = await ledger().admit({ visitorKey: 'crashed', premium: false, estimateUsd: 0.04, estimateTokens: 900 });
    const recent = await ledger().admit({ visitorKey: 'slow', premium: false, estimateUsd: 0.03, estimateTokens: 900 });
    if (!stale.ok || !recent.ok) throw new Error('not admitted');
    // Defaults: a 20 s timeout, so stale from 100 s.
    await current().db.update(aiReservations).set({ createdAt: sql`now() - interval '101 seconds'` }).where(eq(aiReservations.id, stale.reservationId));
    await current().db.update(aiReservations).set({ createdAt: sql`now() - interval '95 seconds'` }).where(eq(aiReservations.id, recent.reservationId));
    const restarted = await buildApp(testConfig(), { database: current().database });
    await restarted.close();
    expect(await current().db.select({ id: aiReservations.id }).from(aiReservations)).toEqual([{ id: recent.reservationId }]);
    expect(await settingsRow()).toMatchObject({ spendThisMonthUsd: 0.04, reservedUsd: 0.03 });
  });

  it('a starting server deletes usage counts older than 12 months, and keeps the rest', async () => {
    await current()
      .db.insert(aiUsage)
      .values([
        { month: sql`(date_trunc('month', now() AT TIME ZONE 'UTC') - interval '13 months')::date`, visitorKey: 'long-ago', requests: 2 },
        { month: sql`(date_trunc('month', now() AT TIME ZONE 'UTC') - interval '11 months')::date`, visitorKey: 'last-year', requests: 1 },
      ]);
    const restarted = await buildApp(testConfig(), { database: current().database });
    await restarted.close();
    expect((await current().db.select({ visitorKey: aiUsage.visitorKey }).from(aiUsage)).map((row) => row.visitorKey)).toEqual(['last-year']);
  });

  it('a premium visitor passes the quota while premium_bypass is on, is counted, and never passes the cap', async () => {
    await setSettings({ userFreeQuota: 1, premiumBypass: true, globalMonthlyCapUsd: 1 });
    await premiumVisitor('vip');
    expect(await ledger().isPremium('vip')).toBe(true);
    expect(await ledger().availability({ visitorKey: 'vip', configured: true })).toEqual({ ai: true, premium: true });
    for (let index = 0; index < 3; index += 1) {
      expect(await ledger().admit({ visitorKey: 'vip', premium: true, estimateUsd: 0.2, estimateTokens: 4000 })).toEqual({
        ok: true,
        reservationId: index + 1,
      });
    }
    expect(await usageOf('vip')).toMatchObject({ requests: 3, tokens: 12_000 });
    await setSettings({ spendThisMonthUsd: 0.3 });
    expect(await ledger().availability({ visitorKey: 'vip', configured: true, estimateUsd: 0.2 })).toEqual({ ai: false, reason: 'budget', premium: true });
    expect(await ledger().admit({ visitorKey: 'vip', premium: true, estimateUsd: 0.2, estimateTokens: 100 })).toEqual({ ok: false, reason: 'budget' });
  });

  it("an agent's calls pass no visitor's quota but never the cap: 40 concurrent 10-cent calls against $2 admit exactly 20", async () => {
    await setSettings({ globalMonthlyCapUsd: 2, userFreeQuota: 1, maxTokensPerUserMonth: 100 });
    const outcomes = await Promise.all(
      range(40).map(() => ledger().admitAgent('Calculator Agent', { estimateUsd: 0.1, estimateTokens: 2000 })),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(20);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'budget')).toHaveLength(20);
    expect((await settingsRow()).reservedUsd).toBeCloseTo(2, 6);
    expect(await usageOf('agent:Calculator Agent')).toMatchObject({ requests: 20, tokens: 40_000 });
    // Settled to the real cost, the agent's spend counts in the month's and not among the visitors.
    for (const outcome of outcomes) if (outcome.ok) await ledger().settle(outcome.reservationId, { inputTokens: 900, outputTokens: 300, costUsd: 0.01 });
    expect(await settingsRow()).toMatchObject({ reservedUsd: 0, spendThisMonthUsd: 0.2 });
    const settings = await current().app.settings.get();
    expect(settings.total_users_reached_quota).toBe(0);
    expect(settings.avg_cost_per_user).toBe(0);
  });

  it('without premium_bypass a premium visitor has the same quota as everyone', async () => {
    await setSettings({ userFreeQuota: 1, premiumBypass: false });
    await premiumVisitor('vip');
    expect(await ledger().availability({ visitorKey: 'vip', configured: true })).toEqual({ ai: true, remaining: 1, premium: true });
    expect(await ledger().admit({ visitorKey: 'vip', premium: true, estimateUsd: 0.01, estimateTokens: 600 })).toMatchObject({ ok: true, remaining: 0 });
    expect(await ledger().admit({ visitorKey: 'vip', premium: true, estimateUsd: 0.01, estimateTokens: 600 })).toEqual({ ok: false, reason: 'quota' });
    expect(await ledger().availability({ visitorKey: 'vip', configured: true })).toEqual({ ai: false, reason: 'quota', remaining: 0, premium: true });
  });

  it('a premium code that expired or was revoked makes no premium visitor', async () => {
    await premiumVisitor('lapsed', { expiresInDays: -1 });
    await premiumVisitor('revoked', { revoked: true });
    expect(await ledger().isPremium('lapsed')).toBe(false);
    expect(await ledger().isPremium('revoked')).toBe(false);
    expect(await ledger().isPremium('stranger')).toBe(false);
  });

  it('an address key is salted with a secret of the month, kept in the database', async () => {
    const key = await ledger().addressKey('203.0.113.9');
    expect(key).toMatch(/^address:[0-9a-f]{64}$/);
    expect(await ledger().addressKey('203.0.113.9')).toBe(key);
    expect(await ledger().addressKey('::ffff:203.0.113.9')).toBe(key);
    expect(await ledger().addressKey('203.0.113.10')).not.toBe(key);
    // One IPv6 /64 network is one address.
    expect(await ledger().addressKey('2001:db8:1:2:aaaa::1')).toBe(await ledger().addressKey('2001:0db8:0001:0002::99'));
    expect(await ledger().addressKey('2001:db8:1:2::1')).not.toBe(await ledger().addressKey('2001:db8:1:3::1'));

    const salts = await current().db.select().from(aiAddressSalts);
    expect(salts).toHaveLength(1);
    expect(salts[0]?.month).toBe(utcMonth());
    expect(key).toBe(`address:${createHmac('sha256', salts[0]?.salt ?? '').update('203.0.113.9').digest('hex')}`);

    // Next month's salt is new, and last month's is forgotten.
    await current().db.update(aiAddressSalts).set({ month: LAST_MONTH });
    const nextMonthKey = await ledger().addressKey('203.0.113.9');
    expect(nextMonthKey).not.toBe(key);
    const [salt] = await current().db.select().from(aiAddressSalts);
    expect(await current().db.$count(aiAddressSalts)).toBe(1);
    expect(salt?.month).toBe(utcMonth());
  });

  it('with ip_tracking on, two visitors behind one address share its quota', async () => {
    await setSettings({ userFreeQuota: 2, ipTracking: true });
    const home = await ledger().addressKey('192.0.2.44');
    const office = await ledger().addressKey('192.0.2.45');
    const ask = (visitorKey: string, addressKey: string | undefined) =>
      ledger().admit({ visitorKey, addressKey, premium: false, estimateUsd: 0.002, estimateTokens: 600 });

    expect(await ask('alice', home)).toMatchObject({ ok: true, remaining: 1 });
    const bob = await ask('bob', home);
    expect(bob).toMatchObject({ ok: true, remaining: 0 });
    expect(await ask('bob', home)).toEqual({ ok: false, reason: 'quota' });
    expect(await ledger().availability({ visitorKey: 'carol', addressKey: home, configured: true })).toEqual({ ai: false, reason: 'quota', remaining: 0, premium: false });
    expect(await ledger().availability({ visitorKey: 'carol', addressKey: office, configured: true })).toEqual({ ai: true, remaining: 2, premium: false });

    if (!bob.ok || !home) throw new Error('not admitted');
    await ledger().settle(bob.reservationId, { inputTokens: 300, outputTokens: 100, costUsd: 0.001 });
    expect(await usageOf('bob')).toMatchObject({ requests: 1, tokens: 400, costUsd: 0.001 });
    expect(await usageOf(home)).toMatchObject({ requests: 2, tokens: 1000, costUsd: 0.001 });
    // The admin's figures count visitors, not addresses.
    expect(await current().app.settings.get()).toMatchObject({ total_users_reached_quota: 0, avg_cost_per_user: 0.0005 });
  });

  it('with ip_tracking off, a client dropping its cookie before each request gets ten visitors\' quotas, then none', async () => {
    await setSettings({ userFreeQuota: 2, ipTracking: false });
    const addressKey = await ledger().addressKey('198.51.100.7');
    const ask = (visitorKey: string) => ledger().admit({ visitorKey, addressKey, premium: false, estimateUsd: 0.001, estimateTokens: 600 });
    // Each request as a new visitor: a new cookie each time. Concurrently, as a script would send them.
    const outcomes = await Promise.all(range(30).map((index) => ask(`fresh-cookie-${index}`)));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(2 * UNTRACKED_ADDRESS_VISITORS);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual(Array.from({ length: 10 }, () => ({ ok: false, reason: 'quota' })));
    expect(await ledger().availability({ visitorKey: 'one-more', addressKey, configured: true })).toEqual({ ai: false, reason: 'quota', remaining: 0, premium: false });
    // Another address, and a visitor keeping its cookie, are not affected.
    const other = await ledger().addressKey('198.51.100.8');
    expect(await ledger().availability({ visitorKey: 'neighbour', addressKey: other, configured: true })).toEqual({ ai: true, remaining: 2, premium: false });
    expect(await usageOf(addressKey)).toMatchObject({ requests: 2 * UNTRACKED_ADDRESS_VISITORS });
  });

  it('twenty visitors behind one address asking at once get exactly the address\'s quota', async () => {
    await setSettings({ userFreeQuota: 3, ipTracking: true });
    const addressKey = await ledger().addressKey('192.0.2.99');
    const outcomes = await Promise.all(
      range(20).map((index) => ledger().admit({ visitorKey: `neighbour-${index}`, addressKey, premium: false, estimateUsd: 0.001, estimateTokens: 600 })),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(await usageOf(addressKey ?? '')).toMatchObject({ requests: 3 });
    // The refused visitors' counts were rolled back with their refusal: three visitors and the address.
    expect(await current().db.$count(aiUsage)).toBe(4);
  });

  it('crossing the warning threshold writes one audit entry per month, also under concurrency', async () => {
    await setSettings({ globalMonthlyCapUsd: 1, warningThreshold: 50 });
    const spendConcurrently = (calls: number, prefix: string) =>
      Promise.all(
        range(calls).map(async (index) => {
          const admission = await ledger().admit({ visitorKey: `${prefix}-${index}`, premium: false, estimateUsd: 0.02, estimateTokens: 700 });
          if (admission.ok) await ledger().settle(admission.reservationId, { inputTokens: 400, outputTokens: 200, costUsd: 0.02 });
        }),
      );
    await spendConcurrently(24, 'below');
    expect(await warnings()).toHaveLength(0);
    await spendConcurrently(16, 'above');
    const entries = await warnings();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ address: 'system', target: 'ai_settings', outcome: 'success' });
    expect(entries[0]?.detail).toMatch(
      new RegExp(`^AI spend for ${utcMonth().slice(0, 7)} reached \\$0\\.\\d\\d of the \\$1\\.00 monthly cap \\(\\d\\d%\\), at or above the 50% warning threshold\\.$`),
    );
    expect((await settingsRow()).warningAuditedMonth).toBe(utcMonth());

    await setSettings({ usageMonth: LAST_MONTH, warningAuditedMonth: LAST_MONTH });
    await spendConcurrently(40, 'next-month');
    expect(await warnings()).toHaveLength(2);
  });

  it('availability says what admit then does, in the order of the checks', async () => {
    const ask = (visitorKey: string, estimateUsd = 0.01, estimateTokens = 700) =>
      ledger().admit({ visitorKey, premium: false, estimateUsd, estimateTokens });
    await setSettings({ aiEnabled: false });
    expect(await ledger().availability({ visitorKey: 'v', configured: false })).toEqual({ ai: false, reason: 'ai_disabled', premium: false });
    await setSettings({ aiEnabled: true });
    expect(await ledger().availability({ visitorKey: 'v', configured: false })).toEqual({ ai: false, reason: 'not_configured', premium: false });

    await setSettings({ userFreeQuota: 2, maxTokensPerResponse: 500, maxTokensPerUserMonth: 1000, globalMonthlyCapUsd: 1 });
    expect(await ask('v', 0.01, 600)).toMatchObject({ ok: true, remaining: 1 });
    // 600 tokens used of 1,000: no room for a call of 500 or more.
    expect(await ledger().availability({ visitorKey: 'v', configured: true })).toEqual({ ai: false, reason: 'quota', remaining: 0, premium: false });
    expect(await ledger().availability({ visitorKey: 'v', configured: true, estimateTokens: 400 })).toEqual({ ai: true, remaining: 1, premium: false });
    expect(await ask('v', 0.01, 700)).toEqual({ ok: false, reason: 'quota' });
    expect(await ask('v', 0.01, 400)).toMatchObject({ ok: true, remaining: 0 });
    expect(await ledger().availability({ visitorKey: 'v', configured: true, estimateTokens: 0 })).toEqual({ ai: false, reason: 'quota', remaining: 0, premium: false });
    expect(await ask('v', 0.01, 0)).toEqual({ ok: false, reason: 'quota' });

    // 0.02 reserved: room for 0.98 more.
    await setSettings({ spendThisMonthUsd: 0.97 });
    expect(await ledger().availability({ visitorKey: 'w', configured: true, estimateUsd: 0.02 })).toEqual({ ai: false, reason: 'budget', remaining: 2, premium: false });
    expect(await ask('w', 0.02, 200)).toEqual({ ok: false, reason: 'budget' });
    expect(await ledger().availability({ visitorKey: 'w', configured: true, estimateUsd: 0.01 })).toEqual({ ai: true, remaining: 2, premium: false });
    expect(await ask('w', 0.01, 200)).toMatchObject({ ok: true, remaining: 1 });
    expect(await ledger().availability({ visitorKey: 'w', configured: true })).toEqual({ ai: false, reason: 'budget', remaining: 1, premium: false });
    // Quota comes before the budget.
    expect(await ledger().availability({ visitorKey: 'v', configured: true })).toMatchObject({ reason: 'quota' });
    expect(await ask('v', 0.01, 0)).toEqual({ ok: false, reason: 'quota' });
  });

  it('for any settings, usage and estimates, availability given the estimates decides as admit does', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          quota: fc.integer({ min: 0, max: 4 }),
          allowance: fc.integer({ min: 100, max: 3000 }),
          hardCutoff: fc.boolean(),
          premium: fc.boolean(),
          premiumBypass: fc.boolean(),
          spendMicros: fc.integer({ min: 0, max: 1_200_000 }),
          requests: fc.integer({ min: 0, max: 5 }),
          tokens: fc.integer({ min: 0, max: 3000 }),
          estimateMicros: fc.integer({ min: 0, max: 300_000 }),
          estimateTokens: fc.integer({ min: 0, max: 1500 }),
        }),
        async (state) => {
          const { db } = current();
          await db.delete(aiUsage);
          await db.delete(premiumVisitors);
          await db.delete(premiumCodes);
          await setSettings({
            userFreeQuota: state.quota,
            maxTokensPerUserMonth: state.allowance,
            hardCutoff: state.hardCutoff,
            premiumBypass: state.premiumBypass,
            globalMonthlyCapUsd: 1,
            spendThisMonthUsd: state.spendMicros / 1e6,
            reservedUsd: 0,
          });
          if (state.premium) await premiumVisitor('someone');
          if (state.requests > 0) await db.insert(aiUsage).values({ month: THIS_MONTH, visitorKey: 'someone', requests: state.requests, tokens: state.tokens });
          const estimate = { estimateUsd: state.estimateMicros / 1e6, estimateTokens: state.estimateTokens };
          const availability = await ledger().availability({ visitorKey: 'someone', configured: true, ...estimate });
          const admission = await ledger().admit({ visitorKey: 'someone', premium: state.premium, ...estimate });
          expect(admission.ok ? undefined : admission.reason).toBe(availability.reason);
          if (admission.ok && availability.remaining !== undefined) expect(admission.remaining).toBe(availability.remaining - 1);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('refuses estimates and costs that are negative or not finite, writing nothing', async () => {
    for (const bad of [-0.01, Number.NaN, Number.POSITIVE_INFINITY]) {
      await expect(ledger().admit({ visitorKey: 'v', premium: false, estimateUsd: bad, estimateTokens: 100 })).rejects.toThrow(RangeError);
      await expect(ledger().admit({ visitorKey: 'v', premium: false, estimateUsd: 0.01, estimateTokens: bad })).rejects.toThrow(
        `estimateTokens must be a finite number, 0 or more; got ${String(bad)}.`,
      );
    }
    const admission = await ledger().admit({ visitorKey: 'v', premium: false, estimateUsd: 0.01, estimateTokens: 100 });
    if (!admission.ok) throw new Error('not admitted');
    await expect(ledger().settle(admission.reservationId, { inputTokens: 10, outputTokens: 10, costUsd: -1 })).rejects.toThrow(RangeError);
    expect(await current().db.select({ n: count() }).from(aiUsage)).toEqual([{ n: 1 }]);
    expect(await settingsRow()).toMatchObject({ spendThisMonthUsd: 0, reservedUsd: 0.01 });
  });
});
