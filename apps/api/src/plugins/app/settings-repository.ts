import type { AiSettings, AiSettingsUpdate } from '@calchub/api-contract';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { AppDatabase } from '../../db/database.js';
import { aiSettings, aiUsage } from '../../db/schema.js';

/** The AI settings and this month's usage (one row). */
export interface SettingsRepository {
  get(): Promise<AiSettings>;
  /** Saves the editable settings and returns the whole object. */
  update(values: AiSettingsUpdate): Promise<AiSettings>;
  /** Clears this month's usage: spend, reservations, tokens and per-visitor counts. */
  resetUsage(): Promise<AiSettings>;
}

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsRepository;
  }
}

const THIS_MONTH = sql`date_trunc('month', now())::date`;

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
  const [visitors] = await db
    .select({
      visitors: count(),
      reachedQuota: sql<number>`count(*) FILTER (WHERE ${aiUsage.requests} >= ${row.userFreeQuota})`.mapWith(Number),
    })
    .from(aiUsage)
    .where(gte(aiUsage.month, THIS_MONTH));
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
        await db.transaction(async (tx) => {
          await tx
            .update(aiSettings)
            .set({ usageMonth: THIS_MONTH, spendThisMonthUsd: 0, reservedUsd: 0, totalTokensUsed: 0, updatedAt: sql`now()` })
            .where(eq(aiSettings.id, 1));
          await tx.delete(aiUsage);
        });
        return read(db);
      },
    };
    fastify.decorate('settings', repository);
  },
  { name: 'settings-repository', dependencies: ['db'] },
);
