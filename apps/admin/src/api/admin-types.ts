/**
 * Shapes of the admin api's requests and responses, as the admin app uses them.
 * The field names are the api's (snake_case, spec §3), so a response is used as it arrives.
 */

/** Review state of an SEO proposal or a calculator request (spec §4). */
export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/** What a review list shows: one status, or every item. */
export type StatusFilter = ReviewStatus | 'all';

/** The two decisions an operator takes on a pending item. */
export type ReviewDecision = 'approved' | 'rejected';

export interface SeoProposal {
  readonly id: number;
  readonly keyword: string;
  readonly priority: 'high' | 'medium' | 'low';
  readonly status: ReviewStatus;
  readonly title: string;
  readonly meta_description: string;
  /** 0 to 1. */
  readonly confidence_score: number;
  readonly estimated_traffic: number;
  /** ISO 8601 date-time. */
  readonly created_at: string;
}

export interface CalculatorRequest {
  readonly id: number;
  readonly name: string;
  readonly category: string;
  readonly status: ReviewStatus;
  readonly formula: string;
  readonly disclaimer: string;
  /** 0 to 1. */
  readonly confidence_score: number;
  readonly created_at: string;
}

/** One run of a background agent. */
export interface AgentRun {
  readonly started_at: string;
  readonly finished_at: string | null;
  readonly status: 'running' | 'succeeded' | 'failed';
  /** What the run did or why it failed, in words. */
  readonly summary: string | null;
}

export interface AgentConfig {
  readonly agent_name: string;
  readonly enabled: boolean;
  readonly last_run: string | null;
  /** Latest runs, newest first. */
  readonly recent_runs?: readonly AgentRun[];
}

export interface AdminStats {
  readonly seo_proposals: { readonly pending: number; readonly approved: number };
  readonly calculator_requests: { readonly pending: number; readonly approved: number };
  readonly active_agents: number;
  /** SEO proposals plus calculator requests approved since midnight (server time). */
  readonly approved_today: number;
}

/** The settings an operator edits (spec §3, ranges in spec §5). */
export interface AiSettingsUpdate {
  readonly ai_enabled: boolean;
  readonly global_monthly_cap_usd: number;
  /** Percent of the cap. */
  readonly warning_threshold: number;
  readonly user_free_quota: number;
  readonly max_tokens_per_response: number;
  readonly max_tokens_per_user_month: number;
  readonly premium_bypass: boolean;
  readonly hard_cutoff: boolean;
  readonly ip_tracking: boolean;
}

/** The settings with this month's usage, which only the server changes. */
export interface AiSettings extends AiSettingsUpdate {
  readonly spend_this_month: number;
  readonly avg_cost_per_user: number;
  readonly total_tokens_used: number;
  readonly total_users_reached_quota: number;
}

export interface AuditLogEntry {
  readonly id: number;
  readonly created_at: string;
  /** What was done, e.g. `seo_proposal.approved`. */
  readonly action: string;
  /** What it was done to, e.g. `seo_proposal:12`. */
  readonly target: string | null;
  readonly detail: string | null;
}

export interface AuditLogPage {
  readonly entries: readonly AuditLogEntry[];
  /** 1-based. */
  readonly page: number;
  readonly page_size: number;
  readonly total: number;
}

export interface ContactMessage {
  readonly id: number;
  readonly name: string;
  readonly email: string;
  readonly message: string;
  readonly created_at: string;
}
