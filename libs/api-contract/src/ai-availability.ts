import type { AiSettings } from './ai-settings.js';
import type { ExplainAvailability } from './explain.js';

/** What decides whether a visitor asking now is offered an AI explanation. */
export interface AiAvailabilityState {
  readonly settings: Pick<
    AiSettings,
    'ai_enabled' | 'user_free_quota' | 'max_tokens_per_user_month' | 'max_tokens_per_response' | 'premium_bypass' | 'hard_cutoff' | 'global_monthly_cap_usd'
  >;
  /** An AI provider is configured on the server (`AI_BASE_URL`). */
  readonly providerConfigured: boolean;
  /** AI explanations this visitor was given this month. */
  readonly usedAnswers: number;
  /** Tokens this visitor used this month, counted the same way. */
  readonly usedTokens: number;
  /** The visitor holds a premium code that is neither expired nor revoked. */
  readonly premium: boolean;
  /** This month's spend plus the reservations of calls under way, in US dollars. */
  readonly spentAndReservedUsd: number;
}

/**
 * Whether a visitor asking now is offered an AI explanation, and if not the first reason, in the server's order
 * (docs/product.md#ai-settings): AI switched off (`ai_disabled`), no provider (`not_configured`), the visitor's free
 * quota or monthly token allowance used up (`quota`; skipped for a premium visitor with `premium_bypass` on), the
 * monthly cap reached with `hard_cutoff` on (`budget`). A question may take up to `max_tokens_per_response` tokens
 * of the allowance. `remaining` is the quota left, where it applies.
 * @param state - the settings, the provider, the visitor's usage and premium, the month's spend and reservations
 * @returns `{ ai, reason?, remaining? }` as `GET /api/explain/availability` answers it
 * @example
 * aiAvailability({ settings: { ...DEFAULT_AI_SETTINGS }, providerConfigured: true, usedAnswers: 2, usedTokens: 800,
 *   premium: false, spentAndReservedUsd: 12 }); // { ai: true, remaining: 3 }
 * aiAvailability({ settings: { ...DEFAULT_AI_SETTINGS }, providerConfigured: true, usedAnswers: 5, usedTokens: 800,
 *   premium: false, spentAndReservedUsd: 12 }); // { ai: false, reason: 'quota', remaining: 0 }
 */
export function aiAvailability(state: AiAvailabilityState): Pick<ExplainAvailability, 'ai' | 'reason' | 'remaining'> {
  const { settings } = state;
  if (!settings.ai_enabled) return { ai: false, reason: 'ai_disabled' };
  if (!state.providerConfigured) return { ai: false, reason: 'not_configured' };
  let counted: { remaining?: number } = {};
  if (!(state.premium && settings.premium_bypass)) {
    const question = settings.max_tokens_per_response;
    const quotaUsed =
      settings.user_free_quota < 1 ||
      state.usedAnswers >= settings.user_free_quota ||
      question > settings.max_tokens_per_user_month ||
      state.usedTokens + question > settings.max_tokens_per_user_month;
    if (quotaUsed) return { ai: false, reason: 'quota', remaining: 0 };
    counted = { remaining: settings.user_free_quota - state.usedAnswers };
  }
  if (settings.hard_cutoff && state.spentAndReservedUsd >= settings.global_monthly_cap_usd) return { ai: false, reason: 'budget', ...counted };
  return { ai: true, ...counted };
}
