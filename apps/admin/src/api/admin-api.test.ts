import { describe, expect, it, vi } from 'vitest';
import { AdminApiError, SessionExpiredError, UNREACHABLE_MESSAGE, createHttpAdminApi, watchSessionExpiry } from './admin-api.js';

function fakeFetch(status: number, body?: unknown) {
  return vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

function sent(fetchImpl: ReturnType<typeof fakeFetch>) {
  const [url, init] = fetchImpl.mock.calls[0] ?? [];
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined, headers, credentials: init?.credentials };
}

describe('createHttpAdminApi', () => {
  it('asks for a list with its status filter and returns the body', async () => {
    const fetchImpl = fakeFetch(200, [{ id: 1 }]);
    const result = await createHttpAdminApi(fetchImpl).listSeoProposals('approved');
    expect(result).toEqual([{ id: 1 }]);
    expect(sent(fetchImpl)).toMatchObject({ url: '/api/admin/seo-proposals?status=approved', method: 'GET', credentials: 'same-origin' });
  });

  it("reads the AI provider's status from GET /api/admin/ai-provider", async () => {
    const status = { configured: true, model: 'gpt-4o-mini', host: 'https://api.openai.com', input_price_per_mtok: 0.15, output_price_per_mtok: 0.6, timeout_ms: 20000 };
    const fetchImpl = fakeFetch(200, status);
    expect(await createHttpAdminApi(fetchImpl).getAiProvider()).toEqual(status);
    expect(sent(fetchImpl)).toMatchObject({ url: '/api/admin/ai-provider', method: 'GET', credentials: 'same-origin' });
  });

  it.each([
    ['setSeoProposalStatus', (api: ReturnType<typeof createHttpAdminApi>) => api.setSeoProposalStatus(12, 'approved'), 'PUT', '/api/admin/seo/12/status', { status: 'approved' }],
    ['setCalculatorRequestStatus', (api: ReturnType<typeof createHttpAdminApi>) => api.setCalculatorRequestStatus(7, 'rejected'), 'PUT', '/api/admin/calculators/7/status', { status: 'rejected' }],
    ['toggleAgent', (api: ReturnType<typeof createHttpAdminApi>) => api.toggleAgent('SEO Agent', false), 'PUT', '/api/admin/agents/toggle', { agentName: 'SEO Agent', enabled: false }],
    ['runAgent', (api: ReturnType<typeof createHttpAdminApi>) => api.runAgent('Runtime Agent'), 'POST', '/api/admin/agents/run', { agentName: 'Runtime Agent' }],
    ['resetUsage', (api: ReturnType<typeof createHttpAdminApi>) => api.resetUsage(), 'POST', '/api/admin/reset-usage', {}],
    ['createPremiumCode', (api: ReturnType<typeof createHttpAdminApi>) => api.createPremiumCode('Beta testers', 30, 5), 'POST', '/api/admin/premium-codes', { label: 'Beta testers', valid_days: 30, max_visitors: 5 }],
    ['revokePremiumCode', (api: ReturnType<typeof createHttpAdminApi>) => api.revokePremiumCode(4), 'POST', '/api/admin/premium-codes/4/revoke', {}],
  ] as const)('%s sends JSON with the right method and path', async (_name, call, method, url, body) => {
    const fetchImpl = fakeFetch(204);
    await call(createHttpAdminApi(fetchImpl));
    const request = sent(fetchImpl);
    expect(request).toMatchObject({ method, url, body });
    expect(request.headers['content-type']).toBe('application/json');
  });

  it('posts the whole settings object', async () => {
    const fetchImpl = fakeFetch(200, {});
    const settings = {
      ai_enabled: true, global_monthly_cap_usd: 50, warning_threshold: 80, user_free_quota: 3, max_tokens_per_response: 300,
      max_tokens_per_user_month: 2000, premium_bypass: false, hard_cutoff: true, ip_tracking: false,
    };
    await createHttpAdminApi(fetchImpl).saveAiSettings(settings);
    expect(sent(fetchImpl)).toMatchObject({ url: '/api/admin/ai-settings', method: 'POST', body: settings });
  });

  it('asks for one page of the audit log', async () => {
    const fetchImpl = fakeFetch(200, { entries: [], page: 3, page_size: 20, total: 41 });
    await createHttpAdminApi(fetchImpl).listAuditLog(3);
    expect(sent(fetchImpl).url).toBe('/api/admin/audit-log?page=3');
  });

  it('asks for the premium codes, and for the AI answers of one source', async () => {
    const codes = fakeFetch(200, []);
    await createHttpAdminApi(codes).listPremiumCodes();
    expect(sent(codes)).toMatchObject({ url: '/api/admin/premium-codes', method: 'GET' });
    const answers = fakeFetch(200, []);
    await createHttpAdminApi(answers).listAiAnswers('template');
    expect(sent(answers)).toMatchObject({ url: '/api/admin/ai-answers?source=template', method: 'GET' });
  });

  it('turns a 401 into SessionExpiredError', async () => {
    await expect(createHttpAdminApi(fakeFetch(401, { message: 'Unauthorized' })).getStats()).rejects.toBeInstanceOf(SessionExpiredError);
  });

  it("turns a 400 into AdminApiError carrying the server's message and field", async () => {
    const error = await createHttpAdminApi(fakeFetch(400, { message: 'Warning threshold must be between 50 and 99.', field: 'warning_threshold' }))
      .saveAiSettings({} as never)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AdminApiError);
    expect(error).toMatchObject({ status: 400, field: 'warning_threshold', message: 'Warning threshold must be between 50 and 99.' });
  });

  it('says so when the server cannot be reached, and when it answers without a message', async () => {
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(createHttpAdminApi(offline).getStats()).rejects.toMatchObject({ status: 0, message: UNREACHABLE_MESSAGE });
    await expect(createHttpAdminApi(fakeFetch(502)).getStats()).rejects.toMatchObject({ status: 502, message: 'The server answered with an error (502).' });
  });
});

describe('watchSessionExpiry', () => {
  it('calls onExpired on a 401 and still rejects; other errors pass without it', async () => {
    const onExpired = vi.fn();
    const expired = watchSessionExpiry(createHttpAdminApi(fakeFetch(401)), onExpired);
    await expect(expired.runAgent('SEO Agent')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(onExpired).toHaveBeenCalledOnce();

    const conflict = watchSessionExpiry(createHttpAdminApi(fakeFetch(409, { message: 'Already approved.' })), onExpired);
    await expect(conflict.setSeoProposalStatus(1, 'approved')).rejects.toMatchObject({ status: 409, message: 'Already approved.' });
    expect(onExpired).toHaveBeenCalledOnce();
  });

  it('passes results through', async () => {
    const watched = watchSessionExpiry(createHttpAdminApi(fakeFetch(200, [{ agent_name: 'SEO Agent', description: 'x', enabled: true, last_run: null, recent_runs: [] }])), () => undefined);
    expect(await watched.listAgentConfigs()).toEqual([{ agent_name: 'SEO Agent', description: 'x', enabled: true, last_run: null, recent_runs: [] }]);
  });
});
