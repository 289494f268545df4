import { and, eq, sql } from 'drizzle-orm';
import { aiReservations, aiSettings, aiUsage } from '../../../db/schema.js';
import type { Transaction } from './transactions.js';
import { usageKeys } from './usage-limits.js';

/** What ending a reservation counts as spent: what the provider reported, the reserved worst case, or nothing. */
export type Charge = { readonly usd: number; readonly tokens: number } | 'worst case' | 'nothing';

/** How a reservation ends. */
export interface Ending {
  readonly charge: Charge;
  /** The request and its reserved tokens go back to the visitor's (and address's) quota: the visitor got no AI answer. */
  readonly requestBack: boolean;
}

/**
 * Ends a reservation, in the caller's transaction: removes it, takes its amount off the month's reserved money
 * (never below 0; not when it was reserved in an earlier month), and counts the charge in the month's spend and
 * tokens and in the visitor's (and address's) cost. The usage's tokens go from the reservation's estimate to the
 * reported count when there is one, back to the quota with the request, or stay at the worst case.
 *
 * The four endings: a call that answered (`settle`: the reported charge, which counts even when the reservation is
 * already gone), a call that failed (`release`: nothing, request back), a call that timed out and may have been
 * billed (`forfeit`: the worst case, request back), and a reservation left by a process that died (stale: the
 * worst case).
 * @param tx - the transaction; locks are taken in one order everywhere (reservation, usage rows, settings row), so
 *   transactions wait rather than deadlock
 * @param reservationId - the reservation
 * @param ending - the charge, and whether the request goes back
 * @returns whether the reservation was still there
 */
export async function endReservation(tx: Transaction, reservationId: number, { charge, requestBack }: Ending): Promise<boolean> {
  const [reservation] = await tx.delete(aiReservations).where(eq(aiReservations.id, reservationId)).returning();
  const reported = typeof charge === 'object' ? charge : undefined;
  const spent = reported ?? (charge === 'worst case' && reservation ? { usd: reservation.amountUsd, tokens: reservation.tokens } : undefined);
  if (reservation) {
    for (const key of usageKeys(reservation.visitorKey, reservation.addressKey ?? undefined)) {
      await tx
        .update(aiUsage)
        .set({
          ...(requestBack && { requests: sql`GREATEST(0, ${aiUsage.requests} - 1)` }),
          ...((requestBack || reported) && {
            tokens: sql`GREATEST(0, ${aiUsage.tokens} - ${reservation.tokens} + ${requestBack ? 0 : (reported?.tokens ?? 0)})`,
          }),
          ...(spent && { costUsd: sql`${aiUsage.costUsd} + ${spent.usd}` }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(aiUsage.month, reservation.month), eq(aiUsage.visitorKey, key)));
    }
  }
  if (reservation || spent) {
    await tx
      .update(aiSettings)
      .set({
        ...(reservation && {
          reservedUsd: sql`CASE WHEN ${aiSettings.usageMonth} = ${reservation.month}
            THEN GREATEST(0, ${aiSettings.reservedUsd} - ${reservation.amountUsd}) ELSE ${aiSettings.reservedUsd} END`,
        }),
        ...(spent && {
          spendThisMonthUsd: sql`${aiSettings.spendThisMonthUsd} + ${spent.usd}`,
          totalTokensUsed: sql`${aiSettings.totalTokensUsed} + ${spent.tokens}`,
        }),
      })
      .where(eq(aiSettings.id, 1));
  }
  return reservation !== undefined;
}
