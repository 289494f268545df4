import { desc, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { auditLog, contactMessages } from '../../../db/schema.js';
import { outcomeOf } from '../../../plugins/app/audit.js';
import { asAdmin, describeWithApp, ORIGIN, signIn, TEST_ADMIN_KEY } from '../../../testing/harness.js';
import { addCalculatorRequests } from '../../../testing/seed.js';

describeWithApp('audit log and contact messages', (current) => {
  let cookie = '';
  beforeEach(async () => {
    cookie = await signIn(current().app);
  });
  const get = (url: string) => asAdmin(current().app, cookie, { url });

  it('GET /api/admin/audit-log pages the log newest first', async () => {
    const { db } = current();
    // The sign-in is entry 1; add 59 more, one second apart.
    await db.insert(auditLog).values(
      Array.from({ length: 59 }, (_, i) => ({
        address: '192.0.2.1',
        action: 'agent.toggle',
        target: `agent:${i}`,
        outcome: 'success',
        createdAt: sql`now() + make_interval(secs => ${i + 1})`,
      })),
    );
    const first = await get('/api/admin/audit-log');
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ page: 1, page_size: 50, total: 60 });
    expect(page.entries).toHaveLength(50);
    expect(page.entries[0]).toMatchObject({ action: 'agent.toggle', target: 'agent:58', outcome: 'success', address: '192.0.2.1', detail: null });
    expect(Object.keys(page.entries[0]).sort()).toEqual(['action', 'address', 'created_at', 'detail', 'id', 'outcome', 'target']);

    const second = (await get('/api/admin/audit-log?page=2')).json();
    expect(second.entries).toHaveLength(10);
    expect(second.entries.at(-1)).toMatchObject({ action: 'admin.login', outcome: 'success' });
    expect((await get('/api/admin/audit-log?page=3&page_size=25')).json().entries).toHaveLength(10);
    expect((await get('/api/admin/audit-log?page=9')).json()).toMatchObject({ entries: [], page: 9, total: 60 });
  });

  it.each([
    ['?page=0', 'page', 'page must be a whole number from 1.'],
    ['?page=x', 'page', 'page must be a whole number from 1.'],
    ['?page_size=201', 'page_size', 'page_size must be a whole number from 1 to 200.'],
  ])('GET /api/admin/audit-log%s answers 400 naming %s', async (query, field, message) => {
    const response = await get(`/api/admin/audit-log${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('GET /api/admin/contact-messages lists messages newest first, up to ?limit', async () => {
    const { inject } = current();
    const sendMessage = (name: string) =>
      inject({ method: 'POST', url: '/api/contact', payload: { name, email: `${name.toLowerCase()}@example.com`, message: `Hello from ${name}, with thanks.` } });
    for (const name of ['Ada', 'Grace', 'Edsger']) expect((await sendMessage(name)).statusCode).toBe(201);
    const { db } = current();
    await db.update(contactMessages).set({ createdAt: sql`${contactMessages.createdAt} + make_interval(secs => ${contactMessages.id})` });

    const list = await get('/api/admin/contact-messages');
    expect(list.statusCode).toBe(200);
    expect(list.json().map((message: { name: string }) => message.name)).toEqual(['Edsger', 'Grace', 'Ada']);
    expect(list.json()[0]).toMatchObject({ email: 'edsger@example.com', message: 'Hello from Edsger, with thanks.' });
    expect((await get('/api/admin/contact-messages?limit=1')).json()).toHaveLength(1);
    expect((await get('/api/admin/contact-messages?limit=501')).json()).toEqual({ message: 'limit must be a whole number from 1 to 500.', field: 'limit' });
  });

  it('every state-changing admin route writes one audit entry per answer (done, refused or failed) to a signed-in admin or a sign-in, never with the key; a call without a session writes none', async () => {
    const { app, db, inject } = current();
    const routes = app.registeredRoutes
      .filter((route) => route.url.startsWith('/api/admin') && (route.method === 'POST' || route.method === 'PUT'))
      .map((route) => `${route.method} ${route.url}`);
    expect(new Set(routes)).toEqual(
      new Set([
        'POST /api/admin/login',
        'POST /api/admin/logout',
        'POST /api/admin/ai-settings',
        'POST /api/admin/reset-usage',
        'PUT /api/admin/seo/:id/status',
        'POST /api/admin/seo/:id/revert',
        'PUT /api/admin/calculators/:id/status',
        'PUT /api/admin/agents/toggle',
        'POST /api/admin/agents/run',
        'POST /api/admin/premium-codes',
        'POST /api/admin/premium-codes/:id/revoke',
      ]),
    );
    const newest = async () => (await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
    for (const route of routes) {
      const [method, pattern] = route.split(' ') as ['POST' | 'PUT', string];
      const url = pattern.replace(':id', '1');
      const attempts = [
        // Signed in, with a field no route accepts (a key-like value, which must not reach the log either).
        { cookie, payload: JSON.stringify({ unexpected: TEST_ADMIN_KEY }) },
        // Not signed in.
        { cookie: undefined, payload: '{}' },
      ];
      for (const attempt of attempts) {
        const before = await db.$count(auditLog);
        const response = await inject({
          method,
          url,
          headers: { origin: ORIGIN, 'content-type': 'application/json', ...(attempt.cookie ? { cookie: attempt.cookie } : {}) },
          payload: attempt.payload,
        });
        const entry = await newest();
        const audited = Boolean(attempt.cookie) || route === 'POST /api/admin/login';
        expect({ route, signedIn: Boolean(attempt.cookie), added: (await db.$count(auditLog)) - before }).toEqual({
          route,
          signedIn: Boolean(attempt.cookie),
          added: audited ? 1 : 0,
        });
        expect(response.statusCode).toBe(audited ? 400 : 401);
        if (!audited) continue;
        expect(entry?.action).toMatch(/^[a-z_]+\.[a-z_]+$/);
        expect({ route, outcome: entry?.outcome }).toEqual({ route, outcome: outcomeOf(response.statusCode) });
      }
    }

    // Successes not covered elsewhere: a calculator request decided, then signing out.
    const [requestId] = await addCalculatorRequests(db, ['pending']);
    expect((await asAdmin(app, cookie, { method: 'PUT', url: `/api/admin/calculators/${requestId}/status`, payload: { status: 'approved' } })).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'calculator_request.status', target: `calculator_request:${requestId}`, outcome: 'success', detail: 'approved' });
    expect((await asAdmin(app, cookie, { method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(200);
    expect(await newest()).toMatchObject({ action: 'admin.logout', target: expect.stringMatching(/^session:\d+$/), outcome: 'success' });

    expect(JSON.stringify(await db.select().from(auditLog))).not.toContain(TEST_ADMIN_KEY);
  });

  it('keeps the entry when what it quotes holds a character the database cannot store', async () => {
    const { app, db } = current();
    const response = await asAdmin(app, cookie, { method: 'PUT', url: '/api/admin/seo/%00/status', payload: { status: 'approved' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'id contains a NUL character (U+0000), which cannot be stored.', field: 'id' });
    const toggle = await asAdmin(app, cookie, { method: 'PUT', url: '/api/admin/agents/toggle', payload: { agentName: 'SEO Agent', enabled: true, 'x\u0000': 1 } });
    expect(toggle.statusCode).toBe(400);
    const rows = await db.select().from(auditLog).orderBy(auditLog.id);
    expect(rows.slice(-2).map((row) => [row.action, row.target, row.outcome, row.detail])).toEqual([
      ['seo_proposal.status', 'seo_proposal:\uFFFD', 'failure', 'id contains a NUL character (U+0000), which cannot be stored.'],
      ['agent.toggle', 'agent:SEO Agent', 'failure', 'x\uFFFD contains a NUL character (U+0000), which cannot be stored.'],
    ]);
  });
});
