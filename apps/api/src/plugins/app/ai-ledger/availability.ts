import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/database.js';
import { aiSettings, aiUsage } from '../../../db/schema.js';
import { THIS_MONTH, type SettingsRepository } from '../settings-repository.js';
import { checkAmount, microDollarsUp } from './amounts.js';
import type { AiAvailability, AvailabilityQuery } from './ledger.js';
import { isPremium } from './premium.js';
import { limitsOf, usageKeys } from './usage-limits.js';

/** The usage of these keys this month, by key. */
function usageOf(db: AppDatabase, keys: readonly string[]) {
  return db
    .select({ visitorKey: aiUsage.visitorKey, requests: aiUsage.requests, tokens: aiUsage.tokens })
    .from(aiUsage)
    .where(and(eq(aiUsage.month, THIS_MONTH), inArray(aiUsage.visitorKey, [...keys])));
}

/**
 * Whether a visitor asking now would get an AI explanation (the ledger's `availability`): the same checks, in the
 * same order and with the same comparisons, as an admission would make, without counting anything.
 * @param dependencies - the database and the settings
 * @param query - the visitor, the address key, whether a provider is configured, optional estimates
 * @returns `{ ai, reason?, remaining?, premium }`
 * @throws RangeError when an estimate is not a finite number, 0 or more
 */
export async function availability(
  { db, settings }: { db: AppDatabase; settings: SettingsRepository },
  { visitorKey, addressKey, configured, estimateTokens, estimateUsd }: AvailabilityQuery,
): Promise<AiAvailability> {
  if (estimateTokens !== undefined) checkAmount('estimateTokens', estimateTokens);
  if (estimateUsd !== undefined) checkAmount('estimateUsd', estimateUsd);
  await settings.ensureCurrentMonth();
  const spentAndReserved = sql`${aiSettings.spendThisMonthUsd} + ${aiSettings.reservedUsd}`;
  const [[row], premium] = await Promise.all([
    db
      .select({
        aiEnabled: aiSettings.aiEnabled,
        premiumBypass: aiSettings.premiumBypass,
        quota: aiSettings.userFreeQuota,
        allowance: aiSettings.maxTokensPerUserMonth,
        ipTracking: aiSettings.ipTracking,
        perResponse: aiSettings.maxTokensPerResponse,
        // The same comparison as admit's reservation, in SQL's exact numbers.
        budgetRoom: sql<boolean>`(NOT ${aiSettings.hardCutoff} OR ${
          estimateUsd === undefined
            ? sql`${spentAndReserved} < ${aiSettings.globalMonthlyCapUsd}`
            : sql`${spentAndReserved} + ${microDollarsUp(estimateUsd)} <= ${aiSettings.globalMonthlyCapUsd}`
        })`,
      })
      .from(aiSettings)
      .where(eq(aiSettings.id, 1)),
    visitorKey === undefined ? false : isPremium(db, visitorKey),
  ]);
  if (!row) throw new Error('the ai_settings row is missing');
  if (!row.aiEnabled) return { ai: false, reason: 'ai_disabled', premium };
  if (!configured) return { ai: false, reason: 'not_configured', premium };
  if (visitorKey === undefined) throw new TypeError('availability: a visitor key is needed once AI is on and configured');
  let remaining: number | undefined;
  if (!(premium && row.premiumBypass)) {
    const tokens = estimateTokens === undefined ? row.perResponse : Math.ceil(estimateTokens);
    const keys = usageKeys(visitorKey, addressKey);
    const usage = new Map((await usageOf(db, keys)).map((entry) => [entry.visitorKey, entry]));
    // What is left to each key (the visitor, the address at its own limits); the smallest is what is left.
    const left = keys.map((key) => {
      const limits = limitsOf(key, row);
      const used = usage.get(key) ?? { requests: 0, tokens: 0 };
      return used.tokens + tokens > limits.tokens ? 0 : Math.max(0, limits.requests - used.requests);
    });
    if (row.quota < 1 || tokens > row.allowance || left.some((count) => count === 0)) return { ai: false, reason: 'quota', remaining: 0, premium };
    remaining = Math.min(row.quota, ...left);
  }
  const counted = remaining === undefined ? {} : { remaining };
  if (!row.budgetRoom) return { ai: false, reason: 'budget', ...counted, premium };
  return { ai: true, ...counted, premium };
}
