import { INVALID_PREMIUM_CODE_MESSAGE, PREMIUM_CODE_FULL_MESSAGE, PREMIUM_CODE_MAX_LENGTH } from '@calchub/api-contract';
import { eq, sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { beforeEach, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { auditLog, premiumCodes, premiumVisitors } from '../../../db/schema.js';
import { premiumCodeBody } from '../../../plugins/app/premium-repository.js';
import { VISITOR_COOKIE, VISITOR_COOKIE_PATH, visitorKeyOf } from '../../../plugins/app/visitor.js';
import { asAdmin, describeWithApp, logCollector, ORIGIN, signIn, testConfig, uniqueAddress } from '../../../testing/harness.js';

const CODE_FORMAT = /^CALC(-[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{4}){4}$/;
const DAY_MS = 24 * 3600 * 1000;

describeWithApp('premium codes', (current) => {
  let cookie = '';
  beforeEach(async () => {
    cookie = await signIn(current().app);
  });
  const admin = (options: Parameters<typeof asAdmin>[2]) => asAdmin(current().app, cookie, options);
  const create = (label = 'Newsletter readers', validDays = 30, maxVisitors?: number) =>
    admin({ method: 'POST', url: '/api/admin/premium-codes', payload: { label, valid_days: validDays, ...(maxVisitors === undefined ? {} : { max_visitors: maxVisitors }) } });
  async function newCode(label?: string, validDays?: number, maxVisitors?: number): Promise<{ code: string; id: number }> {
    const response = await create(label, validDays, maxVisitors);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    return { code: body.code, id: body.premium_code.id };
  }
  /** A visitor's browser: keeps the visitor cookie the server sets. */
  function visitor(remoteAddress = uniqueAddress()) {
    let visitorCookie: string | undefined;
    return {
      async redeem(code: unknown) {
        const response = await current().inject({
          method: 'POST',
          url: '/api/explain/premium',
          payload: { code } as Record<string, unknown>,
          remoteAddress,
          ...(visitorCookie ? { headers: { cookie: `${VISITOR_COOKIE}=${visitorCookie}` } } : {}),
        });
        visitorCookie ??= response.cookies.find((entry) => entry.name === VISITOR_COOKIE)?.value;
        return response;
      },
      key: () => visitorKeyOf(visitorCookie),
    };
  }

  it('admits as many visitors as the code was made for: a further one is refused naming code, one who holds it keeps it', async () => {
    const response = await create('Two friends', 30, 2);
    expect(response.json().premium_code).toMatchObject({ max_visitors: 2, visitors: 0 });
    const { code } = response.json();
    const [ada, grace, edsger] = [visitor(), visitor(), visitor()];
    expect((await ada.redeem(code)).statusCode).toBe(200);
    expect((await grace.redeem(code)).statusCode).toBe(200);
    const refused = await edsger.redeem(code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: PREMIUM_CODE_FULL_MESSAGE, field: 'code' });
    // Ada typing it again is no new visitor.
    expect((await ada.redeem(code)).statusCode).toBe(200);
    const [listed] = (await admin({ url: '/api/admin/premium-codes' })).json();
    expect(listed).toMatchObject({ label: 'Two friends', visitors: 2, max_visitors: 2 });
    const [entry] = await current().db.select().from(auditLog).where(eq(auditLog.action, 'premium_code.create'));
    expect(entry?.detail).toBe('Two friends, valid 30 days, for 2 visitors');
  });

  it('gives the last place of a code once when many visitors redeem it at the same moment', async () => {
    const { code } = (await create('Shared in a chat', 30, 3)).json();
    const statuses = await Promise.all(Array.from({ length: 20 }, () => visitor().redeem(code).then((answer) => answer.statusCode)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status === 400)).toHaveLength(17);
    expect(await current().db.$count(premiumVisitors)).toBe(3);
  });

  it.each([0, 10_001, 2.5, '5'])('refuses max_visitors %j, naming it', async (maxVisitors) => {
    const response = await admin({ method: 'POST', url: '/api/admin/premium-codes', payload: { label: 'Bad', valid_days: 30, max_visitors: maxVisitors } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'max_visitors must be a whole number of visitors from 1 to 10000 (5 when left out).', field: 'max_visitors' });
  });

  it('POST /api/admin/premium-codes answers 201 with a new 80-bit code, once; only its SHA-256 is stored', async () => {
    const { db } = current();
    const response = await create('Beta testers', 30);
    expect(response.statusCode).toBe(201);
    const { code, premium_code } = response.json();
    expect(code).toMatch(CODE_FORMAT);
    expect(premium_code).toEqual({
      id: expect.any(Number),
      label: 'Beta testers',
      created_at: expect.any(String),
      expires_at: expect.any(String),
      revoked_at: null,
      visitors: 0,
      max_visitors: 5,
    });
    expect(Date.parse(premium_code.expires_at) - Date.parse(premium_code.created_at)).toBe(30 * DAY_MS);

    const rows = await db.select().from(premiumCodes);
    expect(rows).toHaveLength(1);
    const symbols = code.replaceAll('-', '').slice(4);
    expect(rows[0]?.codeHash).toBe(createHash('sha256').update(symbols).digest('hex'));
    expect(JSON.stringify(rows)).not.toContain(symbols);
    // The list never shows a code again.
    const list = await admin({ url: '/api/admin/premium-codes' });
    expect(list.json()).toEqual([premium_code]);
    expect(list.body).not.toContain(symbols.slice(0, 8));
  });

  it('makes a different code every time', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 20; i += 1) codes.add((await newCode(`Batch ${i}`)).code);
    expect(codes.size).toBe(20);
  });

  it.each([
    [{ label: '', valid_days: 30 }, 'label', 'label must say who the code is for (1 to 80 characters).'],
    [{ label: '   ', valid_days: 30 }, 'label', 'label must say who the code is for (1 to 80 characters).'],
    [{ label: 'x'.repeat(81), valid_days: 30 }, 'label', 'label must say who the code is for (1 to 80 characters).'],
    [{ label: 'Beta', valid_days: 0 }, 'valid_days', 'valid_days must be a whole number of days from 1 to 366.'],
    [{ label: 'Beta', valid_days: 367 }, 'valid_days', 'valid_days must be a whole number of days from 1 to 366.'],
    [{ label: 'Beta', valid_days: 1.5 }, 'valid_days', 'valid_days must be a whole number of days from 1 to 366.'],
    [{ label: 'Beta', valid_days: '30' }, 'valid_days', 'valid_days must be a whole number of days from 1 to 366.'],
  ])('POST /api/admin/premium-codes %j answers 400 naming %s', async (payload, field, message) => {
    const response = await admin({ method: 'POST', url: '/api/admin/premium-codes', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
    expect(await current().db.$count(premiumCodes)).toBe(0);
  });

  it('answers 401 to every premium-code route without a session, and creates nothing', async () => {
    const { inject, db } = current();
    const headers = { origin: ORIGIN, 'content-type': 'application/json' };
    expect((await inject('/api/admin/premium-codes')).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/admin/premium-codes', headers, payload: { label: 'Beta', valid_days: 3 } })).statusCode).toBe(401);
    const { id } = await newCode();
    expect((await inject({ method: 'POST', url: `/api/admin/premium-codes/${id}/revoke`, headers, payload: {} })).statusCode).toBe(401);
    expect((await inject('/api/admin/ai-answers')).statusCode).toBe(401);
    expect(await db.$count(premiumCodes)).toBe(1);
    expect((await db.select().from(premiumCodes))[0]?.revokedAt).toBeNull();
  });

  it('the code is in no audit entry and no log line, at any log level; the entries name the id and the label', async () => {
    const { backend, db } = current();
    const logs = logCollector();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), { database: backend.shared, logStream: logs.stream });
    try {
      const traced = await signIn(app);
      const response = await asAdmin(app, traced, { method: 'POST', url: '/api/admin/premium-codes', payload: { label: 'Podcast listeners', valid_days: 7 } });
      expect(response.statusCode).toBe(201);
      const { code, premium_code } = response.json();
      const redeemed = await app.inject({ method: 'POST', url: '/api/explain/premium', payload: { code }, remoteAddress: uniqueAddress() });
      expect(redeemed.statusCode).toBe(200);
      const revoked = await asAdmin(app, traced, { method: 'POST', url: `/api/admin/premium-codes/${premium_code.id}/revoke` });
      expect(revoked.statusCode).toBe(200);

      const symbols = code.replaceAll('-', '').slice(4);
      const everything = JSON.stringify([await db.select().from(auditLog), logs.lines()]);
      expect(logs.lines().length).toBeGreaterThan(5);
      for (const part of [code, symbols, ...code.split('-').slice(1)]) expect(everything).not.toContain(part);

      const entries = await db.select().from(auditLog).orderBy(auditLog.id);
      expect(entries.slice(-2).map((entry) => [entry.action, entry.target, entry.outcome, entry.detail])).toEqual([
        ['premium_code.create', `premium_code:${premium_code.id}`, 'success', 'Podcast listeners, valid 7 days, for 5 visitors'],
        ['premium_code.revoke', `premium_code:${premium_code.id}`, 'success', null],
      ]);
    } finally {
      await app.close();
    }
  });

  it('GET /api/admin/premium-codes lists newest first with the visitors each code holds now', async () => {
    const { db } = current();
    const first = await newCode('First');
    const second = await newCode('Second');
    const third = await newCode('Third');
    await db.update(premiumCodes).set({ createdAt: sql`${premiumCodes.createdAt} + make_interval(secs => ${premiumCodes.id})` });

    const ada = visitor();
    const grace = visitor();
    const edsger = visitor();
    for (const [person, code] of [
      [ada, first.code],
      [grace, first.code],
      [edsger, second.code],
    ] as const) {
      expect((await person.redeem(code)).statusCode).toBe(200);
    }
    // Redeeming again, or another code, never counts a visitor twice: Grace moves to the third code.
    expect((await ada.redeem(first.code)).statusCode).toBe(200);
    expect((await grace.redeem(third.code)).statusCode).toBe(200);

    const list = (await admin({ url: '/api/admin/premium-codes' })).json();
    expect(list.map((code: { label: string; visitors: number }) => [code.label, code.visitors])).toEqual([
      ['Third', 1],
      ['Second', 1],
      ['First', 1],
    ]);
    expect(await db.$count(premiumVisitors)).toBe(3);
    const [graceRow] = await db.select().from(premiumVisitors).where(eq(premiumVisitors.visitorKey, grace.key() ?? ''));
    expect(graceRow?.codeId).toBe(third.id);
  });

  it('POST /api/explain/premium makes the visitor premium until the code expires, with the code typed in any case, spacing or dashes', async () => {
    const { db } = current();
    // Room for each typing's visitor.
    const { code, id } = await newCode('Friends', 10, 20);
    const [row] = await db.select().from(premiumCodes).where(eq(premiumCodes.id, id));
    const symbols = code.replaceAll('-', '').slice(4);
    const typings = [
      code,
      code.toLowerCase(),
      ` ${code} `,
      symbols,
      symbols.toLowerCase(),
      code.replaceAll('-', ' '),
      code.replaceAll('-', '–'),
      `calc ${symbols.match(/.{4}/g)?.join(' ')}`,
      `${symbols.slice(0, 8)}\t${symbols.slice(8)}`,
    ];
    for (const typed of typings) {
      const person = visitor();
      const response = await person.redeem(typed);
      expect({ typed, status: response.statusCode }).toEqual({ typed, status: 200 });
      expect(response.json()).toEqual({ premium: true, expires_at: row?.expiresAt.toISOString() });
      expect(response.headers['cache-control']).toBe('no-store');
      // The same anonymous visitor cookie as the explanations', so that they know this visitor is premium.
      expect(response.cookies.find((entry) => entry.name === VISITOR_COOKIE)).toMatchObject({ path: VISITOR_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'Lax' });
      const [held] = await db.select().from(premiumVisitors).where(eq(premiumVisitors.visitorKey, person.key() ?? ''));
      expect(held?.codeId).toBe(id);
    }
    expect(await db.$count(premiumVisitors)).toBe(typings.length);
  });

  it.each([
    ['an unknown code', 'CALC-2345-6789-ABCD-EFGH'],
    ['a code one symbol short', null],
    ['a code with one symbol changed', 'changed'],
    ['text that is no code', 'let me in please'],
  ])('POST /api/explain/premium refuses %s with 400 naming code, and marks nobody', async (_label, typed) => {
    const { db } = current();
    const { code } = await newCode();
    const last = code.at(-1) === '2' ? '3' : '2';
    const sent = typed === null ? code.slice(0, -1) : typed === 'changed' ? `${code.slice(0, -1)}${last}` : typed;
    const response = await visitor().redeem(sent);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: INVALID_PREMIUM_CODE_MESSAGE, field: 'code' });
    expect(await db.$count(premiumVisitors)).toBe(0);
  });

  it.each([
    [{ code: '' }, 'code must be the premium code you were given (1 to 100 characters).'],
    [{ code: 'x'.repeat(PREMIUM_CODE_MAX_LENGTH + 1) }, 'code must be the premium code you were given (1 to 100 characters).'],
    [{ code: 12345 }, 'code must be the premium code you were given (1 to 100 characters).'],
    [{}, 'code is required.'],
  ])('POST /api/explain/premium %j answers 400 naming code', async (payload, message) => {
    const response = await current().inject({ method: 'POST', url: '/api/explain/premium', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field: 'code' });
  });

  it('an expired code is refused, and a visitor who redeemed it earlier stays recorded but the code no longer redeems', async () => {
    const { db } = current();
    const { code, id } = await newCode('One day', 1);
    expect((await visitor().redeem(code)).statusCode).toBe(200);
    await db.update(premiumCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(premiumCodes.id, id));
    const late = await visitor().redeem(code);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ message: INVALID_PREMIUM_CODE_MESSAGE, field: 'code' });
    expect(await db.$count(premiumVisitors)).toBe(1);
  });

  it('POST /api/admin/premium-codes/{id}/revoke stops the code now; a second revoke answers 409, an unknown id 404', async () => {
    const { db } = current();
    const { code, id } = await newCode('Conference');
    expect((await visitor().redeem(code)).statusCode).toBe(200);

    const revoked = await admin({ method: 'POST', url: `/api/admin/premium-codes/${id}/revoke` });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ id, label: 'Conference', revoked_at: expect.any(String), visitors: 1 });
    const [row] = await db.select().from(premiumCodes).where(eq(premiumCodes.id, id));
    expect(row?.revokedAt?.toISOString()).toBe(revoked.json().revoked_at);

    const refused = await visitor().redeem(code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: INVALID_PREMIUM_CODE_MESSAGE, field: 'code' });

    const again = await admin({ method: 'POST', url: `/api/admin/premium-codes/${id}/revoke` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This premium code was already revoked.' });
    const [unchanged] = await db.select().from(premiumCodes).where(eq(premiumCodes.id, id));
    expect(unchanged?.revokedAt?.toISOString()).toBe(revoked.json().revoked_at);

    const unknown = await admin({ method: 'POST', url: `/api/admin/premium-codes/${id + 1}/revoke` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: `There is no premium code ${id + 1}.` });
    const bad = await admin({ method: 'POST', url: '/api/admin/premium-codes/abc/revoke' });
    expect(bad.json()).toEqual({ message: 'id must be a positive whole number.', field: 'id' });

    const list = (await admin({ url: '/api/admin/premium-codes' })).json();
    expect(list).toEqual([revoked.json()]);
  });

  it('two revocations of one code at once: one succeeds, the other answers 409', async () => {
    const { id } = await newCode();
    const answers = await Promise.all([0, 1].map(() => admin({ method: 'POST', url: `/api/admin/premium-codes/${id}/revoke` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('POST /api/explain/premium allows 10 tries a minute per address, then 429', async () => {
    const address = uniqueAddress();
    const guesser = visitor(address);
    for (let i = 0; i < 10; i += 1) expect((await guesser.redeem(`CALC-2345-6789-ABCD-EF${String(i).padStart(2, '2')}`)).statusCode).toBe(400);
    const { code } = await newCode();
    const limited = await guesser.redeem(code);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests from your address\. Please wait .+ and try again\.$/);
    expect((await visitor().redeem(code)).statusCode).toBe(200);
  });
});

it('premiumCodeBody reads a code as typed: case, spaces, dashes and the CALC prefix do not matter', () => {
  expect(premiumCodeBody('CALC-7KQM-R2XD-93HT-WBNC')).toBe('7KQMR2XD93HTWBNC');
  expect(premiumCodeBody(' calc 7kqm r2xd\u201393ht-wbnc ')).toBe('7KQMR2XD93HTWBNC');
  expect(premiumCodeBody('7kqmr2xd93htwbnc')).toBe('7KQMR2XD93HTWBNC');
  // 0, 1, I and O are never in a code.
  expect(premiumCodeBody('CALC-7KQM-R2XD-93HT-WBN0')).toBeUndefined();
  expect(premiumCodeBody('CALC-7KQM-R2XD-93HT-WBN')).toBeUndefined();
  expect(premiumCodeBody('')).toBeUndefined();
});
