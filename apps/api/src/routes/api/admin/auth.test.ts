import { INVALID_ADMIN_KEY_MESSAGE } from '@calchub/api-contract';
import { sql } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { adminCredentials, adminSessions, agentConfigs, auditLog } from '../../../db/schema.js';
import { NO_SESSION_MESSAGE } from '../../../plugins/app/admin-guard.js';
import { asAdmin, describeWithApp, logCollector, ORIGIN, signIn, TEST_ADMIN_KEY, testConfig, uniqueAddress } from '../../../testing/harness.js';

const login = (key: unknown, headers: Record<string, string> = { origin: ORIGIN }) => ({
  method: 'POST' as const,
  url: '/api/admin/login',
  headers,
  payload: { key },
});

describeWithApp('admin authentication', (current) => {
  it('a right key answers 200 and sets an HttpOnly, Secure, SameSite=Strict cookie with a 256-bit token, stored only as a hash', async () => {
    const { inject, db } = current();
    const response = await inject(login(TEST_ADMIN_KEY));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.authenticated).toBe(true);
    const expiresInMinutes = (Date.parse(body.expires_at) - Date.now()) / 60_000;
    expect(expiresInMinutes).toBeGreaterThan(29);
    expect(expiresInMinutes).toBeLessThanOrEqual(30.1);

    const header = String(response.headers['set-cookie']);
    expect(header).toMatch(/^calchub_admin_session=[A-Za-z0-9_-]{43};/);
    expect(header).toContain('HttpOnly');
    expect(header).toContain('Secure');
    expect(header).toContain('SameSite=Strict');
    expect(header).toContain('Path=/api/admin');
    expect(header).toContain('Max-Age=43200');

    const token = response.cookies[0]?.value ?? '';
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const sessions = await db.select().from(adminSessions);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it('a wrong key answers 401 with the message the login form shows; a missing or empty key answers 400 naming key', async () => {
    const { inject } = current();
    const wrong = await inject(login('not-the-admin-key-at-all'));
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: INVALID_ADMIN_KEY_MESSAGE });
    expect(wrong.headers['set-cookie']).toBeUndefined();

    const empty = await inject(login(''));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Please enter the admin key.', field: 'key' });
    const tooLong = await inject(login('k'.repeat(300)));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({ message: 'That is not an admin key: a key has at most 256 characters.', field: 'key' });
    const missing = await inject({ ...login('x'), payload: {} });
    expect(missing.json()).toEqual({ message: 'key is required.', field: 'key' });
  });

  it('GET /api/admin/session tells whether the cookie holds a live session; logout ends it and clears the cookie', async () => {
    const { inject, app } = current();
    expect((await inject('/api/admin/session')).json()).toEqual({ authenticated: false, expires_at: null });
    const cookie = await signIn(app);
    const live = await inject({ url: '/api/admin/session', headers: { cookie } });
    expect(live.json().authenticated).toBe(true);
    expect(Date.parse(live.json().expires_at)).toBeGreaterThan(Date.now());

    const out = await asAdmin(app, cookie, { method: 'POST', url: '/api/admin/logout' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ authenticated: false, expires_at: null });
    expect(String(out.headers['set-cookie'])).toMatch(/^calchub_admin_session=;.*Expires=Thu, 01 Jan 1970/);

    expect((await inject({ url: '/api/admin/session', headers: { cookie } })).json().authenticated).toBe(false);
    expect((await asAdmin(app, cookie, { url: '/api/admin/stats' })).statusCode).toBe(401);
    expect((await asAdmin(app, cookie, { method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(401);
  });

  it('a session ends after 30 idle minutes; each request restarts the idle clock', async () => {
    const { app, db } = current();
    const cookie = await signIn(app);
    await db.update(adminSessions).set({ lastSeenAt: sql`now() - interval '29 minutes'` });
    expect((await asAdmin(app, cookie, { url: '/api/admin/stats' })).statusCode).toBe(200);
    const [touched] = await db.select({ idle: sql<number>`extract(epoch FROM now() - ${adminSessions.lastSeenAt})`.mapWith(Number) }).from(adminSessions);
    expect(touched?.idle).toBeLessThan(60);

    await db.update(adminSessions).set({ lastSeenAt: sql`now() - interval '31 minutes'` });
    const expired = await asAdmin(app, cookie, { url: '/api/admin/stats' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: NO_SESSION_MESSAGE });
  });

  it('a session ends 12 hours after sign-in however active it is', async () => {
    const { app, db } = current();
    const cookie = await signIn(app);
    await db.update(adminSessions).set({ createdAt: sql`now() - interval '11 hours 59 minutes'` });
    expect((await asAdmin(app, cookie, { url: '/api/admin/stats' })).statusCode).toBe(200);
    await db.update(adminSessions).set({ createdAt: sql`now() - interval '12 hours 1 minute'` });
    expect((await asAdmin(app, cookie, { url: '/api/admin/stats' })).statusCode).toBe(401);
  });

  it('after 5 failures from one address in 15 minutes, logins from it answer 429 with the wait, even with the right key; other addresses are unaffected', async () => {
    const { inject, app, address } = current();
    for (let i = 0; i < 5; i += 1) expect((await inject(login(`wrong-key-${i}`))).statusCode).toBe(401);
    for (const key of ['wrong-key-6', TEST_ADMIN_KEY]) {
      const limited = await inject(login(key));
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(/^Too many failed attempts\. Please wait 1[45] minutes before trying again\.$/);
      const retryAfter = Number(limited.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      expect(limited.headers['set-cookie']).toBeUndefined();
    }
    await expect(signIn(app, uniqueAddress())).resolves.toMatch(/^calchub_admin_session=/);
    expect(address).toBeTruthy();
  });

  it('failures older than 15 minutes no longer count', async () => {
    const { inject, db } = current();
    for (let i = 0; i < 5; i += 1) await inject(login(`wrong-key-${i}`));
    await db.update(auditLog).set({ createdAt: sql`now() - interval '16 minutes'` });
    expect((await inject(login(TEST_ADMIN_KEY))).statusCode).toBe(200);
  });

  it('parallel guesses from one address cannot pass the limit: at most 5 are checked', async () => {
    const { inject } = current();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => inject(login(`parallel-guess-${i}`))));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(5);
    expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(7);
    expect(codes.every((code) => code === 401 || code === 429)).toBe(true);
  });

  it('failures from a hundred other addresses lock out none but themselves: the operator still signs in', async () => {
    const { inject, db } = current();
    await db.insert(auditLog).values(
      Array.from({ length: 500 }, (_, i) => ({ address: `192.0.2.${i % 100}`, target: `192.0.2.${i % 100}`, action: 'admin.login', outcome: 'failure' })),
    );
    expect((await inject({ ...login('wrong-key'), remoteAddress: '192.0.2.7' })).statusCode).toBe(429);
    expect((await inject(login(TEST_ADMIN_KEY))).statusCode).toBe(200);
  });

  it('a throttled address writes nothing more: 40 further attempts add no audit row', async () => {
    const { inject, db } = current();
    for (let i = 0; i < 5; i += 1) expect((await inject(login(`wrong-key-${i}`))).statusCode).toBe(401);
    const rows = async () => (await db.select().from(auditLog)).length;
    const before = await rows();
    for (let i = 0; i < 40; i += 1) expect((await inject(login(`more-wrong-${i}`))).statusCode).toBe(429);
    expect(await rows()).toBe(before);
  });

  it('the addresses of one IPv6 /64 share one count; another /64 is unaffected', async () => {
    const { inject } = current();
    for (let i = 1; i <= 5; i += 1) {
      expect((await inject({ ...login(`wrong-key-${i}`), remoteAddress: `2001:db8:7:7::${i.toString(16)}` })).statusCode).toBe(401);
    }
    const sameNetwork = await inject({ ...login(TEST_ADMIN_KEY), remoteAddress: '2001:db8:7:7:ffff:1:2:3' });
    expect(sameNetwork.statusCode).toBe(429);
    expect((await inject({ ...login(TEST_ADMIN_KEY), remoteAddress: '2001:db8:7:8::1' })).statusCode).toBe(200);
  });

  it('writes every login attempt to the audit log with address and outcome, and never the key', async () => {
    const { inject, db, address } = current();
    await inject(login('my-secret-guess-1234'));
    await inject(login(''));
    await inject(login(TEST_ADMIN_KEY));
    const rows = await db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.map((row) => [row.action, row.address, row.outcome])).toEqual([
      ['admin.login', address, 'failure'],
      ['admin.login', address, 'failure'],
      ['admin.login', address, 'success'],
    ]);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain('my-secret-guess-1234');
    expect(dump).not.toContain(TEST_ADMIN_KEY);
  });

  it('refuses state-changing admin requests without this site as Origin (403) or without JSON (415)', async () => {
    const { inject, app, db } = current();
    expect((await inject(login(TEST_ADMIN_KEY, {}))).statusCode).toBe(403);
    const foreign = await inject(login(TEST_ADMIN_KEY, { origin: 'https://evil.example' }));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toMatch(/Origin/);
    expect((await inject(login(TEST_ADMIN_KEY, { origin: 'null' }))).statusCode).toBe(403);
    const form = await inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: ORIGIN, 'content-type': 'text/plain' },
      payload: JSON.stringify({ key: TEST_ADMIN_KEY }),
    });
    expect(form.statusCode).toBe(415);

    const cookie = await signIn(app);
    const forged = await asAdmin(app, cookie, {
      method: 'PUT',
      url: '/api/admin/agents/toggle',
      headers: { origin: 'https://evil.example' },
      payload: { agentName: 'SEO Agent', enabled: false },
    });
    expect(forged.statusCode).toBe(403);
    const [seo] = await db.select().from(agentConfigs).where(sql`${agentConfigs.agentName} = 'SEO Agent'`);
    expect(seo?.enabled).toBe(true);
  });

  it('answers 401 on every /api/admin route, and unknown admin paths, without a valid session', async () => {
    const { app, inject } = current();
    const adminRoutes = app.registeredRoutes.filter(
      (route) => route.url.startsWith('/api/admin') && !['/api/admin/login', '/api/admin/session'].includes(route.url) && route.method !== 'HEAD',
    );
    expect(new Set(adminRoutes.map((route) => `${route.method} ${route.url}`))).toEqual(
      new Set([
        'GET /api/admin/ai-settings',
        'POST /api/admin/ai-settings',
        'GET /api/admin/ai-provider',
        'POST /api/admin/reset-usage',
        'GET /api/admin/seo-proposals',
        'GET /api/admin/calculator-requests',
        'GET /api/admin/agent-configs',
        'GET /api/admin/stats',
        'PUT /api/admin/seo/:id/status',
        'POST /api/admin/seo/:id/revert',
        'PUT /api/admin/calculators/:id/status',
        'PUT /api/admin/agents/toggle',
        'POST /api/admin/agents/run',
        'GET /api/admin/agents/runs',
        'GET /api/admin/audit-log',
        'GET /api/admin/contact-messages',
        'GET /api/admin/premium-codes',
        'POST /api/admin/premium-codes',
        'POST /api/admin/premium-codes/:id/revoke',
        'GET /api/admin/ai-answers',
        'POST /api/admin/logout',
      ]),
    );
    const forgedCookie = `calchub_admin_session=${Buffer.alloc(32, 7).toString('base64url')}`;
    for (const route of [...adminRoutes, { method: 'GET', url: '/api/admin/no-such-thing' }, { method: 'DELETE', url: '/api/admin/stats' }]) {
      const url = route.url.replace(':id', '1');
      for (const cookie of [undefined, forgedCookie]) {
        const response = await inject({
          method: route.method as 'GET',
          url,
          headers: { origin: ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
        });
        expect({ route: `${route.method} ${url}`, status: response.statusCode, body: response.json() }).toEqual({
          route: `${route.method} ${url}`,
          status: 401,
          body: { message: NO_SESSION_MESSAGE },
        });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
  });

  it('signed in, an unknown admin path or method answers 404 JSON, whatever the body, type or Origin', async () => {
    const { app } = current();
    const cookie = await signIn(app);
    for (const [method, url] of [
      ['DELETE', '/api/admin/stats'],
      ['POST', '/api/admin/no-such-thing'],
      ['PATCH', '/api/admin/seo/1/status'],
      ['GET', '/api/admin/seo/1'],
    ] as const) {
      const response = await app.inject({ method, url, headers: { cookie } });
      expect({ method, url, status: response.statusCode, body: response.json() }).toEqual({
        method,
        url,
        status: 404,
        body: { message: `There is no API endpoint ${method} ${url}.` },
      });
    }
  });

  it('with PUBLIC_BASE_URL set, accepts that origin even when the Host differs (behind a proxy)', async () => {
    const { database } = current();
    const app = await buildApp(testConfig({ PUBLIC_BASE_URL: 'https://calchub.example' }), { database });
    try {
      const response = await app.inject({ ...login(TEST_ADMIN_KEY, { origin: 'https://calchub.example' }), remoteAddress: uniqueAddress() });
      expect(response.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describeWithApp(
  'generated admin key',
  (current) => {
    it('without ADMIN_KEY, generates a key at first start, prints it once, stores only its scrypt hash, and accepts it', async () => {
      const { database, db } = current();
      const firstLogs = logCollector();
      const first = await buildApp(testConfig({ ADMIN_KEY: undefined, LOG_LEVEL: 'warn' }), { database, logStream: firstLogs.stream });
      let key = '';
      try {
        const announcements = firstLogs.lines().filter((line) => String(line['msg']).includes('admin key was generated'));
        expect(announcements).toHaveLength(1);
        key = /generated: ([A-Za-z0-9_-]{43}) /.exec(String(announcements[0]?.['msg']))?.[1] ?? '';
        expect(key).toHaveLength(43);

        const stored = await db.select().from(adminCredentials);
        expect(stored).toHaveLength(1);
        expect(stored[0]?.keyHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]{43}$/);
        expect(stored[0]?.keyHash).not.toContain(key);

        expect((await first.inject({ ...login(key), remoteAddress: uniqueAddress() })).statusCode).toBe(200);
        expect((await first.inject({ ...login(TEST_ADMIN_KEY), remoteAddress: uniqueAddress() })).statusCode).toBe(401);
      } finally {
        await first.close();
      }

      const secondLogs = logCollector();
      const second = await buildApp(testConfig({ ADMIN_KEY: undefined, LOG_LEVEL: 'warn' }), { database, logStream: secondLogs.stream });
      try {
        expect(secondLogs.lines().filter((line) => String(line['msg']).includes('admin key'))).toEqual([]);
        expect((await second.inject({ ...login(key), remoteAddress: uniqueAddress() })).statusCode).toBe(200);
      } finally {
        await second.close();
      }

      // ADMIN_KEY, when set later, is the key; the generated one no longer opens a session.
      const third = await buildApp(testConfig(), { database });
      try {
        expect((await third.inject({ ...login(key), remoteAddress: uniqueAddress() })).statusCode).toBe(401);
        expect((await third.inject({ ...login(TEST_ADMIN_KEY), remoteAddress: uniqueAddress() })).statusCode).toBe(200);
      } finally {
        await third.close();
      }
    });
  },
  { kinds: ['pglite'] },
);
