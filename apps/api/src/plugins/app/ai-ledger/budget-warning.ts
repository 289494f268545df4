import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDatabase } from '../../../db/database.js';
import { aiSettings } from '../../../db/schema.js';
import type { AuditLog } from '../audit.js';
import { THIS_MONTH } from '../settings-repository.js';

/**
 * Writes the month's budget warning to the audit log the first time the spend reaches `warning_threshold` percent
 * of the cap: one conditional UPDATE, so that of concurrent settlements crossing the threshold exactly one sees a
 * row. A failure to write is logged, never thrown: the call it follows has already been counted.
 * @param dependencies - the database, the audit log and the logger
 */
export async function auditBudgetWarning({ db, audit, log }: { db: AppDatabase; audit: AuditLog; log: FastifyBaseLogger }): Promise<void> {
  const [crossed] = await db
    .update(aiSettings)
    .set({ warningAuditedMonth: sql`${aiSettings.usageMonth}` })
    .where(
      and(
        eq(aiSettings.id, 1),
        eq(aiSettings.usageMonth, THIS_MONTH),
        sql`${aiSettings.warningAuditedMonth} IS DISTINCT FROM ${aiSettings.usageMonth}`,
        sql`${aiSettings.spendThisMonthUsd} * 100 >= ${aiSettings.globalMonthlyCapUsd} * ${aiSettings.warningThreshold}`,
      ),
    )
    .returning({
      month: aiSettings.usageMonth,
      spend: aiSettings.spendThisMonthUsd,
      cap: aiSettings.globalMonthlyCapUsd,
      threshold: aiSettings.warningThreshold,
    });
  if (!crossed) return;
  const percent = Math.floor((crossed.spend / crossed.cap) * 100);
  try {
    await audit.record({
      address: 'system',
      action: 'ai_budget.warning',
      target: 'ai_settings',
      outcome: 'success',
      detail: `AI spend for ${crossed.month.slice(0, 7)} reached $${crossed.spend.toFixed(2)} of the $${crossed.cap.toFixed(2)} monthly cap (${percent}%), at or above the ${crossed.threshold}% warning threshold.`,
    });
  } catch (error) {
    log.error({ err: error }, 'could not write the AI budget warning to the audit log');
  }
}
