import { AI_NUMBER_SETTINGS, PREMIUM_VISITORS_DEFAULT, type AiNumberSettingKey } from '@calchub/api-contract';
import { sql } from 'drizzle-orm';
import type { CalculatorDraft } from '../agents/calculator/draft.js';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// One schema for PGlite and PostgreSQL 15. Migrations in ../../drizzle are generated from it by drizzle-kit.
// Status and enum-like columns are text with CHECK constraints, so that adding a value is a plain migration.

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** The generated admin key, stored only as a scrypt hash. One row; unused while ADMIN_KEY is set. */
export const adminCredentials = pgTable(
  'admin_credentials',
  {
    id: integer('id').primaryKey().default(1),
    keyHash: text('key_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [check('admin_credentials_single_row', sql`${table.id} = 1`)],
);

/** Admin sessions: only the SHA-256 of the cookie's token is stored. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('admin_sessions_token_hash_idx').on(table.tokenHash)],
);

/** Every login attempt and every admin action. Also the source of truth for login rate limiting. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    createdAt: createdAt(),
    address: text('address').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    outcome: text('outcome').notNull(),
    detail: text('detail'),
  },
  (table) => [
    check('audit_log_outcome_check', sql`${table.outcome} IN ('success', 'failure', 'denied', 'rate_limited', 'attempt')`),
    index('audit_log_created_at_idx').on(table.createdAt),
    index('audit_log_action_address_idx').on(table.action, table.address, table.createdAt),
  ],
);

/**
 * A numeric AI setting's range as a CHECK expression, from the setting's one definition. The numbers are written
 * into the SQL (not bound): drizzle-kit puts the expression into the migration as it is.
 */
function withinSettingRange(column: AnyPgColumn, key: AiNumberSettingKey) {
  const { min, max } = AI_NUMBER_SETTINGS[key];
  return sql`${column} BETWEEN ${sql.raw(String(min))} AND ${sql.raw(String(max))}`;
}

/** The AI settings: one row. Usage counters belong to `usage_month` and restart when it changes. */
export const aiSettings = pgTable(
  'ai_settings',
  {
    id: integer('id').primaryKey().default(1),
    aiEnabled: boolean('ai_enabled').notNull().default(true),
    globalMonthlyCapUsd: numeric('global_monthly_cap_usd', { precision: 12, scale: 2, mode: 'number' }).notNull().default(50),
    warningThreshold: integer('warning_threshold').notNull().default(80),
    userFreeQuota: integer('user_free_quota').notNull().default(5),
    maxTokensPerResponse: integer('max_tokens_per_response').notNull().default(500),
    maxTokensPerUserMonth: integer('max_tokens_per_user_month').notNull().default(5000),
    premiumBypass: boolean('premium_bypass').notNull().default(false),
    hardCutoff: boolean('hard_cutoff').notNull().default(true),
    ipTracking: boolean('ip_tracking').notNull().default(false),
    /** The calendar month (UTC) the usage counters belong to, as its first day. */
    usageMonth: date('usage_month', { mode: 'string' })
      .notNull()
      .default(sql`date_trunc('month', now() AT TIME ZONE 'UTC')::date`),
    spendThisMonthUsd: numeric('spend_this_month_usd', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
    /** Money set aside by explanations in flight, so that concurrent calls cannot overrun the cap together. */
    reservedUsd: numeric('reserved_usd', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
    totalTokensUsed: integer('total_tokens_used').notNull().default(0),
    /** The month whose spend crossed the warning threshold and was written to the audit log (once a month). */
    warningAuditedMonth: date('warning_audited_month', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ai_settings_single_row', sql`${table.id} = 1`),
    check('ai_settings_cap_range', withinSettingRange(table.globalMonthlyCapUsd, 'global_monthly_cap_usd')),
    check('ai_settings_warning_range', withinSettingRange(table.warningThreshold, 'warning_threshold')),
    check('ai_settings_quota_range', withinSettingRange(table.userFreeQuota, 'user_free_quota')),
    check('ai_settings_tokens_response_range', withinSettingRange(table.maxTokensPerResponse, 'max_tokens_per_response')),
    check('ai_settings_tokens_month_range', withinSettingRange(table.maxTokensPerUserMonth, 'max_tokens_per_user_month')),
  ],
);

/**
 * The secret salt of the month's address keys (`ip_tracking`): random, never derived from an address, and replaced
 * each calendar month (UTC), when the previous months' salts are deleted, so that an address key cannot be linked
 * to the address, nor to the same address's key of another month.
 */
export const aiAddressSalts = pgTable('ai_address_salts', {
  month: date('month', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
  createdAt: createdAt(),
});

/** AI use per visitor and month (the visitor key is a salted hash, never a raw address). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    month: date('month', { mode: 'string' }).notNull(),
    visitorKey: text('visitor_key').notNull(),
    requests: integer('requests').notNull().default(0),
    tokens: integer('tokens').notNull().default(0),
    costUsd: numeric('cost_usd', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('ai_usage_month_visitor_idx').on(table.month, table.visitorKey)],
);

/**
 * Money and tokens set aside by one explanation in flight: added to `ai_settings.reserved_usd` when the call is
 * admitted, removed when it settles or fails. A row left behind by a process that died is reconciled later.
 */
export const aiReservations = pgTable(
  'ai_reservations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    month: date('month', { mode: 'string' }).notNull(),
    visitorKey: text('visitor_key').notNull(),
    /** The address's usage key when `ip_tracking` counted it too. */
    addressKey: text('address_key'),
    amountUsd: numeric('amount_usd', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    tokens: integer('tokens').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('ai_reservations_amount_check', sql`${table.amountUsd} >= 0 AND ${table.tokens} >= 0`),
    index('ai_reservations_created_at_idx').on(table.createdAt),
  ],
);

/**
 * Every explanation given, and every model answer refused by the number check (kept for the operator). A model's
 * answer is reused for the same question (`cache_key`: model, calculator and canonical inputs).
 */
export const aiAnswers = pgTable(
  'ai_answers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    createdAt: createdAt(),
    slug: text('slug').notNull(),
    cacheKey: text('cache_key').notNull(),
    source: text('source').notNull(),
    reason: text('reason'),
    text: text('text').notNull(),
    unverifiedNumber: text('unverified_number'),
    cached: boolean('cached').notNull().default(false),
    model: text('model'),
    inputTokens: integer('input_tokens').notNull().default(0),
    outputTokens: integer('output_tokens').notNull().default(0),
    costUsd: numeric('cost_usd', { precision: 14, scale: 6, mode: 'number' }).notNull().default(0),
  },
  (table) => [
    check('ai_answers_source_check', sql`${table.source} IN ('ai', 'template')`),
    check(
      'ai_answers_reason_check',
      sql`${table.reason} IS NULL OR ${table.reason} IN ('ai_disabled', 'not_configured', 'quota', 'budget', 'provider_error', 'unverified')`,
    ),
    index('ai_answers_created_at_idx').on(table.createdAt),
    // The cache looks up the model's own answers only: rows served from the cache would otherwise pile up under a key.
    index('ai_answers_cache_key_idx').on(table.cacheKey, table.createdAt).where(sql`NOT ${table.cached}`),
  ],
);

/** Premium codes an operator created: only the SHA-256 of the code is kept. */
export const premiumCodes = pgTable(
  'premium_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    codeHash: text('code_hash').notNull(),
    label: text('label').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Visitors it admits (codes made before the limit existed have the default). */
    maxVisitors: integer('max_visitors').notNull().default(PREMIUM_VISITORS_DEFAULT),
  },
  (table) => [
    uniqueIndex('premium_codes_code_hash_idx').on(table.codeHash),
    check('premium_codes_max_visitors_check', sql`${table.maxVisitors} >= 1`),
  ],
);

/** Visitors who redeemed a premium code; premium while the code is neither expired nor revoked. */
export const premiumVisitors = pgTable(
  'premium_visitors',
  {
    visitorKey: text('visitor_key').primaryKey(),
    codeId: integer('code_id')
      .notNull()
      .references(() => premiumCodes.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('premium_visitors_code_idx').on(table.codeId)],
);

/** SEO proposals made by the SEO Agent. */
export const seoProposals = pgTable(
  'seo_proposals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    keyword: text('keyword').notNull(),
    priority: text('priority').notNull(),
    status: text('status').notNull().default('pending'),
    title: text('title').notNull(),
    metaDescription: text('meta_description').notNull(),
    confidenceScore: doublePrecision('confidence_score').notNull(),
    /** Searches a month observed for the keyword; null when the proposal has no search data behind it. */
    estimatedTraffic: integer('estimated_traffic'),
    /** The page it changes (`/calculator/loan`); null for a proposal that names no page, which changes none. */
    path: text('path'),
    /** Why it was proposed, in a sentence: the searches behind it, or "No search data yet: …". */
    evidence: text('evidence').notNull().default(''),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When an operator reverted the approved proposal, or a later approval for the same page replaced it. */
    revertedAt: timestamp('reverted_at', { withTimezone: true }),
  },
  (table) => [
    check('seo_proposals_status_check', sql`${table.status} IN ('pending', 'approved', 'rejected')`),
    check('seo_proposals_traffic_check', sql`${table.estimatedTraffic} >= 0`),
    index('seo_proposals_path_idx').on(table.path, table.status),
    check('seo_proposals_priority_check', sql`${table.priority} IN ('high', 'medium', 'low')`),
    check('seo_proposals_confidence_check', sql`${table.confidenceScore} BETWEEN 0 AND 1`),
    index('seo_proposals_status_idx').on(table.status, table.createdAt),
    index('seo_proposals_decided_at_idx').on(table.decidedAt),
  ],
);

/**
 * Requests for new calculators, from the Runtime and Calculator agents. A request the Runtime Agent made from search
 * misses carries its demand: the grouped need's key (one request per need), searches and distinct days behind it,
 * and sample queries as visitors typed them.
 */
export const calculatorRequests = pgTable(
  'calculator_requests',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull().default('pending'),
    formula: text('formula').notNull().default(''),
    disclaimer: text('disclaimer').notNull().default(''),
    confidenceScore: doublePrecision('confidence_score').notNull().default(0),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The normalised need (`loan car`) the Runtime Agent grouped searches under; null for other requests. */
    demandKey: text('demand_key'),
    searchCount: integer('search_count').notNull().default(0),
    distinctDays: integer('distinct_days').notNull().default(0),
    /** The last day (UTC) counted in `distinct_days`, so that a day spanning two runs counts once. */
    lastSearchDay: date('last_search_day', { mode: 'string' }),
    /** Searches seen since the request was rejected; it is proposed again when they grow by a clear margin. */
    searchesSinceDecision: integer('searches_since_decision').notNull().default(0),
    sampleQueries: text('sample_queries').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('calculator_requests_demand_key_idx').on(table.demandKey),
    check('calculator_requests_status_check', sql`${table.status} IN ('pending', 'approved', 'rejected')`),
    check('calculator_requests_confidence_check', sql`${table.confidenceScore} BETWEEN 0 AND 1`),
    index('calculator_requests_status_idx').on(table.status, table.createdAt),
    index('calculator_requests_decided_at_idx').on(table.decidedAt),
  ],
);

/**
 * The Calculator Agent's draft of an approved calculator request, for the operator's review (one per request: a
 * request with a draft, valid or not, is not drafted again). `draft` is null when the model's answer was not shaped
 * like a draft; `answer` keeps what the model wrote; `problems` say why an invalid draft is invalid; `results` hold
 * what the formula computes for each example. Nothing here is ever published by an agent.
 */
export const calculatorDrafts = pgTable(
  'calculator_drafts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => calculatorRequests.id, { onDelete: 'cascade' }),
    draft: jsonb('draft').$type<CalculatorDraft>(),
    answer: text('answer').notNull(),
    valid: boolean('valid').notNull(),
    problems: text('problems').array().notNull().default(sql`'{}'::text[]`),
    results: jsonb('results').$type<(number | null)[]>().notNull(),
    model: text('model').notNull(),
    inputTokens: integer('input_tokens').notNull(),
    outputTokens: integer('output_tokens').notNull(),
    costUsd: numeric('cost_usd', { precision: 14, scale: 6, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('calculator_drafts_request_idx').on(table.requestId)],
);

/** Agent configs: one row per agent, enabled or not. A missing row counts as enabled. */
export const agentConfigs = pgTable('agent_configs', {
  agentName: text('agent_name').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  lastRun: timestamp('last_run', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Agent runs: requested by an operator or the schedule, carried out by an agent worker. */
export const agentRuns = pgTable(
  'agent_runs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agentName: text('agent_name').notNull(),
    status: text('status').notNull().default('queued'),
    trigger: text('trigger').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    summary: text('summary'),
    /** Written every few seconds while the run is running: a run whose heartbeat stops belongs to a dead process. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    /** Why a failed run failed (its error, its time limit, or the process that stopped). */
    error: text('error'),
    /** What the run did, by name (`requests_created: 2`); the summary says it in words. */
    counts: jsonb('counts').$type<Record<string, number>>(),
  },
  (table) => [
    check('agent_runs_status_check', sql`${table.status} IN ('queued', 'running', 'succeeded', 'failed')`),
    check('agent_runs_trigger_check', sql`${table.trigger} IN ('manual', 'schedule')`),
    index('agent_runs_agent_idx').on(table.agentName, table.requestedAt),
    // At most one waiting or running run per agent: a second Run Now cannot queue a duplicate.
    uniqueIndex('agent_runs_one_open_idx')
      .on(table.agentName)
      .where(sql`${table.status} IN ('queued', 'running')`),
  ],
);

/** Searches that found no calculator (query, page, time; no user agent). */
export const searchMisses = pgTable(
  'search_misses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    query: text('query').notNull(),
    page: text('page').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('search_misses_created_at_idx').on(table.createdAt)],
);

/**
 * Searches on the site that found a calculator, counted by query, the page found and month (UTC): text and counts
 * only, nothing about who searched. The SEO Agent's evidence beside the search misses.
 */
export const searchFinds = pgTable(
  'search_finds',
  {
    /** Lower case, single spaces. */
    query: text('query').notNull(),
    /** The calculator page the search found (`/calculator/loan`). */
    path: text('path').notNull(),
    /** The first day of the month, UTC. */
    month: date('month', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (table) => [
    uniqueIndex('search_finds_query_path_month_idx').on(table.query, table.path, table.month),
    check('search_finds_count_check', sql`${table.count} > 0`),
  ],
);

/** Messages sent with the site's contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
);

/**
 * The request-rate limits' windows when several server processes share one PostgreSQL: one row per limit and
 * address, counting its requests until `ends_at`. The key names the limit and a hash of the address, never the
 * address. Rows whose window has ended are deleted every minute, so the table holds at most what the limits let in
 * over their longest window (10 minutes).
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_windows_ends_at_idx').on(table.endsAt)],
);
