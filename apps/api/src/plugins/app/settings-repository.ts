import type { AiSettings, AiSettingsUpdate } from '@calchub/api-contract';
import { and, count, eq, gte, lt, notLike, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AppDatabase } from '../../db/database.js';
import { aiReservations, aiSettings, aiUsage } from '../../db/schema.js';

/** The AI settings and this month's usage (one row). */
export interface SettingsRepository {
  get(): Promise<AiSettings>;
  /** Saves the editable settings and returns the whole object. */
  update(values: AiSettingsUpdate): Promise<AiSettings>;
  /**
   * Clears this month's usage: spend, reservations (an explanation in flight when it happens still adds its real
   * cost when it settles), tokens, per-visitor and per-address counts, and the month's budget warning, so that
   * crossing the threshold again is audited again.
   */
  resetUsage(): Promise<AiSettings>;
  /**
   * Makes sure the settings row exists and belongs to the current month (UTC), starting a new month with zero
   * usage. Whatever reads or changes the month's counters calls it first; concurrent callers roll over once.
   */
  ensureCurrentMonth(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsRepository;
  }
}

/** The current calendar month in UTC, as its first day: the month quotas and the budget count in. */
export const THIS_MONTH = sql`date_trunc('month', now() AT TIME ZONE 'UTC')::date`;

/**
 * The prefix of the usage keys that count an address (`ip_tracking`) rather than a visitor; a visitor's key is
 * a hexadecimal hash, so the two never collide.
 */
export const ADDRESS_KEY_PREFIX = 'address:';
/** The usage key of a background agent's AI calls: `agent:` and its name (a visitor's key is a hash, never this). */
export const AGENT_KEY_PREFIX = 'agent:';

// Money is kept to the micro-dollar in the database; the API shows cents' fractions to 6 places at most.
const money = (value: number) => Math.round(value * 1e6) / 1e6;

async function ensureRow(db: AppDatabase): Promise<void> {
  await db.insert(aiSettings).values({ id: 1 }).onConflictDoNothing();
  // A new month starts with zero usage; one conditional UPDATE, so concurrent readers roll over once.
  await db
    .update(aiSettings)
    .set({ usageMonth: THIS_MONTH, spendThisMonthUsd: 0, reservedUsd: 0, totalTokensUsed: 0, updatedAt: sql`now()` })
    .where(and(eq(aiSettings.id, 1), lt(aiSettings.usageMonth, THIS_MONTH)));
}

async function read(db: AppDatabase): Promise<AiSettings> {
  const [row] = await db.select().from(aiSettings).where(eq(aiSettings.id, 1));
  if (!row) throw new Error('the ai_settings row is missing');
  // Visitors only: the rows that count an address or an agent are not people. A visitor has reached the quota when one more
  // answer would be refused: no request left, or no room for one more answer's tokens.
  const [visitors] = await db
    .select({
      visitors: count(),
      reachedQuota: sql<number>`count(*) FILTER (WHERE ${aiUsage.requests} >= ${row.userFreeQuota}
        OR ${aiUsage.tokens} + ${row.maxTokensPerResponse} > ${row.maxTokensPerUserMonth})`.mapWith(Number),
    })
    .from(aiUsage)
    .where(
      and(gte(aiUsage.month, THIS_MONTH), notLike(aiUsage.visitorKey, `${ADDRESS_KEY_PREFIX}%`), notLike(aiUsage.visitorKey, `${AGENT_KEY_PREFIX}%`)),
    );
  const visitorCount = visitors?.visitors ?? 0;
  return {
    ai_enabled: row.aiEnabled,
    global_monthly_cap_usd: row.globalMonthlyCapUsd,
    warning_threshold: row.warningThreshold,
    user_free_quota: row.userFreeQuota,
    max_tokens_per_response: row.maxTokensPerResponse,
    max_tokens_per_user_month: row.maxTokensPerUserMonth,
    premium_bypass: row.premiumBypass,
    hard_cutoff: row.hardCutoff,
    ip_tracking: row.ipTracking,
    spend_this_month: money(row.spendThisMonthUsd),
    avg_cost_per_user: visitorCount > 0 ? money(row.spendThisMonthUsd / visitorCount) : 0,
    total_tokens_used: row.totalTokensUsed,
    total_users_reached_quota: visitors?.reachedQuota ?? 0,
  };
}

/** `fastify.settings`: the AI settings row with its monthly usage counters. */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    const repository: SettingsRepository = {
      async get() {
        await ensureRow(db);
        return read(db);
      },
      async update(values) {
        await ensureRow(db);
        await db
          .update(aiSettings)
          .set({
            aiEnabled: values.ai_enabled,
            globalMonthlyCapUsd: values.global_monthly_cap_usd,
            warningThreshold: values.warning_threshold,
            userFreeQuota: values.user_free_quota,
            maxTokensPerResponse: values.max_tokens_per_response,
            maxTokensPerUserMonth: values.max_tokens_per_user_month,
            premiumBypass: values.premium_bypass,
            hardCutoff: values.hard_cutoff,
            ipTracking: values.ip_tracking,
            updatedAt: sql`now()`,
          })
          .where(eq(aiSettings.id, 1));
        return read(db);
      },
      async resetUsage() {
        await ensureRow(db);
        // Reservations, then usage rows, then the settings row: the order in which the AI ledger's transactions
        // lock them, so that a reset during traffic waits for them (the ledger retries a transaction PostgreSQL
        // aborts to break a deadlock, should a reset still meet one).
        await db.transaction(async (tx) => {
          await tx.delete(aiReservations);
          await tx.delete(aiUsage);
          await tx
            .update(aiSettings)
            .set({
              usageMonth: THIS_MONTH,
              spendThisMonthUsd: 0,
              reservedUsd: 0,
              totalTokensUsed: 0,
              warningAuditedMonth: null,
              updatedAt: sql`now()`,
            })
            .where(eq(aiSettings.id, 1));
        });
        return read(db);
      },
      ensureCurrentMonth: () => ensureRow(db),
    };
    fastify.decorate('settings', repository);
  },
  { name: 'settings-repository', dependencies: ['db'] },
);
