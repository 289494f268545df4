import { and, eq, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/database.js';
import { aiReservations, aiSettings, aiUsage } from '../../../db/schema.js';
import { THIS_MONTH, type SettingsRepository } from '../settings-repository.js';
import { checkAmount, microDollarsUp } from './amounts.js';
import type { Admission, AdmitRequest } from './ledger.js';
import { inTransaction, LedgerRefused } from './transactions.js';
import { limitsOf, usageKeys } from './usage-limits.js';

/**
 * One admission in one transaction (the ledger's `admit` and `admitAgent`): the usage keys counted, within the quota
 * unless `unlimited` says otherwise for the month's `premium_bypass`, then the budget reserved by one conditional
 * UPDATE, then the reservation recorded. A refusal rolls everything back.
 * @param dependencies - the database and the settings
 * @param request - who asks, and the call's worst-case cost and tokens
 * @param unlimited - whether the call is counted without a quota, given `premium_bypass`
 * @returns the reservation, or the refusal's reason
 * @throws RangeError when an estimate is not a finite number, 0 or more
 */
export async function reserve(
  { db, settings }: { db: AppDatabase; settings: SettingsRepository },
  { visitorKey, addressKey, estimateUsd, estimateTokens }: Omit<AdmitRequest, 'premium'>,
  unlimited: (premiumBypass: boolean) => boolean,
): Promise<Admission> {
  checkAmount('estimateUsd', estimateUsd);
  checkAmount('estimateTokens', estimateTokens);
  const amount = microDollarsUp(estimateUsd);
  const tokens = Math.ceil(estimateTokens);
  await settings.ensureCurrentMonth();
  try {
    return await inTransaction(db, async (tx): Promise<Admission> => {
      const [row] = await tx
        .select({
          premiumBypass: aiSettings.premiumBypass,
          quota: aiSettings.userFreeQuota,
          allowance: aiSettings.maxTokensPerUserMonth,
          ipTracking: aiSettings.ipTracking,
        })
        .from(aiSettings)
        .where(eq(aiSettings.id, 1));
      if (!row) throw new Error('the ai_settings row is missing');
      const bypass = unlimited(row.premiumBypass);
      // A first request inserts its row without the conflict's WHERE: refuse here what that WHERE would.
      if (!bypass && (row.quota < 1 || tokens > row.allowance)) throw new LedgerRefused('quota');
      let remaining = row.quota;
      for (const key of usageKeys(visitorKey, addressKey)) {
        const limits = limitsOf(key, row);
        const [counted] = await tx
          .insert(aiUsage)
          .values({ month: THIS_MONTH, visitorKey: key, requests: 1, tokens })
          .onConflictDoUpdate({
            target: [aiUsage.month, aiUsage.visitorKey],
            set: { requests: sql`${aiUsage.requests} + 1`, tokens: sql`${aiUsage.tokens} + ${tokens}`, updatedAt: sql`now()` },
            ...(bypass
              ? {}
              : { setWhere: sql`${aiUsage.requests} < ${limits.requests} AND ${aiUsage.tokens} + ${tokens} <= ${limits.tokens}` }),
          })
          .returning({ requests: aiUsage.requests });
        if (!counted) throw new LedgerRefused('quota');
        remaining = Math.min(remaining, limits.requests - counted.requests);
      }
      const [reserved] = await tx
        .update(aiSettings)
        .set({ reservedUsd: sql`${aiSettings.reservedUsd} + ${amount}` })
        .where(
          and(
            eq(aiSettings.id, 1),
            eq(aiSettings.usageMonth, THIS_MONTH),
            sql`(NOT ${aiSettings.hardCutoff} OR ${aiSettings.spendThisMonthUsd} + ${aiSettings.reservedUsd} + ${amount} <= ${aiSettings.globalMonthlyCapUsd})`,
          ),
        )
        .returning({ id: aiSettings.id });
      if (!reserved) throw new LedgerRefused('budget');
      const [reservation] = await tx
        .insert(aiReservations)
        .values({ month: THIS_MONTH, visitorKey, addressKey: addressKey ?? null, amountUsd: amount, tokens })
        .returning({ id: aiReservations.id });
      if (!reservation) throw new Error('the reservation was not recorded');
      return bypass ? { ok: true, reservationId: reservation.id } : { ok: true, reservationId: reservation.id, remaining: Math.max(0, remaining) };
    });
  } catch (error) {
    if (error instanceof LedgerRefused) return { ok: false, reason: error.reason };
    throw error;
  }
}
