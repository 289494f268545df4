import type { AgentName, TemplateReason } from '@calchub/api-contract';

/** Why the ledger refuses an AI explanation: this visitor's (or address's) quota, or the monthly budget. */
export type LedgerRefusal = Extract<TemplateReason, 'quota' | 'budget'>;

/** Who is asking, and whether an AI provider is configured at all. */
export interface AvailabilityQuery {
  /**
   * From `fastify.visitorKey(request, reply)`; undefined for a visitor without a cookie while AI is off or no provider
   * is configured (no cookie is set then, and the answer is no before the quota is looked at).
   */
  readonly visitorKey: string | undefined;
  /** From {@link AiLedger.addressKey}: the client address's usage key. */
  readonly addressKey?: string | undefined;
  /** Whether the server has an AI provider to ask. */
  readonly configured: boolean;
  /**
   * The tokens the call would reserve, when known (the prompt's bound plus `max_tokens_per_response`). Without it,
   * the smallest call is assumed: `max_tokens_per_response` tokens.
   */
  readonly estimateTokens?: number | undefined;
  /** The US dollars the call would reserve, when known. Without it, any call needs the spend to be under the cap. */
  readonly estimateUsd?: number | undefined;
}

/** Whether a visitor asking now would get an AI explanation; if not, the first reason in the order of the checks. */
export interface AiAvailability {
  readonly ai: boolean;
  readonly reason?: Extract<TemplateReason, 'ai_disabled' | 'not_configured' | 'quota' | 'budget'>;
  /** AI explanations left of the free quota (0 once it is used up); absent before the quota is checked and for premium visitors the quota does not apply to. */
  readonly remaining?: number;
  /** The visitor redeemed a premium code that is neither expired nor revoked. */
  readonly premium: boolean;
}

/** One AI explanation about to be asked for, with its worst-case cost. */
export interface AdmitRequest {
  readonly visitorKey: string;
  readonly addressKey?: string | undefined;
  /** From {@link AiLedger.isPremium}. */
  readonly premium: boolean;
  /** The worst-case cost of the call in US dollars (a true upper bound), 0 or more; kept to the micro-dollar, rounded up. */
  readonly estimateUsd: number;
  /** The worst-case tokens of the call (prompt bound plus `max_tokens_per_response`), 0 or more; rounded up to whole tokens. */
  readonly estimateTokens: number;
}

/** The ledger's answer to {@link AiLedger.admit}. */
export type Admission =
  | { readonly ok: true; readonly reservationId: number; readonly remaining?: number }
  | { readonly ok: false; readonly reason: LedgerRefusal };

/** What the provider reported for a call that answered. */
export interface ProviderUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  /** The call's cost in US dollars at the configured prices; kept to the micro-dollar. */
  readonly costUsd: number;
}

/**
 * The AI ledger: the visitors' monthly quotas and the monthly budget, enforced with one atomic reservation per
 * explanation (docs/product.md#ai-budget); each of its jobs is a file of this folder. A call is admitted (quota counted, worst-case cost reserved), then
 * settled to what the provider reported, or released when it failed; a reservation left behind by a process that
 * died is counted as spent at its worst case. Every count belongs to the current calendar month in UTC.
 */
export interface AiLedger {
  /**
   * The usage key of a client address, counted beside the visitor's: `address:` and the HMAC-SHA256 of the address
   * under this month's secret salt. While `ip_tracking` is on, an address has the quota of one visitor; while it is
   * off, of {@link UNTRACKED_ADDRESS_VISITORS} visitors, so that a client dropping its cookie before each request
   * cannot spend the month's budget alone, while a household or an office behind one address keeps its visitors'
   * quotas. The salt is random, kept only in the database, and
   * replaced each calendar month (UTC), the old ones deleted: the key cannot be turned back into the address, nor
   * linked to the same address's key of another month. An IPv6 address counts by its /64 network (one household or
   * device, which can pick any address inside it); an IPv4-mapped IPv6 address counts as the IPv4 address.
   * @param ip - the client's address (`request.ip`)
   * @returns the key
   * @example
   * await fastify.aiLedger.addressKey('203.0.113.9'); // 'address:5c1f…' (64 hexadecimal digits)
   */
  addressKey(ip: string): Promise<string>;
  /**
   * Whether the visitor redeemed a premium code that is neither revoked nor expired.
   * @param visitorKey - from `fastify.visitorKey`
   * @returns true for a premium visitor
   * @example
   * await fastify.aiLedger.isPremium(visitorKey); // false
   */
  isPremium(visitorKey: string): Promise<boolean>;
  /**
   * Whether a visitor asking now would get an AI explanation. The checks, in order: `ai_enabled` (`ai_disabled`),
   * a provider (`not_configured`), the quota (`quota`: no request left of `user_free_quota`, or no room in
   * `max_tokens_per_user_month` for the call's tokens, for the visitor or, when tracked, the address; skipped for a
   * premium visitor while `premium_bypass` is on), then the budget (`budget`: with `hard_cutoff` on, the spend and
   * the reservations leave no room under `global_monthly_cap_usd`). Given the same estimates, it answers what
   * {@link AiLedger.admit} would decide; without them it assumes the smallest call, so a `quota` or `budget` here is
   * always one there too.
   * @param query - the visitor, the address key, whether a provider is configured, optional estimates
   * @returns `{ ai, reason?, remaining?, premium }`
   * @example
   * await fastify.aiLedger.availability({ visitorKey, configured: true }); // { ai: true, remaining: 5, premium: false }
   */
  availability(query: AvailabilityQuery): Promise<AiAvailability>;
  /**
   * Admits one AI explanation, in one transaction: counts it in the visitor's quota (and the address's, when
   * tracked) only while a request and room for `estimateTokens` are left, then reserves `estimateUsd` of the month's
   * budget only while, with `hard_cutoff` on, spend + reserved + estimate stays within the cap, then records the
   * reservation. A refusal changes nothing (a budget refusal uses no quota). A premium visitor with `premium_bypass`
   * on is counted without limit, never past the cap. `ai_enabled` and the provider are the caller's checks
   * ({@link AiLedger.availability}).
   * @param request - the visitor, the address key, premium, the worst-case cost and tokens
   * @returns the reservation to settle or release, and the answers left of the quota; or `quota` or `budget`
   * @throws RangeError when an estimate is not a finite number, 0 or more
   * @example
   * await fastify.aiLedger.admit({ visitorKey, premium: false, estimateUsd: 0.0021, estimateTokens: 1400 });
   * // { ok: true, reservationId: 17, remaining: 4 }
   */
  admit(request: AdmitRequest): Promise<Admission>;
  /**
   * Admits one call of a background agent against the monthly budget only: counted under the agent's usage key
   * (`agent:Calculator Agent`) without the visitors' quota, and reserved with the same conditional reservation as
   * {@link AiLedger.admit}, so an agent never takes the budget past the cap. Settle or release it as any other.
   * @param agentName - the agent asking
   * @param estimate - the worst-case cost and tokens of the call
   * @returns the reservation, or `budget`
   * @throws RangeError when an estimate is not a finite number, 0 or more
   * @example
   * await fastify.aiLedger.admitAgent('Calculator Agent', { estimateUsd: 0.0012, estimateTokens: 2100 });
   * // { ok: true, reservationId: 18 }
   */
  admitAgent(agentName: AgentName, estimate: { readonly estimateUsd: number; readonly estimateTokens: number }): Promise<Admission>;
  /**
   * Settles an admitted call to what the provider reported, in one transaction: removes the reservation and its
   * amount from the month's reserved money (never below 0; not when it was reserved in an earlier month), adds the
   * cost to the month's spend and the tokens to its total, and corrects the visitor's (and address's) tokens from
   * the estimate to the real count, adding the cost. A reservation already gone (usage reset, or reconciled) still
   * adds the real spend. The first time the month's spend reaches `warning_threshold` percent of the cap, one
   * `ai_budget.warning` entry is written to the audit log.
   * @param reservationId - from {@link AiLedger.admit}
   * @param usage - the tokens and cost the provider reported
   * @throws RangeError when a count or the cost is not a finite number, 0 or more
   * @example
   * await fastify.aiLedger.settle(17, { inputTokens: 412, outputTokens: 188, costUsd: 0.00009 });
   */
  settle(reservationId: number, usage: ProviderUsage): Promise<void>;
  /**
   * Releases the reservation of a call that failed: the reserved money goes back to the budget, and the request
   * and its tokens back to the visitor's (and address's) quota, so a provider failure costs the visitor nothing.
   * Nothing happens for a reservation already gone.
   * @param reservationId - from {@link AiLedger.admit}
   * @example
   * await fastify.aiLedger.release(17);
   */
  release(reservationId: number): Promise<void>;
  /**
   * Ends the reservation of a call the provider may have billed though no answer came (it timed out): the reserved
   * worst case is counted as spent this month, while the request and its tokens go back to the visitor's (and
   * address's) quota, since the visitor got no AI answer. Nothing happens for a reservation already gone.
   * @param reservationId - from {@link AiLedger.admit}
   * @example
   * await fastify.aiLedger.forfeit(17);
   */
  forfeit(reservationId: number): Promise<void>;
  /**
   * Counts reservations older than `olderThanMs` as spent at their reserved worst case (the provider may have billed
   * a call whose process died before settling it) and removes them. Runs at start and every minute, for
   * reservations older than twice the AI timeout plus a minute.
   * @param olderThanMs - the age in milliseconds from which a reservation is stale
   * @returns how many reservations were counted
   * @example
   * await fastify.aiLedger.reconcileStale(100_000); // 0
   */
  reconcileStale(olderThanMs: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    aiLedger: AiLedger;
  }
}

