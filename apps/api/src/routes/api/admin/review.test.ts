import { eq, sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { agentConfigs, auditLog, calculatorRequests, seoProposals } from '../../../db/schema.js';
import { asAdmin, describeWithApp, signIn } from '../../../testing/harness.js';
import { addCalculatorRequests, addSeoProposals } from '../../../testing/seed.js';

describeWithApp('review queues', (current, kind) => {
  let cookie = '';
  beforeEach(async () => {
    cookie = await signIn(current().app);
  });
  const get = (url: string) => asAdmin(current().app, cookie, { url });
  const put = (url: string, payload: unknown) => asAdmin(current().app, cookie, { method: 'PUT', url, payload: payload as Record<string, unknown> });

  it('GET /api/admin/seo-proposals lists newest first with every field of a proposal, filtered by ?status', async () => {
    const { db } = current();
    const ids = await addSeoProposals(db, ['pending', 'approved', 'rejected', 'pending']);
    const all = await get('/api/admin/seo-proposals');
    expect(all.statusCode).toBe(200);
    expect(all.json().map((item: { id: number }) => item.id)).toEqual([...ids].reverse());
    const newest = all.json()[0];
    expect(Object.keys(newest).sort()).toEqual(
      [
        'confidence_score', 'created_at', 'decided_at', 'estimated_traffic', 'evidence', 'id', 'keyword', 'meta_description', 'path', 'priority',
        'reverted_at', 'status', 'title',
      ].sort(),
    );
    expect(newest).toMatchObject({ id: ids[3], keyword: 'keyword 3', priority: 'high', status: 'pending', title: 'Proposal 3', decided_at: null });
    expect(new Date(newest.created_at).toISOString()).toBe(newest.created_at);

    const byStatus = async (status: string) => (await get(`/api/admin/seo-proposals?status=${status}`)).json().map((item: { id: number }) => item.id);
    expect(await byStatus('pending')).toEqual([ids[3], ids[0]]);
    expect(await byStatus('approved')).toEqual([ids[1]]);
    expect(await byStatus('rejected')).toEqual([ids[2]]);
    expect(await byStatus('all')).toHaveLength(4);
    expect((await get('/api/admin/seo-proposals?limit=2')).json()).toHaveLength(2);
  });

  it('GET /api/admin/calculator-requests lists newest first, filtered by ?status', async () => {
    const { db } = current();
    const ids = await addCalculatorRequests(db, ['pending', 'rejected', 'pending']);
    expect((await get('/api/admin/calculator-requests')).json().map((item: { id: number }) => item.id)).toEqual([...ids].reverse());
    const pending = (await get('/api/admin/calculator-requests?status=pending')).json();
    expect(pending.map((item: { id: number }) => item.id)).toEqual([ids[2], ids[0]]);
    expect(pending[0]).toMatchObject({ name: 'Calculator 2', category: 'finance', formula: 'a * b', disclaimer: 'Estimates only.', confidence_score: 0.75 });
    expect((await get('/api/admin/calculator-requests?status=pending')).json()).toHaveLength(2);
  });

  it('an empty queue answers an empty list', async () => {
    expect((await get('/api/admin/seo-proposals?status=pending')).json()).toEqual([]);
    expect((await get('/api/admin/calculator-requests')).json()).toEqual([]);
  });

  it.each([
    ['/api/admin/seo-proposals?status=done', 'status', 'status must be one of pending, approved, rejected or all.'],
    ['/api/admin/calculator-requests?limit=0', 'limit', 'limit must be a whole number from 1 to 500.'],
    ['/api/admin/seo-proposals?limit=lots', 'limit', 'limit must be a whole number from 1 to 500.'],
    ['/api/admin/seo-proposals?order=asc', 'order', 'order is not an accepted field.'],
  ])('GET %s answers 400 naming %s', async (url, field, message) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('PUT /api/admin/seo/{id}/status approves a pending proposal once; a second decision answers 409', async () => {
    const { db } = current();
    const [id] = await addSeoProposals(db, ['pending']);
    const approved = await put(`/api/admin/seo/${id}/status`, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ id, status: 'approved' });
    expect(Date.parse(approved.json().decided_at)).toBeGreaterThan(Date.now() - 60_000);

    const again = await put(`/api/admin/seo/${id}/status`, { status: 'rejected' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This SEO proposal was already approved; only a pending one can be approved or rejected.' });
    const [row] = await db.select().from(seoProposals).where(eq(seoProposals.id, id as number));
    expect(row?.status).toBe('approved');
  });

  it('PUT /api/admin/calculators/{id}/status rejects a pending request; unknown ids answer 404', async () => {
    const { db } = current();
    const [id] = await addCalculatorRequests(db, ['pending']);
    const rejected = await put(`/api/admin/calculators/${id}/status`, { status: 'rejected' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ id, status: 'rejected' });
    expect((await put(`/api/admin/calculators/${id}/status`, { status: 'approved' })).statusCode).toBe(409);

    const missing = await put('/api/admin/calculators/999999/status', { status: 'approved' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'There is no calculator request with id 999999.' });
    expect((await put('/api/admin/seo/999999/status', { status: 'approved' })).json()).toEqual({ message: 'There is no SEO proposal with id 999999.' });
  });

  it.each([
    ['/api/admin/seo/abc/status', { status: 'approved' }, 'id', 'id must be a positive whole number.'],
    ['/api/admin/seo/0/status', { status: 'approved' }, 'id', 'id must be a positive whole number.'],
    ['/api/admin/calculators/99999999999/status', { status: 'approved' }, 'id', 'id must be a positive whole number.'],
    ['/api/admin/seo/1/status', { status: 'pending' }, 'status', "status must be 'approved' or 'rejected'."],
    ['/api/admin/seo/1/status', {}, 'status', 'status is required.'],
    ['/api/admin/calculators/1/status', { status: 'approved', note: 'x' }, 'note', 'note is not an accepted field.'],
  ])('PUT %s with %j answers 400 naming %s', async (url, payload, field, message) => {
    const response = await put(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('writes each decision to the audit log with target and outcome', async () => {
    const { db } = current();
    const [id] = await addSeoProposals(db, ['pending']);
    await put(`/api/admin/seo/${id}/status`, { status: 'approved' });
    await put(`/api/admin/seo/${id}/status`, { status: 'rejected' });
    const rows = await db.select().from(auditLog).where(eq(auditLog.action, 'seo_proposal.status')).orderBy(auditLog.id);
    expect(rows.map((row) => [row.target, row.outcome, row.detail])).toEqual([
      [`seo_proposal:${id}`, 'success', 'approved'],
      [`seo_proposal:${id}`, 'failure', 'This SEO proposal was already approved; only a pending one can be approved or rejected.'],
    ]);
  });

  it('GET /api/admin/stats counts pending and approved per queue, active agents, and approvals since midnight UTC', async () => {
    const { db } = current();
    await addSeoProposals(db, ['pending', 'pending', 'approved', 'rejected']);
    const [oldApproval] = await addCalculatorRequests(db, ['approved', 'approved', 'pending']);
    await db.update(calculatorRequests).set({ decidedAt: sql`now() - interval '2 days'` }).where(eq(calculatorRequests.id, oldApproval as number));
    await db.update(agentConfigs).set({ enabled: false }).where(eq(agentConfigs.agentName, 'Validation Agent'));

    const stats = await get('/api/admin/stats');
    expect(stats.statusCode).toBe(200);
    expect(stats.json()).toEqual({
      seo_proposals: { pending: 2, approved: 1 },
      calculator_requests: { pending: 1, approved: 2 },
      active_agents: 3,
      approved_today: 2,
    });
  });

  if (kind === 'postgres') {
    it('two concurrent approvals of one item: exactly one wins, the other answers 409', async () => {
      const { db } = current();
      const ids = await addSeoProposals(db, Array.from({ length: 20 }, () => 'pending' as const));
      for (const id of ids) {
        const [first, second] = await Promise.all([
          put(`/api/admin/seo/${id}/status`, { status: 'approved' }),
          put(`/api/admin/seo/${id}/status`, { status: 'rejected' }),
        ]);
        expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
        const winner = first.statusCode === 200 ? 'approved' : 'rejected';
        const [row] = await db.select().from(seoProposals).where(eq(seoProposals.id, id));
        expect(row?.status).toBe(winner);
      }
      const [requestId] = await addCalculatorRequests(db, ['pending']);
      const answers = await Promise.all(Array.from({ length: 10 }, () => put(`/api/admin/calculators/${requestId}/status`, { status: 'approved' })));
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    });
  }
});
