import { ADDRESS_KEY_PREFIX } from '../settings-repository.js';

/**
 * While `ip_tracking` is off, an address may use as many AI explanations (and tokens) a month as this many visitors:
 * the ceiling a client that drops its cookie before each request meets.
 */
export const UNTRACKED_ADDRESS_VISITORS = 10;

/** The usage keys a call counts in: the visitor's, and the address's. */
export function usageKeys(visitorKey: string, addressKey: string | undefined): string[] {
  return addressKey === undefined || addressKey === visitorKey ? [visitorKey] : [visitorKey, addressKey];
}

/** The quota settings a usage key's limits come from. */
export interface QuotaSettings {
  /** `user_free_quota`: requests a month. */
  readonly quota: number;
  /** `max_tokens_per_user_month`. */
  readonly allowance: number;
  readonly ipTracking: boolean;
}

/** The requests and tokens a usage key may reach this month: a visitor's quota, or its address's. */
export function limitsOf(key: string, settings: QuotaSettings): { requests: number; tokens: number } {
  const visitors = key.startsWith(ADDRESS_KEY_PREFIX) && !settings.ipTracking ? UNTRACKED_ADDRESS_VISITORS : 1;
  return { requests: settings.quota * visitors, tokens: settings.allowance * visitors };
}
