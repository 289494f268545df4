import { AI_NUMBER_SETTINGS, DEFAULT_AI_SETTINGS, aiSettingProblem, aiSettingsBodyProblem } from '@calchub/api-contract';
import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { aiReservations, aiSettings, aiUsage, auditLog } from '../../../db/schema.js';
import { asAdmin, describeWithApp, signIn } from '../../../testing/harness.js';

const CHECK_VIOLATION = '23514';

/** The SQLSTATE of a failed query, wherever the driver or drizzle's wrapper put it. */
function postgresErrorCode(error: unknown): string | undefined {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

const ZERO_USAGE = { spend_this_month: 0, avg_cost_per_user: 0, total_tokens_used: 0, total_users_reached_quota: 0 };

describeWithApp('AI settings', (current) => {
  let cookie = '';
  beforeEach(async () => {
    cookie = await signIn(current().app);
  });
  const get = () => asAdmin(current().app, cookie, { url: '/api/admin/ai-settings' });
  const save = (payload: unknown) =>
    asAdmin(current().app, cookie, { method: 'POST', url: '/api/admin/ai-settings', payload: payload as Record<string, unknown> });

  it('GET answers the defaults and no usage on a new install', async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...DEFAULT_AI_SETTINGS, ...ZERO_USAGE });
  });

  it('POST saves the full settings object (usage fields sent back are ignored) and answers it', async () => {
    const { db } = current();
    const wanted = {
      ai_enabled: false,
      global_monthly_cap_usd: 250.5,
      warning_threshold: 90,
      user_free_quota: 0,
      max_tokens_per_response: 1000,
      max_tokens_per_user_month: 100,
      premium_bypass: true,
      hard_cutoff: false,
      ip_tracking: true,
    };
    const response = await save({ ...wanted, spend_this_month: 9999, avg_cost_per_user: 1, total_tokens_used: 5, total_users_reached_quota: 2 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...wanted, ...ZERO_USAGE });
    expect((await get()).json()).toEqual({ ...wanted, ...ZERO_USAGE });
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'ai_settings.update'));
    expect(audit).toMatchObject({ target: 'ai_settings', outcome: 'success' });
    expect(JSON.parse(audit?.detail ?? '{}')).toEqual(wanted);
  });

  const numberSettings = Object.values(AI_NUMBER_SETTINGS);

  it.each(numberSettings)('accepts $key at both ends of its range and answers 400 with the message the contract and the admin form give', async (setting) => {
    const { key, min, max, integer, message } = setting;
    for (const value of [min, max]) {
      const response = await save({ ...DEFAULT_AI_SETTINGS, [key]: value });
      expect(response.statusCode).toBe(200);
      expect(response.json()[key]).toBe(value);
    }
    const step = integer ? 1 : 0.01;
    const outside = [min - step, max + step, min - 1, max + 1, ...(integer ? [min + 0.5] : [])];
    for (const value of [...outside, String(min), null]) {
      const body = { ...DEFAULT_AI_SETTINGS, [key]: value };
      const response = await save(body);
      expect({ value, status: response.statusCode, body: response.json() }).toEqual({ value, status: 400, body: { message, field: key } });
      expect(aiSettingsBodyProblem(body)).toEqual(response.json());
    }
    for (const value of outside) expect(aiSettingProblem(setting, value)).toBe(message);
    expect((await get()).json()[key]).toBe(max);
  });

  it.each(numberSettings)('the database itself holds $key within its range: a value just outside breaks its CHECK', async ({ key, min, max, integer }) => {
    const { db } = current();
    const write = (value: number) => db.execute(sql`UPDATE ai_settings SET ${sql.identifier(key)} = ${value} WHERE id = 1`);
    const step = integer ? 1 : 0.01;
    for (const value of [min, max]) await write(value);
    for (const value of [min - step, max + step]) {
      const failure = await write(value).catch((error: unknown) => error);
      expect({ value, code: postgresErrorCode(failure) }).toEqual({ value, code: CHECK_VIOLATION });
    }
    expect((await get()).json()[key]).toBe(max);
  });

  it('answers 400 naming a missing, mistyped or unknown field, and changes nothing', async () => {
    const { ai_enabled: _omitted, ...withoutFlag } = DEFAULT_AI_SETTINGS;
    expect((await save(withoutFlag)).json()).toEqual({ message: 'ai_enabled is required.', field: 'ai_enabled' });
    expect((await save({ ...DEFAULT_AI_SETTINGS, hard_cutoff: 'true' })).json()).toEqual({ message: 'hard_cutoff must be true or false.', field: 'hard_cutoff' });
    expect((await save({ ...DEFAULT_AI_SETTINGS, model: 'gpt' })).json()).toEqual({ message: 'model is not an accepted field.', field: 'model' });
    expect((await save([])).json()).toEqual({ message: 'The request body must be a JSON object.' });
    expect((await get()).json()).toEqual({ ...DEFAULT_AI_SETTINGS, ...ZERO_USAGE });
  });

  it('reports this month\'s usage: spend, average per visitor, tokens, visitors at their quota', async () => {
    const { db } = current();
    await db.update(aiSettings).set({ spendThisMonthUsd: 1.5, totalTokensUsed: 12_000, userFreeQuota: 5 });
    const month = sql`date_trunc('month', now())::date`;
    await db.insert(aiUsage).values([
      { month, visitorKey: 'a', requests: 5, tokens: 5000, costUsd: 0.75 },
      { month, visitorKey: 'b', requests: 2, tokens: 4000, costUsd: 0.5 },
      { month, visitorKey: 'c', requests: 7, tokens: 3000, costUsd: 0.25 },
      { month: '2020-01-01', visitorKey: 'a', requests: 99, tokens: 1, costUsd: 9 },
    ]);
    expect((await get()).json()).toMatchObject({ spend_this_month: 1.5, avg_cost_per_user: 0.5, total_tokens_used: 12_000, total_users_reached_quota: 2 });
  });

  it('counts visitors, not the addresses tracked beside them, in the average cost and the visitors at their quota', async () => {
    const { db } = current();
    await db.update(aiSettings).set({ spendThisMonthUsd: 3, userFreeQuota: 5, maxTokensPerResponse: 500, maxTokensPerUserMonth: 5000 });
    const month = sql`date_trunc('month', now() AT TIME ZONE 'UTC')::date`;
    await db.insert(aiUsage).values([
      { month, visitorKey: 'a', requests: 1, tokens: 4600, costUsd: 1 },
      { month, visitorKey: 'b', requests: 4, tokens: 4500, costUsd: 2 },
      { month, visitorKey: 'address:0f', requests: 5, tokens: 9100, costUsd: 3 },
    ]);
    // a has no room for one more answer's 500 tokens; b has, and one request left.
    expect((await get()).json()).toMatchObject({ spend_this_month: 3, avg_cost_per_user: 1.5, total_users_reached_quota: 1 });
  });

  it('a new month starts with zero usage', async () => {
    const { db } = current();
    await db.update(aiSettings).set({ usageMonth: '2020-01-01', spendThisMonthUsd: 3, reservedUsd: 1, totalTokensUsed: 500 });
    expect((await get()).json()).toMatchObject(ZERO_USAGE);
    const [row] = await db.select().from(aiSettings);
    expect(row).toMatchObject({ spendThisMonthUsd: 0, reservedUsd: 0, totalTokensUsed: 0 });
  });

  it('POST /api/admin/reset-usage clears spend, reservations, tokens, per-visitor counts and the month\'s warning, keeping the settings', async () => {
    const { db, app } = current();
    await save({ ...DEFAULT_AI_SETTINGS, global_monthly_cap_usd: 75 });
    await db.update(aiSettings).set({ spendThisMonthUsd: 4.2, reservedUsd: 0.3, totalTokensUsed: 9000, warningAuditedMonth: sql`usage_month` });
    await db.insert(aiUsage).values({ month: sql`date_trunc('month', now())::date`, visitorKey: 'v', requests: 6, tokens: 9000, costUsd: 4.2 });
    await db.insert(aiReservations).values({ month: sql`date_trunc('month', now())::date`, visitorKey: 'v', amountUsd: 0.3, tokens: 900 });

    const response = await asAdmin(app, cookie, { method: 'POST', url: '/api/admin/reset-usage' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...DEFAULT_AI_SETTINGS, global_monthly_cap_usd: 75, ...ZERO_USAGE });
    expect(await db.$count(aiUsage)).toBe(0);
    const [row] = await db.select().from(aiSettings);
    expect(row).toMatchObject({ reservedUsd: 0, warningAuditedMonth: null });
    expect(await db.$count(aiReservations)).toBe(0);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'ai_settings.reset_usage'));
    expect(audit).toMatchObject({ target: 'ai_settings', outcome: 'success' });
  });

  it('POST /api/admin/reset-usage takes no fields', async () => {
    const response = await asAdmin(current().app, cookie, { method: 'POST', url: '/api/admin/reset-usage', payload: { everything: true } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'everything is not an accepted field.', field: 'everything' });
  });
});
