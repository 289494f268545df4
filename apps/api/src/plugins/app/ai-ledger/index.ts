import { lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { aiReservations, aiUsage } from '../../../db/schema.js';
import { AGENT_KEY_PREFIX, THIS_MONTH } from '../settings-repository.js';
import { addressKey } from './address-key.js';
import { checkAmount, microDollars } from './amounts.js';
import { availability } from './availability.js';
import { auditBudgetWarning } from './budget-warning.js';
import { endReservation } from './end-reservation.js';
import type { AiLedger } from './ledger.js';
import { isPremium } from './premium.js';
import { reserve } from './reserve.js';
import { inTransaction } from './transactions.js';

export type { Admission, LedgerRefusal, ProviderUsage } from './ledger.js';

/** The AI timeout when none is given: the provider's default. */
const DEFAULT_AI_TIMEOUT_MS = 20_000;
const RECONCILE_EVERY_MS = 60_000;
/** How many months of per-visitor usage counts are kept. */
const USAGE_KEPT_MONTHS = 12;

/**
 * `fastify.aiLedger`: quotas, the monthly budget's reservations, and availability, on PGlite and PostgreSQL alike
 * (docs/product.md#ai-explanations). Every decision is one conditional statement, so that concurrent requests on
 * several connections or replicas never pass a quota or the cap together. Each job is a file of this folder: the
 * address key, premium, availability, admission (`reserve`), the four ways a reservation ends (`endReservation`)
 * and the budget warning. Stale reservations are reconciled at start and every minute; `aiTimeoutMs` (default 20 s)
 * sets when a reservation is stale.
 */
export default fp<{ aiTimeoutMs?: number | undefined }>(
  async (fastify, options) => {
    const { db, settings } = fastify;
    const staleAfterMs = 2 * (options.aiTimeoutMs ?? DEFAULT_AI_TIMEOUT_MS) + 60_000;
    const warnIfCrossed = () => auditBudgetWarning({ db, audit: fastify.audit, log: fastify.log });

    const ledger: AiLedger = {
      addressKey: (ip) => addressKey(db, ip),
      isPremium: (visitorKey) => isPremium(db, visitorKey),
      availability: (query) => availability({ db, settings }, query),

      admit: ({ visitorKey, addressKey: address, premium, estimateUsd, estimateTokens }) =>
        reserve({ db, settings }, { visitorKey, addressKey: address, estimateUsd, estimateTokens }, (premiumBypass) => premium && premiumBypass),
      admitAgent: (agentName, { estimateUsd, estimateTokens }) =>
        reserve({ db, settings }, { visitorKey: `${AGENT_KEY_PREFIX}${agentName}`, addressKey: undefined, estimateUsd, estimateTokens }, () => true),

      async settle(reservationId, usage) {
        checkAmount('inputTokens', usage.inputTokens);
        checkAmount('outputTokens', usage.outputTokens);
        checkAmount('costUsd', usage.costUsd);
        const charge = { usd: microDollars(usage.costUsd), tokens: Math.ceil(usage.inputTokens) + Math.ceil(usage.outputTokens) };
        await settings.ensureCurrentMonth();
        await inTransaction(db, (tx) => endReservation(tx, reservationId, { charge, requestBack: false }));
        await warnIfCrossed();
      },
      async release(reservationId) {
        await inTransaction(db, (tx) => endReservation(tx, reservationId, { charge: 'nothing', requestBack: true }));
      },
      async forfeit(reservationId) {
        if (await inTransaction(db, (tx) => endReservation(tx, reservationId, { charge: 'worst case', requestBack: true }))) await warnIfCrossed();
      },
      async reconcileStale(olderThanMs) {
        checkAmount('olderThanMs', olderThanMs);
        await settings.ensureCurrentMonth();
        const stale = await db
          .select({ id: aiReservations.id })
          .from(aiReservations)
          .where(lt(aiReservations.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`))
          .orderBy(aiReservations.id);
        let counted = 0;
        for (const { id } of stale) {
          // One transaction each: a reservation settled or reconciled meanwhile (another replica) is skipped.
          const found = await inTransaction(db, (tx) => endReservation(tx, id, { charge: 'worst case', requestBack: false }));
          if (found) counted += 1;
        }
        if (counted > 0) await warnIfCrossed();
        return counted;
      },
    };
    fastify.decorate('aiLedger', ledger);

    let timer: NodeJS.Timeout | undefined;
    let sweeping: Promise<void> | undefined;
    const sweep = () => {
      sweeping ??= ledger
        .reconcileStale(staleAfterMs)
        .then(async (counted) => {
          if (counted > 0) fastify.log.warn({ reservations: counted }, 'AI reservations left unsettled were counted as spent');
          // Usage counts are kept 12 months (the privacy page says so).
          await db.delete(aiUsage).where(lt(aiUsage.month, sql`(${THIS_MONTH} - interval '${sql.raw(String(USAGE_KEPT_MONTHS))} months')::date`));
        })
        .catch((error: unknown) => {
          fastify.log.error({ err: error }, 'could not reconcile stale AI reservations');
        })
        .finally(() => {
          sweeping = undefined;
        });
      return sweeping;
    };
    fastify.addHook('onReady', async () => {
      await sweep();
      timer = setInterval(sweep, RECONCILE_EVERY_MS);
      timer.unref();
    });
    fastify.addHook('preClose', async () => {
      clearInterval(timer);
      await sweeping;
    });
  },
  { name: 'ai-ledger', dependencies: ['db', 'settings-repository', 'audit'] },
);
