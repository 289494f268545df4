import type {
  AdminStats,
  AgentConfig,
  AgentName,
  AgentRunPage,
  AiAnswer,
  AiAnswerListQuery,
  AiProviderStatus,
  AiSettings,
  AiSettingsUpdate,
  AuditLogPage,
  CalculatorRequest,
  ContactMessage,
  PremiumCode,
  PremiumCodeCreated,
  ReviewDecision,
  SeoProposal,
  StatusFilter,
} from './admin-types.js';

/** The admin api, one method per `/api/admin` call, behind an interface that tests replace. */
export interface AdminApi {
  getStats(): Promise<AdminStats>;
  listSeoProposals(status: StatusFilter): Promise<readonly SeoProposal[]>;
  listCalculatorRequests(status: StatusFilter): Promise<readonly CalculatorRequest[]>;
  listAgentConfigs(): Promise<readonly AgentConfig[]>;
  setSeoProposalStatus(id: number, status: ReviewDecision): Promise<void>;
  /** An approved SEO proposal stops applying: its page gets its built title and description back. */
  revertSeoProposal(id: number): Promise<void>;
  setCalculatorRequestStatus(id: number, status: ReviewDecision): Promise<void>;
  toggleAgent(agentName: AgentName, enabled: boolean): Promise<void>;
  runAgent(agentName: AgentName): Promise<void>;
  /** One page of an agent's runs, newest first. @param page - 1-based */
  listAgentRuns(agentName: AgentName, page: number): Promise<AgentRunPage>;
  getAiSettings(): Promise<AiSettings>;
  saveAiSettings(settings: AiSettingsUpdate): Promise<void>;
  resetUsage(): Promise<void>;
  /** The AI provider the server was started with: configured or not, its model, host, prices and timeout. */
  getAiProvider(): Promise<AiProviderStatus>;
  /** @param page - 1-based */
  listAuditLog(page: number): Promise<AuditLogPage>;
  listContactMessages(): Promise<readonly ContactMessage[]>;
  /** Every premium code, newest first (never a code itself). */
  listPremiumCodes(): Promise<readonly PremiumCode[]>;
  /** A new code for `label`, valid `validDays` days: the answer is the only time the code is seen. */
  createPremiumCode(label: string, validDays: number, maxVisitors: number): Promise<PremiumCodeCreated>;
  revokePremiumCode(id: number): Promise<PremiumCode>;
  /** The latest explanations, newest first, of one source or all. */
  listAiAnswers(source: AiAnswerSource): Promise<readonly AiAnswer[]>;
}

/** Which explanations the AI answers view lists. */
export type AiAnswerSource = NonNullable<AiAnswerListQuery['source']>;

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please sign in again.';
export const UNREACHABLE_MESSAGE = 'The server could not be reached. Please check your connection.';

/** The api answered 401: the session cookie is missing or expired. */
export class SessionExpiredError extends Error {
  override readonly name = 'SessionExpiredError';
  constructor() {
    super(SESSION_EXPIRED_MESSAGE);
  }
}

/** Any other failed call: `status` 0 when the server could not be reached; `field` names the bad input of a 400. */
export class AdminApiError extends Error {
  override readonly name = 'AdminApiError';
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
  }
}

async function readError(response: Response): Promise<{ message?: string; field?: string }> {
  try {
    const body = (await response.json()) as { message?: unknown; field?: unknown };
    return {
      message: typeof body.message === 'string' ? body.message : undefined,
      field: typeof body.field === 'string' ? body.field : undefined,
    };
  } catch {
    return {};
  }
}

/**
 * The real implementation over `/api/admin/*`, sending the session cookie. A 401 becomes a
 * {@link SessionExpiredError}, any other failure an {@link AdminApiError} carrying the server's message.
 * @param fetchImpl - the fetch to use (tests pass a fake)
 * @returns an AdminApi
 * @example
 * const api = createHttpAdminApi();
 * await api.setSeoProposalStatus(12, 'approved'); // PUT /api/admin/seo/12/status {"status":"approved"}
 */
export function createHttpAdminApi(fetchImpl: typeof fetch = (...args) => fetch(...args)): AdminApi {
  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
    let response: Response;
    try {
      response = await fetchImpl(path, {
        method,
        credentials: 'same-origin',
        // The api refuses a state-changing request that is not JSON, even without a body (CSRF defence).
        ...(method === 'GET'
          ? { headers: { accept: 'application/json' } }
          : { headers: { accept: 'application/json', 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }),
      });
    } catch {
      throw new AdminApiError(UNREACHABLE_MESSAGE, 0);
    }
    if (response.status === 401) throw new SessionExpiredError();
    if (!response.ok) {
      const { message, field } = await readError(response);
      throw new AdminApiError(message ?? `The server answered with an error (${response.status}).`, response.status, field);
    }
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const query = (status: StatusFilter) => `?status=${encodeURIComponent(status)}`;

  return {
    getStats: () => call('GET', '/api/admin/stats'),
    listSeoProposals: (status) => call('GET', `/api/admin/seo-proposals${query(status)}`),
    listCalculatorRequests: (status) => call('GET', `/api/admin/calculator-requests${query(status)}`),
    listAgentConfigs: () => call('GET', '/api/admin/agent-configs'),
    setSeoProposalStatus: (id, status) => call('PUT', `/api/admin/seo/${encodeURIComponent(id)}/status`, { status }),
    revertSeoProposal: (id) => call('POST', `/api/admin/seo/${encodeURIComponent(id)}/revert`),
    setCalculatorRequestStatus: (id, status) =>
      call('PUT', `/api/admin/calculators/${encodeURIComponent(id)}/status`, { status }),
    toggleAgent: (agentName, enabled) => call('PUT', '/api/admin/agents/toggle', { agentName, enabled }),
    runAgent: (agentName) => call('POST', '/api/admin/agents/run', { agentName }),
    listAgentRuns: (agentName, page) =>
      call('GET', `/api/admin/agents/runs?agentName=${encodeURIComponent(agentName)}&page=${encodeURIComponent(page)}`),
    getAiSettings: () => call('GET', '/api/admin/ai-settings'),
    saveAiSettings: (settings) => call('POST', '/api/admin/ai-settings', settings),
    resetUsage: () => call('POST', '/api/admin/reset-usage'),
    getAiProvider: () => call('GET', '/api/admin/ai-provider'),
    listAuditLog: (page) => call('GET', `/api/admin/audit-log?page=${encodeURIComponent(page)}`),
    listContactMessages: () => call('GET', '/api/admin/contact-messages'),
    listPremiumCodes: () => call('GET', '/api/admin/premium-codes'),
    createPremiumCode: (label, validDays, maxVisitors) =>
      call('POST', '/api/admin/premium-codes', { label, valid_days: validDays, max_visitors: maxVisitors }),
    revokePremiumCode: (id) => call('POST', `/api/admin/premium-codes/${encodeURIComponent(id)}/revoke`),
    listAiAnswers: (source) => call('GET', `/api/admin/ai-answers?source=${encodeURIComponent(source)}`),
  };
}

// A record, not an array, so that the compiler fails here when a method is added to AdminApi and not listed.
const ADMIN_API_METHODS: Record<keyof AdminApi, true> = {
  getStats: true,
  listSeoProposals: true,
  listCalculatorRequests: true,
  listAgentConfigs: true,
  setSeoProposalStatus: true,
  revertSeoProposal: true,
  setCalculatorRequestStatus: true,
  toggleAgent: true,
  runAgent: true,
  listAgentRuns: true,
  getAiSettings: true,
  saveAiSettings: true,
  resetUsage: true,
  getAiProvider: true,
  listAuditLog: true,
  listContactMessages: true,
  listPremiumCodes: true,
  createPremiumCode: true,
  revokePremiumCode: true,
  listAiAnswers: true,
};

/**
 * Wraps an api so that every {@link SessionExpiredError} also calls `onExpired` (which shows the login screen)
 * before the caller sees the error as usual.
 * @param api - the api to wrap
 * @param onExpired - called on every 401
 * @returns the same api, watching for expiry
 * @example
 * const watched = watchSessionExpiry(api, () => setExpired(true));
 * await watched.getStats(); // a 401 calls setExpired(true), then rejects
 */
export function watchSessionExpiry(api: AdminApi, onExpired: () => void): AdminApi {
  const watched = {} as Record<keyof AdminApi, unknown>;
  for (const name of Object.keys(ADMIN_API_METHODS) as (keyof AdminApi)[]) {
    const method = api[name] as (...args: unknown[]) => Promise<unknown>;
    watched[name] = async (...args: unknown[]) => {
      try {
        return await method.apply(api, args);
      } catch (error) {
        if (error instanceof SessionExpiredError) onExpired();
        throw error;
      }
    };
  }
  return watched as unknown as AdminApi;
}
