import {
  PREMIUM_CODE_ALREADY_REVOKED, PREMIUM_LABEL_MAX_LENGTH, PREMIUM_VALID_DAYS_MAX, PREMIUM_VISITORS_MAX, PremiumCodeCreateBody, aiSettingsBodyProblem, alreadyDecidedMessage,
  noPremiumCodeMessage, noReviewedItemMessage, notRevertibleMessage, type ReviewedItem,
} from '@calchub/api-contract';
import { AdminApiError, SessionExpiredError, type AdminApi } from '../api/admin-api.js';
import type { AdminAuth } from '../api/admin-auth.js';
import type {
  AgentConfig,
  AgentName,
  AgentRun,
  AiAnswer,
  AiProviderStatus,
  AiSettings,
  AuditLogEntry,
  CalculatorRequest,
  ContactMessage,
  PremiumCode,
  SeoProposal,
  StatusFilter,
} from '../api/admin-types.js';

/** Test data builders with plausible defaults. */
export function seoProposal(overrides: Partial<SeoProposal> = {}): SeoProposal {
  return {
    id: 1,
    keyword: 'mortgage calculator with taxes',
    priority: 'high',
    status: 'pending',
    title: 'Mortgage Calculator with Taxes and Insurance',
    meta_description: 'Estimate your monthly mortgage payment including property tax and insurance.',
    confidence_score: 0.87,
    estimated_traffic: 12500,
    path: '/calculator/mortgage',
    evidence: '"mortgage calculator with taxes": 37500 searches in 90 days (12500 a month) found this page, whose title does not say it.',
    created_at: '2025-08-20T14:30:00.000Z',
    decided_at: null,
    reverted_at: null,
    ...overrides,
  };
}

export function calculatorRequest(overrides: Partial<CalculatorRequest> = {}): CalculatorRequest {
  return {
    id: 1,
    name: 'Tip Calculator',
    category: 'finance',
    status: 'pending',
    formula: 'tip = bill × rate / 100',
    disclaimer: 'Tip customs vary by country.',
    confidence_score: 0.64,
    created_at: '2025-08-21T09:15:00.000Z',
    decided_at: null,
    search_count: 0,
    distinct_days: 0,
    sample_queries: [],
    draft: null,
    ...overrides,
  };
}

export function agentConfig(overrides: Partial<AgentConfig> & Pick<AgentConfig, 'agent_name'>): AgentConfig {
  return { description: '', enabled: true, last_run: null, schedule: null, time_limit_seconds: 60, recent_runs: [], ...overrides };
}

export function agentRun(overrides: Partial<AgentRun> = {}): AgentRun {
  return {
    id: 1,
    agent_name: 'SEO Agent',
    status: 'succeeded',
    trigger: 'manual',
    requested_at: '2025-08-24T08:00:00.000Z',
    started_at: '2025-08-24T08:00:00.000Z',
    finished_at: '2025-08-24T08:00:05.000Z',
    duration_ms: 5000,
    summary: null,
    counts: null,
    error: null,
    ...overrides,
  };
}

export function auditEntry(overrides: Partial<AuditLogEntry> = {}): AuditLogEntry {
  return {
    id: 1,
    created_at: '2025-08-25T10:00:00.000Z',
    address: '203.0.113.7',
    action: 'admin.login',
    target: null,
    outcome: 'success',
    detail: null,
    ...overrides,
  };
}

export function aiSettings(overrides: Partial<AiSettings> = {}): AiSettings {
  return {
    ai_enabled: true,
    global_monthly_cap_usd: 100,
    warning_threshold: 80,
    user_free_quota: 5,
    max_tokens_per_response: 300,
    max_tokens_per_user_month: 3000,
    premium_bypass: false,
    hard_cutoff: true,
    ip_tracking: false,
    spend_this_month: 12.5,
    avg_cost_per_user: 0.25,
    total_tokens_used: 48000,
    total_users_reached_quota: 3,
    ...overrides,
  };
}

/** A configured provider as the api describes it: a hosted model at its usual prices. */
export function aiProvider(overrides: Partial<AiProviderStatus> = {}): AiProviderStatus {
  return {
    configured: true,
    model: 'gpt-4o-mini',
    host: 'https://api.openai.com',
    input_price_per_mtok: 0.15,
    output_price_per_mtok: 0.6,
    timeout_ms: 20000,
    ...overrides,
  };
}

export function premiumCode(overrides: Partial<PremiumCode> = {}): PremiumCode {
  return {
    id: 1,
    label: 'Newsletter readers',
    created_at: '2025-08-20T10:00:00.000Z',
    expires_at: '2099-09-19T10:00:00.000Z',
    revoked_at: null,
    visitors: 0,
    max_visitors: 5,
    ...overrides,
  };
}

export function aiAnswer(overrides: Partial<AiAnswer> = {}): AiAnswer {
  return {
    id: 1,
    slug: 'loan',
    source: 'ai',
    reason: null,
    text: 'Your monthly payment is $308.77 over 36 months.',
    unverified_number: null,
    cached: false,
    input_tokens: 412,
    output_tokens: 96,
    cost_usd: 0.000123,
    created_at: '2025-08-25T09:30:00.000Z',
    ...overrides,
  };
}

/** The api's 400 messages for a premium code's fields, from the contract's schema. */
const premiumMessage = (field: 'label' | 'valid_days' | 'max_visitors') =>
  String((PremiumCodeCreateBody.properties[field] as { errorMessage?: unknown }).errorMessage);

/** Codes the fake hands out, in the api's format (`CALC-` and four groups of four symbols), different for each serial. */
function fakePremiumCode(serial: number): string {
  const symbols = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  const body = Array.from({ length: 16 }, (_, index) => symbols[(serial * 13 + index * 7) % symbols.length]).join('');
  return ['CALC', ...(body.match(/.{4}/g) ?? [])].join('-');
}

export type FakeMethod = keyof AdminApi;

/** The api's default page of an agent's run history. */
const AGENT_RUNS_PAGE_SIZE = 20;

const AGENT_NAMES: readonly AgentName[] = ['SEO Agent', 'Calculator Agent', 'Validation Agent', 'Runtime Agent'];

/**
 * An in-memory admin api that behaves like the server (filters, 409 when an item is no longer pending, the api's
 * 400 for a settings body it would refuse, 401 once the session expired) and records every call.
 */
export function createFakeAdminApi(seed: {
  seo?: SeoProposal[];
  requests?: CalculatorRequest[];
  agents?: AgentConfig[];
  settings?: AiSettings;
  audit?: AuditLogEntry[];
  messages?: ContactMessage[];
  premiumCodes?: PremiumCode[];
  aiAnswers?: AiAnswer[];
  /** The server's provider; a configured one unless given. */
  provider?: AiProviderStatus;
  auditPageSize?: number;
} = {}) {
  const state = {
    seo: [...(seed.seo ?? [])],
    requests: [...(seed.requests ?? [])],
    agents: [...(seed.agents ?? [])],
    settings: seed.settings ?? aiSettings(),
    audit: [...(seed.audit ?? [])],
    messages: [...(seed.messages ?? [])],
    premiumCodes: [...(seed.premiumCodes ?? [])],
    aiAnswers: [...(seed.aiAnswers ?? [])],
    provider: seed.provider ?? aiProvider(),
    /** Every code handed out, as the visitor would type it (the api keeps only hashes). */
    issuedCodes: [] as string[],
    sessionValid: true,
  };
  const calls: { method: FakeMethod; args: unknown[] }[] = [];
  const failures = new Map<FakeMethod, Error>();
  const holds = new Map<FakeMethod, Promise<void>>();
  const auditPageSize = seed.auditPageSize ?? 20;

  async function enter(method: FakeMethod, args: unknown[]) {
    calls.push({ method, args });
    await holds.get(method);
    if (!state.sessionValid) throw new SessionExpiredError();
    const failure = failures.get(method);
    if (failure) throw failure;
  }

  const byStatus = <T extends { status: string }>(items: T[], status: StatusFilter) =>
    status === 'all' ? items : items.filter((item) => item.status === status);

  function decide<T extends { id: number; status: string; decided_at: string | null }>(items: T[], reviewed: ReviewedItem, id: number, status: string) {
    const index = items.findIndex((item) => item.id === id);
    const item = items[index];
    if (!item) throw new AdminApiError(noReviewedItemMessage(reviewed, id), 404);
    if (item.status !== 'pending') throw new AdminApiError(alreadyDecidedMessage(reviewed, item.status), 409);
    items[index] = { ...item, status, decided_at: '2025-08-25T12:00:00.000Z' };
  }

  let runIds = 100;
  const isEnabled = (name: AgentName) => state.agents.find((agent) => agent.agent_name === name)?.enabled ?? true;

  const api: AdminApi = {
    async getStats() {
      await enter('getStats', []);
      const count = (items: { status: string }[], status: string) => items.filter((item) => item.status === status).length;
      return {
        seo_proposals: { pending: count(state.seo, 'pending'), approved: count(state.seo, 'approved') },
        calculator_requests: { pending: count(state.requests, 'pending'), approved: count(state.requests, 'approved') },
        active_agents: AGENT_NAMES.filter(isEnabled).length,
        approved_today: count(state.seo, 'approved') + count(state.requests, 'approved'),
      };
    },
    async listSeoProposals(status) {
      await enter('listSeoProposals', [status]);
      return byStatus(state.seo, status);
    },
    async listCalculatorRequests(status) {
      await enter('listCalculatorRequests', [status]);
      return byStatus(state.requests, status);
    },
    async listAgentConfigs() {
      await enter('listAgentConfigs', []);
      return [...state.agents];
    },
    async setSeoProposalStatus(id, status) {
      await enter('setSeoProposalStatus', [id, status]);
      decide(state.seo, 'SEO proposal', id, status);
    },
    async revertSeoProposal(id) {
      await enter('revertSeoProposal', [id]);
      const index = state.seo.findIndex((proposal) => proposal.id === id);
      const proposal = state.seo[index];
      if (!proposal) throw new AdminApiError(noReviewedItemMessage('SEO proposal', id), 404);
      if (proposal.status !== 'approved' || proposal.reverted_at !== null) {
        throw new AdminApiError(notRevertibleMessage(proposal.status === 'approved' ? 'reverted' : proposal.status), 409);
      }
      state.seo[index] = { ...proposal, reverted_at: new Date().toISOString() };
    },
    async setCalculatorRequestStatus(id, status) {
      await enter('setCalculatorRequestStatus', [id, status]);
      decide(state.requests, 'calculator request', id, status);
    },
    async toggleAgent(agentName, enabled) {
      await enter('toggleAgent', [agentName, enabled]);
      const existing = state.agents.find((agent) => agent.agent_name === agentName);
      state.agents = existing
        ? state.agents.map((agent) => (agent.agent_name === agentName ? { ...agent, enabled } : agent))
        : [...state.agents, agentConfig({ agent_name: agentName, enabled })];
    },
    async runAgent(agentName) {
      await enter('runAgent', [agentName]);
      // As the api: a disabled agent cannot run (409); a run is queued for the agent worker.
      if (!isEnabled(agentName)) throw new AdminApiError(`${agentName} is disabled. Enable it before running it.`, 409);
      const requested = '2025-08-25T12:00:00.000Z';
      const run = agentRun({ id: ++runIds, agent_name: agentName, status: 'queued', requested_at: requested, started_at: null, finished_at: null, duration_ms: null });
      const existing = state.agents.find((agent) => agent.agent_name === agentName) ?? agentConfig({ agent_name: agentName });
      state.agents = [
        ...state.agents.filter((agent) => agent.agent_name !== agentName),
        { ...existing, last_run: requested, recent_runs: [run, ...existing.recent_runs] },
      ];
    },
    async listAgentRuns(agentName, page) {
      await enter('listAgentRuns', [agentName, page]);
      const runs = state.agents.find((agent) => agent.agent_name === agentName)?.recent_runs ?? [];
      return { runs: runs.slice((page - 1) * AGENT_RUNS_PAGE_SIZE, page * AGENT_RUNS_PAGE_SIZE), page, page_size: AGENT_RUNS_PAGE_SIZE, total: runs.length };
    },
    async getAiSettings() {
      await enter('getAiSettings', []);
      return state.settings;
    },
    async saveAiSettings(settings) {
      await enter('saveAiSettings', [settings]);
      // The contract's own check of the body: the same 400 message and field as the api.
      const problem = aiSettingsBodyProblem(settings);
      if (problem) throw new AdminApiError(problem.message, 400, problem.field);
      state.settings = { ...state.settings, ...settings };
    },
    async resetUsage() {
      await enter('resetUsage', []);
      state.settings = { ...state.settings, spend_this_month: 0, avg_cost_per_user: 0, total_tokens_used: 0, total_users_reached_quota: 0 };
    },
    async getAiProvider() {
      await enter('getAiProvider', []);
      return state.provider;
    },
    async listAuditLog(page) {
      await enter('listAuditLog', [page]);
      const start = (page - 1) * auditPageSize;
      return { entries: state.audit.slice(start, start + auditPageSize), page, page_size: auditPageSize, total: state.audit.length };
    },
    async listContactMessages() {
      await enter('listContactMessages', []);
      return [...state.messages];
    },
    async listPremiumCodes() {
      await enter('listPremiumCodes', []);
      return [...state.premiumCodes].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    },
    async createPremiumCode(label, validDays, maxVisitors) {
      await enter('createPremiumCode', [label, validDays, maxVisitors]);
      // As the api: a label of spaces is no label; days are whole, from 1 to the contract's maximum.
      if (label.trim() === '' || label.length > PREMIUM_LABEL_MAX_LENGTH) throw new AdminApiError(premiumMessage('label'), 400, 'label');
      if (!Number.isInteger(validDays) || validDays < 1 || validDays > PREMIUM_VALID_DAYS_MAX) {
        throw new AdminApiError(premiumMessage('valid_days'), 400, 'valid_days');
      }
      if (!Number.isInteger(maxVisitors) || maxVisitors < 1 || maxVisitors > PREMIUM_VISITORS_MAX) {
        throw new AdminApiError(premiumMessage('max_visitors'), 400, 'max_visitors');
      }
      const now = new Date();
      const created = premiumCode({
        id: Math.max(0, ...state.premiumCodes.map((code) => code.id)) + 1,
        label: label.trim(),
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + validDays * 24 * 3600 * 1000).toISOString(),
        max_visitors: maxVisitors,
      });
      const code = fakePremiumCode(created.id);
      state.premiumCodes.push(created);
      state.issuedCodes.push(code);
      return { code, premium_code: created };
    },
    async revokePremiumCode(id) {
      await enter('revokePremiumCode', [id]);
      const index = state.premiumCodes.findIndex((code) => code.id === id);
      const code = state.premiumCodes[index];
      if (!code) throw new AdminApiError(noPremiumCodeMessage(id), 404);
      if (code.revoked_at !== null) throw new AdminApiError(PREMIUM_CODE_ALREADY_REVOKED, 409);
      const revoked = { ...code, revoked_at: new Date().toISOString() };
      state.premiumCodes[index] = revoked;
      return revoked;
    },
    async listAiAnswers(source) {
      await enter('listAiAnswers', [source]);
      return state.aiAnswers
        .filter((answer) => source === 'all' || answer.source === source)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    },
  };

  return {
    api,
    state,
    calls,
    /** Calls of one method, in order. */
    callsOf: (method: FakeMethod) => calls.filter((call) => call.method === method).map((call) => call.args),
    /** Makes every later call of `method` fail with `error` until `succeed(method)`. */
    fail: (method: FakeMethod, error: Error) => failures.set(method, error),
    succeed: (method: FakeMethod) => failures.delete(method),
    /** Holds every later call of `method` until the returned function is called. */
    hold(method: FakeMethod) {
      let release!: () => void;
      holds.set(method, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        holds.delete(method);
        release();
      };
    },
    /** Ends an agent's latest run as the runner would, with `outcome` (status, summary, error...). */
    endLatestRun(agentName: AgentName, outcome: Partial<AgentRun>) {
      state.agents = state.agents.map((agent) =>
        agent.agent_name === agentName
          ? { ...agent, recent_runs: agent.recent_runs.map((run, index) => (index === 0 ? { ...run, ...outcome } : run)) }
          : agent,
      );
    },
    expireSession: () => {
      state.sessionValid = false;
    },
  };
}

/** An AdminAuth over the same fake session: the right key is `the-key`. */
export function createFakeAdminAuth(fake: ReturnType<typeof createFakeAdminApi>, options: { startWithSession?: boolean } = {}) {
  fake.state.sessionValid = options.startWithSession ?? true;
  const auth: AdminAuth = {
    async login(key) {
      if (key !== 'the-key') return { ok: false, reason: 'invalid-key', message: 'Invalid admin key. Please try again.' };
      fake.state.sessionValid = true;
      return { ok: true };
    },
    async logout() {
      fake.state.sessionValid = false;
    },
    async hasSession() {
      return fake.state.sessionValid;
    },
  };
  return auth;
}
