import { DEFAULT_AI_SETTINGS, type AiSettings } from '@calchub/api-contract';
import { eq, sql } from 'drizzle-orm';
import { calculate } from '@calchub/calc-engine';
import { calculatorDefinitions } from '@calchub/catalogue';
import { computedInsights, explanationPrompt, promptTokenBound } from '@calchub/explainer';
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { aiAnswers, aiReservations, premiumCodes, premiumVisitors } from '../../db/schema.js';
import { startFakeLlm, type FakeLlm } from '../../testing/fake-llm.js';
import { describeWithApp, uniqueAddress, type TestApp } from '../../testing/harness.js';
import { largestPromptBound, wordLimitFor } from './explain/ai-explanation.js';

// A worst-case call (a loan prompt of about 1,800 bytes and 500 answer tokens) costs about 2.4 cents at these prices,
// and a real one (a quarter of the prompt's bytes, a short answer) about half a cent.
const PRICES = { AI_INPUT_PRICE_PER_MTOK: '5', AI_OUTPUT_PRICE_PER_MTOK: '30' };

let llm: FakeLlm | undefined;
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(async () => {
  await llm?.close();
});
afterEach(() => fake().behave('explain'));

function fake(): FakeLlm {
  if (!llm) throw new Error('the fake provider did not start');
  return llm;
}

/** Provider calls made since `before` (retries included). */
const callsSince = (before: number) => fake().requests.length - before;

const loan = (loanAmount = 10000) => ({ slug: 'loan', inputs: { loanAmount, interestRate: 7, loanTenure: 3 } });

interface Answer {
  text: string;
  source: 'ai' | 'template';
  reason?: string;
  remaining?: number;
}

describeWithApp(
  'AI explanations through an OpenAI-compatible provider',
  (current) => {
    /** A visitor: their cookie, kept between requests as a browser keeps it. */
    function visitor(app: TestApp = current()) {
      let cookie: string | undefined;
      const remember = (response: LightMyRequestResponse) => {
        const set = response.cookies.find((entry) => entry.name === 'calchub_visitor');
        if (set) cookie = `${set.name}=${set.value}`;
        return response;
      };
      return {
        explain: async (payload: unknown) =>
          remember(
            await app.inject({
              method: 'POST',
              url: '/api/explain',
              payload: payload as Record<string, unknown>,
              remoteAddress: uniqueAddress(),
              ...(cookie ? { headers: { cookie } } : {}),
            }),
          ),
        availability: async () =>
          remember(await app.inject({ url: '/api/explain/availability', remoteAddress: uniqueAddress(), ...(cookie ? { headers: { cookie } } : {}) })),
        key: () => createHash('sha256').update(cookie?.split('=')[1] ?? '').digest('hex'),
      };
    }
    const settings = (changes: Partial<AiSettings>) => current().app.settings.update({ ...DEFAULT_AI_SETTINGS, ...changes });
    const answers = () => current().db.select().from(aiAnswers).orderBy(aiAnswers.id);

    it('explains a result with the model, at temperature 0 and the configured answer limit, and counts its cost', async () => {
      await settings({ user_free_quota: 5, max_tokens_per_response: 400 });
      const before = fake().requests.length;
      const someone = visitor();
      const response = await someone.explain(loan());
      expect(response.statusCode).toBe(200);
      const answer = response.json() as Answer;
      expect(answer).toMatchObject({ source: 'ai', remaining: 4 });
      expect(answer.reason).toBeUndefined();
      expect(answer.text).toContain('$10,000.00');
      expect(callsSince(before)).toBe(1);
      const request = fake().requests.at(-1);
      expect(request).toMatchObject({ model: 'fake-model', temperature: 0, max_tokens: 400 });
      expect(request?.messages[1]?.content).toContain('Loan Calculator');

      const [row] = await answers();
      expect(row).toMatchObject({ slug: 'loan', source: 'ai', reason: null, cached: false, model: 'fake-model', text: answer.text });
      expect(row?.inputTokens).toBeGreaterThan(0);
      expect(row?.outputTokens).toBeGreaterThan(0);
      const usage = await current().app.settings.get();
      expect(usage.spend_this_month).toBeCloseTo(row?.costUsd ?? -1, 6);
      expect(usage.total_tokens_used).toBe((row?.inputTokens ?? 0) + (row?.outputTokens ?? 0));
      expect((await someone.availability()).json()).toEqual({ ai: true, remaining: 4, premium: false });
    });

    it('answers a repeated question from the cache: no provider call, no quota used, the same text', async () => {
      await settings({ user_free_quota: 2 });
      const first = visitor();
      const original = (await first.explain(loan())).json() as Answer;
      const before = fake().requests.length;
      const again = (await first.explain(loan())).json() as Answer;
      const other = (await visitor().explain(loan())).json() as Answer;
      expect(callsSince(before)).toBe(0);
      expect(again).toMatchObject({ source: 'ai', text: original.text });
      expect(other).toMatchObject({ source: 'ai', text: original.text });
      expect((await first.availability()).json()).toMatchObject({ ai: true, remaining: 1 });
      const rows = await answers();
      expect(rows.map((row) => row.cached)).toEqual([false, true, true]);
      expect(rows[1]).toMatchObject({ inputTokens: 0, outputTokens: 0, costUsd: 0 });
    });

    it('does not show an answer holding a number the facts do not give: the computed insights answer, the answer is kept', async () => {
      fake().behave('invent');
      const response = (await visitor().explain(loan())).json() as Answer;
      expect(response).toMatchObject({ source: 'template', reason: 'unverified' });
      expect(response.text).not.toMatch(/\b(37|73|91|58|83) years\b/);
      const [row] = await answers();
      expect(row).toMatchObject({ source: 'template', reason: 'unverified' });
      expect(row?.text).toMatch(/\b(37|73|91|58|83) years\b/);
      expect(row?.unverifiedNumber).toMatch(/^(37|73|91|58|83)/);
      expect(row?.costUsd).toBeGreaterThan(0);
      // The same question again is not put to the model a second time.
      const before = fake().requests.length;
      fake().behave('explain');
      expect((await visitor().explain(loan())).json()).toMatchObject({ source: 'template', reason: 'unverified' });
      expect(callsSince(before)).toBe(0);
    });

    it.each([
      ['fails', 'fail' as const],
      ['answers with something that is not a completion', 'malformed' as const],
      ['refuses the key', 'refuse' as const],
    ])('when the provider %s, the computed insights answer, the reservation is released and no quota is used', async (_label, behaviour) => {
      await settings({ user_free_quota: 3 });
      fake().behave(behaviour);
      const someone = visitor();
      const response = (await someone.explain(loan())).json() as Answer;
      expect(response).toMatchObject({ source: 'template', reason: 'provider_error', remaining: 3 });
      const usage = await current().app.settings.get();
      expect(usage.spend_this_month).toBe(0);
      expect(await current().db.select().from(aiReservations)).toEqual([]);
      expect((await someone.availability()).json()).toMatchObject({ ai: true, remaining: 3 });
      expect(await answers()).toEqual([expect.objectContaining({ source: 'template', reason: 'provider_error', costUsd: 0 })]);
    });

    it('gives the computed insights once the visitor has used the free quota, and availability says so', async () => {
      await settings({ user_free_quota: 1 });
      const someone = visitor();
      expect((await someone.explain(loan(10000))).json()).toMatchObject({ source: 'ai', remaining: 0 });
      const before = fake().requests.length;
      expect((await someone.explain(loan(20000))).json()).toMatchObject({ source: 'template', reason: 'quota' });
      expect(callsSince(before)).toBe(0);
      expect((await someone.availability()).json()).toEqual({ ai: false, reason: 'quota', remaining: 0, premium: false });
      // Another visitor still has theirs.
      expect((await visitor().availability()).json()).toEqual({ ai: true, remaining: 1, premium: false });
    });

    it('lets a premium visitor past the free quota when premium users bypass limits, and not otherwise', async () => {
      await settings({ user_free_quota: 0, premium_bypass: false });
      const someone = visitor();
      await someone.availability();
      const [code] = await current()
        .db.insert(premiumCodes)
        .values({ codeHash: 'hash', label: 'test', expiresAt: sql`now() + interval '1 day'` })
        .returning();
      await current().db.insert(premiumVisitors).values({ visitorKey: someone.key(), codeId: code?.id ?? 0 });
      expect((await someone.explain(loan())).json()).toMatchObject({ source: 'template', reason: 'quota' });
      await settings({ user_free_quota: 0, premium_bypass: true });
      const answer = (await someone.explain(loan(15000))).json() as Answer;
      expect(answer.source).toBe('ai');
      expect(answer.remaining).toBeUndefined();
      expect((await someone.availability()).json()).toEqual({ ai: true, premium: true });
    });

    it('stops at the monthly cap with the hard cut-off on, and keeps answering past it with the cut-off off', async () => {
      await settings({ global_monthly_cap_usd: 1, user_free_quota: 100 });
      // Spend already near the cap: no room for another worst case.
      await current().db.execute(sql`UPDATE ai_settings SET spend_this_month_usd = 0.99`);
      const before = fake().requests.length;
      expect((await visitor().explain(loan())).json()).toMatchObject({ source: 'template', reason: 'budget' });
      expect(callsSince(before)).toBe(0);
      expect((await visitor().availability()).json()).toMatchObject({ ai: false, reason: 'budget' });

      await settings({ global_monthly_cap_usd: 1, user_free_quota: 100, hard_cutoff: false });
      expect((await visitor().explain(loan(12000))).json()).toMatchObject({ source: 'ai' });
      expect((await current().app.settings.get()).spend_this_month).toBeGreaterThan(0.99);
    });

    it('agrees with availability near the cap: a page without the AI button never gets an AI answer from its plain button', async () => {
      await settings({ global_monthly_cap_usd: 1, user_free_quota: 100 });
      const definition = calculatorDefinitions.find((candidate) => candidate.slug === 'loan');
      if (!definition) throw new Error('no loan calculator');
      const inputs = loan().inputs;
      const words = wordLimitFor(DEFAULT_AI_SETTINGS.max_tokens_per_response);
      const insights = computedInsights(definition, inputs, calculate('loan', inputs));
      const loanBound = promptTokenBound(explanationPrompt({ calculator: definition, facts: insights.facts, wordLimit: words }));
      const worstCase = (promptTokens: number) => (promptTokens * 5 + DEFAULT_AI_SETTINGS.max_tokens_per_response * 30) / 1e6;
      // Room for the loan's own worst case, not for the dearest question a page may ask.
      const room = (worstCase(loanBound) + worstCase(largestPromptBound(words))) / 2;
      expect(worstCase(loanBound)).toBeLessThan(room);
      await current().db.execute(sql`UPDATE ai_settings SET spend_this_month_usd = ${(1 - room).toFixed(6)}`);
      expect((await visitor().availability()).json()).toMatchObject({ ai: false, reason: 'budget' });
      expect((await visitor().explain(loan())).json()).toMatchObject({ source: 'template', reason: 'budget' });
    });

    it('answers with the computed insights when the operator switched AI off, without asking the provider', async () => {
      await settings({ ai_enabled: false });
      const before = fake().requests.length;
      expect((await visitor().explain(loan())).json()).toMatchObject({ source: 'template', reason: 'ai_disabled' });
      expect(callsSince(before)).toBe(0);
      expect((await visitor().availability()).json()).toEqual({ ai: false, reason: 'ai_disabled', premium: false });
    });
  },
  { env: () => ({ AI_BASE_URL: `${fake().url}/v1`, AI_MODEL: 'fake-model', AI_API_KEY: 'sk-test', ...PRICES }) },
);

describeWithApp(
  'AI explanations when the provider does not answer in time',
  (current) => {
    it('counts the reserved worst case of a call that timed out as spent (the provider may have billed it), gives the visitor the request back, and answers with the computed insights', async () => {
      await current().app.settings.update({ ...DEFAULT_AI_SETTINGS, user_free_quota: 3 });
      fake().behave('timeout');
      const admitted = new Promise<number>((resolve) => {
        // The amount reserved for the call, read while it waits on the provider.
        const poll = setInterval(async () => {
          const [reservation] = await current().db.select().from(aiReservations);
          if (reservation) {
            clearInterval(poll);
            resolve(reservation.amountUsd);
          }
        }, 20);
      });
      const response = await current().inject({ method: 'POST', url: '/api/explain', payload: loan() });
      expect(response.json()).toMatchObject({ source: 'template', reason: 'provider_error', remaining: 3 });
      const reserved = await admitted;
      expect(reserved).toBeGreaterThan(0);
      const usage = await current().app.settings.get();
      expect(usage.spend_this_month).toBeCloseTo(reserved, 6);
      expect(await current().db.select().from(aiReservations)).toEqual([]);
      // The same visitor (its cookie) still has its three answers.
      const set = response.cookies.find((entry) => entry.name === 'calchub_visitor');
      expect(set).toBeDefined();
      const again = await current().inject({ url: '/api/explain/availability', headers: { cookie: `${set?.name}=${set?.value}` } });
      expect(again.json()).toMatchObject({ ai: true, remaining: 3 });
    });
  },
  { env: () => ({ AI_BASE_URL: `${fake().url}/v1`, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '1000', ...PRICES }) },
);

describeWithApp(
  'AI explanations under concurrency on PostgreSQL',
  (current) => {
    it('gives one visitor sending 60 questions at once exactly the 3 AI answers of the quota', async () => {
      await current().app.settings.update({ ...DEFAULT_AI_SETTINGS, user_free_quota: 3 });
      const first = await current().inject({ url: '/api/explain/availability', remoteAddress: uniqueAddress() });
      const set = first.cookies.find((entry) => entry.name === 'calchub_visitor');
      const cookie = `${set?.name}=${set?.value}`;
      const responses = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          current().app.inject({ method: 'POST', url: '/api/explain', payload: loan(10000 + index), headers: { cookie }, remoteAddress: uniqueAddress() }),
        ),
      );
      const sources = responses.map((response) => (response.json() as Answer).source === 'ai' ? 'ai' : (response.json() as Answer).reason);
      expect(sources.filter((source) => source === 'ai')).toHaveLength(3);
      expect(sources.filter((source) => source === 'quota')).toHaveLength(57);
    });

    it('never spends past the cap under 1,000 questions at once, and spends exactly what the provider reported', async () => {
      await current().app.settings.update({ ...DEFAULT_AI_SETTINGS, global_monthly_cap_usd: 1, user_free_quota: 5 });
      const before = fake().requests.length;
      const responses = await Promise.all(
        Array.from({ length: 1000 }, (_, index) =>
          current().app.inject({ method: 'POST', url: '/api/explain', payload: loan(10000 + index), remoteAddress: uniqueAddress() }),
        ),
      );
      expect(responses.every((response) => response.statusCode === 200)).toBe(true);
      const reasons = responses.map((response) => (response.json() as Answer).reason ?? 'ai');
      const answered = reasons.filter((reason) => reason === 'ai').length;
      expect(answered).toBeGreaterThan(24);
      expect(reasons.filter((reason) => reason === 'budget').length).toBeGreaterThan(0);
      expect(reasons.every((reason) => reason === 'ai' || reason === 'budget')).toBe(true);

      const usage = await current().app.settings.get();
      expect(usage.spend_this_month).toBeLessThanOrEqual(1);
      const [paid] = await current()
        .db.select({ cost: sql<number>`coalesce(sum(${aiAnswers.costUsd}), 0)`.mapWith(Number), calls: sql<number>`count(*)`.mapWith(Number) })
        .from(aiAnswers)
        .where(eq(aiAnswers.source, 'ai'));
      expect(usage.spend_this_month).toBeCloseTo(paid?.cost ?? -1, 6);
      expect(paid?.calls).toBe(answered);
      expect(callsSince(before)).toBe(answered);
      expect(await current().db.select().from(aiReservations)).toEqual([]);
    }, 120_000);
  },
  { kinds: ['postgres'], env: () => ({ AI_BASE_URL: `${fake().url}/v1`, AI_MODEL: 'fake-model', ...PRICES }) },
);
