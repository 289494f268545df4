import { DEFAULT_AI_SETTINGS } from '@calchub/api-contract';
import { expect, it } from 'vitest';
import { ORIGIN, describeWithApp, signIn } from '../../../testing/harness.js';
import { addCalculatorRequests, addSeoProposals } from '../../../testing/seed.js';

/**
 * The admin calls of the original product, each sent as its admin page sends it: a JSON body where it has one, and
 * nothing at all (no body, no Content-Type) where it has none. Only the session cookie and the page's Origin are
 * added, which this server requires of every admin call.
 */
describeWithApp('the original admin calls, sent as written', (current) => {
  async function send(method: 'GET' | 'POST' | 'PUT', url: string, body?: Record<string, unknown>) {
    const { app, address } = current();
    const cookie = await signIn(app);
    const headers: Record<string, string> = { cookie, origin: ORIGIN };
    if (body === undefined) return app.inject({ method, url, headers, remoteAddress: address });
    return app.inject({ method, url, headers: { ...headers, 'content-type': 'application/json' }, payload: JSON.stringify(body), remoteAddress: address });
  }

  it.each(['/api/admin/ai-settings', '/api/admin/seo-proposals', '/api/admin/calculator-requests', '/api/admin/agent-configs', '/api/admin/stats'])(
    'GET %s with no payload answers 200 with JSON',
    async (url) => {
      const response = await send('GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    },
  );

  it('POST /api/admin/ai-settings with the full settings object answers 200', async () => {
    const response = await send('POST', '/api/admin/ai-settings', { ...DEFAULT_AI_SETTINGS, user_free_quota: 7 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user_free_quota: 7 });
  });

  it('POST /api/admin/reset-usage with no body (no Content-Type either) resets, as with {}', async () => {
    const response = await send('POST', '/api/admin/reset-usage');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ spend_this_month: 0, total_tokens_used: 0 });
  });

  it('a body-less call to a route that needs fields answers 400 naming the first one, not 415', async () => {
    const response = await send('PUT', '/api/admin/agents/toggle');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'agentName' });
  });

  it('a body that is not JSON is still refused with 415', async () => {
    const { app, address } = current();
    const cookie = await signIn(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/reset-usage',
      headers: { cookie, origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
      remoteAddress: address,
    });
    expect(response.statusCode).toBe(415);
  });

  it('PUT /api/admin/{seo or calculators}/{id}/status with a status answers 200', async () => {
    const { db } = current();
    const [proposal] = await addSeoProposals(db, ['pending']);
    const [request] = await addCalculatorRequests(db, ['pending']);
    expect((await send('PUT', `/api/admin/seo/${proposal}/status`, { status: 'approved' })).statusCode).toBe(200);
    expect((await send('PUT', `/api/admin/calculators/${request}/status`, { status: 'rejected' })).statusCode).toBe(200);
  });

  it('PUT /api/admin/agents/toggle with agentName and enabled, then POST /api/admin/agents/run with agentName', async () => {
    expect((await send('PUT', '/api/admin/agents/toggle', { agentName: 'SEO Agent', enabled: true })).statusCode).toBe(200);
    expect((await send('POST', '/api/admin/agents/run', { agentName: 'SEO Agent' })).statusCode).toBe(202);
  });
});
