import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDatabase } from '../../../db/database.js';
import { premiumCodes, premiumVisitors } from '../../../db/schema.js';

/**
 * Whether the visitor redeemed a premium code that is neither revoked nor expired (the ledger's `isPremium`).
 * @param db - the database
 * @param visitorKey - from `fastify.visitorKey`
 * @returns true for a premium visitor
 */
export async function isPremium(db: AppDatabase, visitorKey: string): Promise<boolean> {
  const rows = await db
    .select({ visitorKey: premiumVisitors.visitorKey })
    .from(premiumVisitors)
    .innerJoin(premiumCodes, eq(premiumCodes.id, premiumVisitors.codeId))
    .where(and(eq(premiumVisitors.visitorKey, visitorKey), isNull(premiumCodes.revokedAt), sql`${premiumCodes.expiresAt} > now()`))
    .limit(1);
  return rows.length > 0;
}
