import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { auditLog, contactMessages } from '../../../db/schema.js';
import { asAdmin, describeWithApp, signIn } from '../../../testing/harness.js';

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
});
