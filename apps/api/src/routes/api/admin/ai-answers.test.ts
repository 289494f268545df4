import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { aiAnswers } from '../../../db/schema.js';
import { asAdmin, describeWithApp, signIn } from '../../../testing/harness.js';

describeWithApp('the AI answers list', (current) => {
  let cookie = '';
  beforeEach(async () => {
    cookie = await signIn(current().app);
  });
  const get = (url: string) => asAdmin(current().app, cookie, { url });

  /** Three answers as the explain route writes them, a minute apart, oldest first. */
  async function addAnswers() {
    await current()
      .db.insert(aiAnswers)
      .values([
        {
          slug: 'loan',
          cacheKey: 'model|loan|a',
          source: 'ai',
          reason: null,
          text: 'Your monthly payment is $308.77 over 36 months.',
          model: 'gpt-test',
          inputTokens: 412,
          outputTokens: 96,
          costUsd: 0.000123,
          createdAt: sql`now() - interval '3 minutes'`,
        },
        {
          slug: 'bmi',
          cacheKey: 'model|bmi|b',
          source: 'template',
          reason: 'unverified',
          text: 'Your BMI of 26.2 is 12% above the healthy range.',
          unverifiedNumber: '12%',
          model: 'gpt-test',
          inputTokens: 380,
          outputTokens: 70,
          costUsd: 0.0001,
          createdAt: sql`now() - interval '2 minutes'`,
        },
        {
          slug: 'loan',
          cacheKey: 'model|loan|a',
          source: 'ai',
          reason: null,
          text: 'Your monthly payment is $308.77 over 36 months.',
          cached: true,
          createdAt: sql`now() - interval '1 minute'`,
        },
      ]);
  }

  it('GET /api/admin/ai-answers is empty before any explanation', async () => {
    const response = await get('/api/admin/ai-answers');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists the answers newest first with their tokens, cost, reason and the number that failed the check', async () => {
    await addAnswers();
    const response = await get('/api/admin/ai-answers');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.map((answer: { slug: string; cached: boolean }) => [answer.slug, answer.cached])).toEqual([
      ['loan', true],
      ['bmi', false],
      ['loan', false],
    ]);
    expect(list[1]).toEqual({
      id: 2,
      slug: 'bmi',
      source: 'template',
      reason: 'unverified',
      text: 'Your BMI of 26.2 is 12% above the healthy range.',
      unverified_number: '12%',
      cached: false,
      input_tokens: 380,
      output_tokens: 70,
      cost_usd: 0.0001,
      created_at: expect.any(String),
    });
    expect(list[2]).toMatchObject({ source: 'ai', reason: null, unverified_number: null, input_tokens: 412, output_tokens: 96, cost_usd: 0.000123 });
    expect(list[0]).toMatchObject({ input_tokens: 0, output_tokens: 0, cost_usd: 0 });
    expect(Date.parse(list[0].created_at)).toBeGreaterThan(Date.parse(list[1].created_at));
  });

  it('?source= keeps one source and ?limit= the newest few', async () => {
    await addAnswers();
    const ai = (await get('/api/admin/ai-answers?source=ai')).json();
    expect(ai.map((answer: { id: number }) => answer.id)).toEqual([3, 1]);
    const template = (await get('/api/admin/ai-answers?source=template')).json();
    expect(template.map((answer: { id: number }) => answer.id)).toEqual([2]);
    expect((await get('/api/admin/ai-answers?source=all&limit=2')).json().map((answer: { id: number }) => answer.id)).toEqual([3, 2]);
  });

  it.each([
    ['?limit=0', 'limit', 'limit must be a whole number from 1 to 500.'],
    ['?limit=501', 'limit', 'limit must be a whole number from 1 to 500.'],
    ['?limit=ten', 'limit', 'limit must be a whole number from 1 to 500.'],
    ['?source=model', 'source', 'source must be one of ai, template or all.'],
  ])('GET /api/admin/ai-answers%s answers 400 naming %s', async (query, field, message) => {
    const response = await get(`/api/admin/ai-answers${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('keeps explanations 90 days: older ones are deleted by the hourly clean-up', async () => {
    await current()
      .db.insert(aiAnswers)
      .values([
        { slug: 'loan', cacheKey: 'k1', source: 'ai', text: 'Kept.', createdAt: sql`now() - interval '89 days'` },
        { slug: 'loan', cacheKey: 'k2', source: 'ai', text: 'Deleted.', createdAt: sql`now() - interval '91 days'` },
      ]);
    expect(await current().app.aiAnswers.prune()).toBe(1);
    expect((await current().app.aiAnswers.list(10, 'all')).map((answer) => answer.text)).toEqual(['Kept.']);
  });
});
