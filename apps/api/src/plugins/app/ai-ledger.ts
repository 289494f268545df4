import type { AgentName, TemplateReason } from '@calchub/api-contract';
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createHmac, randomBytes } from 'node:crypto';
import type { AppDatabase } from '../../db/database.js';
import { aiAddressSalts, aiReservations, aiSettings, aiUsage, premiumCodes, premiumVisitors } from '../../db/schema.js';
import { countedAddress } from '../../security/counted-address.js';
import { ADDRESS_KEY_PREFIX, AGENT_KEY_PREFIX, THIS_MONTH } from './settings-repository.js';

/** Why the ledger refuses an AI explanation: this visitor's (or address's) quota, or the monthly budget. */
export type LedgerRefusal = Extract<TemplateReason, 'quota' | 'budget'>;

/** Who is asking, and whether an AI provider is configured at all. */
export interface AvailabilityQuery {
  /**
   * From `fastify.visitorKey(request, reply)`; undefined for a visitor without a cookie while AI is off or no provider
   * is configured (no cookie is set then, and the answer is no before the quota is looked at).
   */
  readonly visitorKey: string | undefined;
  /** From {@link AiLedger.addressKey}: the client address's usage key. */
  readonly addressKey?: string | undefined;
  /** Whether the server has an AI provider to ask. */
  readonly configured: boolean;
  /**
   * The tokens the call would reserve, when known (the prompt's bound plus `max_tokens_per_response`). Without it,
   * the smallest call is assumed: `max_tokens_per_response` tokens.
   */
  readonly estimateTokens?: number | undefined;
  /** The US dollars the call would reserve, when known. Without it, any call needs the spend to be under the cap. */
  readonly estimateUsd?: number | undefined;
}

/** Whether a visitor asking now would get an AI explanation; if not, the first reason in the order of the checks. */
export interface AiAvailability {
  readonly ai: boolean;
  readonly reason?: Extract<TemplateReason, 'ai_disabled' | 'not_configured' | 'quota' | 'budget'>;
  /** AI explanations left of the free quota (0 once it is used up); absent before the quota is checked and for premium visitors the quota does not apply to. */
  readonly remaining?: number;
  /** The visitor redeemed a premium code that is neither expired nor revoked. */
  readonly premium: boolean;
}

/** One AI explanation about to be asked for, with its worst-case cost. */
export interface AdmitRequest {
  readonly visitorKey: string;
  readonly addressKey?: string | undefined;
  /** From {@link AiLedger.isPremium}. */
  readonly premium: boolean;
  /** The worst-case cost of the call in US dollars (a true upper bound), 0 or more; kept to the micro-dollar, rounded up. */
  readonly estimateUsd: number;
  /** The worst-case tokens of the call (prompt bound plus `max_tokens_per_response`), 0 or more; rounded up to whole tokens. */
  readonly estimateTokens: number;
}

/** The ledger's answer to {@link AiLedger.admit}. */
export type Admission =
  | { readonly ok: true; readonly reservationId: number; readonly remaining?: number }
  | { readonly ok: false; readonly reason: LedgerRefusal };

/** What the provider reported for a call that answered. */
export interface ProviderUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
  /** The call's cost in US dollars at the configured prices; kept to the micro-dollar. */
  readonly costUsd: number;
}

/**
 * The AI ledger: the visitors' monthly quotas and the monthly budget, enforced with one atomic reservation per
 * explanation (docs/product.md#ai-budget). A call is admitted (quota counted, worst-case cost reserved), then
 * settled to what the provider reported, or released when it failed; a reservation left behind by a process that
 * died is counted as spent at its worst case. Every count belongs to the current calendar month in UTC.
 */
export interface AiLedger {
  /**
   * The usage key of a client address, counted beside the visitor's: `address:` and the HMAC-SHA256 of the address
   * under this month's secret salt. While `ip_tracking` is on, an address has the quota of one visitor; while it is
   * off, of {@link UNTRACKED_ADDRESS_VISITORS} visitors, so that a client dropping its cookie before each request
   * cannot spend the month's budget alone, while a household or an office behind one address keeps its visitors'
   * quotas. The salt The salt is random, kept only in the database, and
   * replaced each calendar month (UTC), the old ones deleted: the key cannot be turned back into the address, nor
   * linked to the same address's key of another month. An IPv6 address counts by its /64 network (one household or
   * device, which can pick any address inside it); an IPv4-mapped IPv6 address counts as the IPv4 address.
   * @param ip - the client's address (`request.ip`)
   * @returns the key
   * @example
   * await fastify.aiLedger.addressKey('203.0.113.9'); // 'address:5c1f…' (64 hexadecimal digits)
   */
  addressKey(ip: string): Promise<string>;
  /**
   * Whether the visitor redeemed a premium code that is neither revoked nor expired.
   * @param visitorKey - from `fastify.visitorKey`
   * @returns true for a premium visitor
   * @example
   * await fastify.aiLedger.isPremium(visitorKey); // false
   */
  isPremium(visitorKey: string): Promise<boolean>;
  /**
   * Whether a visitor asking now would get an AI explanation. The checks, in order: `ai_enabled` (`ai_disabled`),
   * a provider (`not_configured`), the quota (`quota`: no request left of `user_free_quota`, or no room in
   * `max_tokens_per_user_month` for the call's tokens, for the visitor or, when tracked, the address; skipped for a
   * premium visitor while `premium_bypass` is on), then the budget (`budget`: with `hard_cutoff` on, the spend and
   * the reservations leave no room under `global_monthly_cap_usd`). Given the same estimates, it answers what
   * {@link AiLedger.admit} would decide; without them it assumes the smallest call, so a `quota` or `budget` here is
   * always one there too.
   * @param query - the visitor, the address key, whether a provider is configured, optional estimates
   * @returns `{ ai, reason?, remaining?, premium }`
   * @example
   * await fastify.aiLedger.availability({ visitorKey, configured: true }); // { ai: true, remaining: 5, premium: false }
   */
  availability(query: AvailabilityQuery): Promise<AiAvailability>;
  /**
   * Admits one AI explanation, in one transaction: counts it in the visitor's quota (and the address's, when
   * tracked) only while a request and room for `estimateTokens` are left, then reserves `estimateUsd` of the month's
   * budget only while, with `hard_cutoff` on, spend + reserved + estimate stays within the cap, then records the
   * reservation. A refusal changes nothing (a budget refusal uses no quota). A premium visitor with `premium_bypass`
   * on is counted without limit, never past the cap. `ai_enabled` and the provider are the caller's checks
   * ({@link AiLedger.availability}).
   * @param request - the visitor, the address key, premium, the worst-case cost and tokens
   * @returns the reservation to settle or release, and the answers left of the quota; or `quota` or `budget`
   * @throws RangeError when an estimate is not a finite number, 0 or more
   * @example
   * await fastify.aiLedger.admit({ visitorKey, premium: false, estimateUsd: 0.0021, estimateTokens: 1400 });
   * // { ok: true, reservationId: 17, remaining: 4 }
   */
  admit(request: AdmitRequest): Promise<Admission>;
  /**
   * Admits one call of a background agent against the monthly budget only: counted under the agent's usage key
   * (`agent:Calculator Agent`) without the visitors' quota, and reserved with the same conditional reservation as
   * {@link AiLedger.admit}, so an agent never takes the budget past the cap. Settle or release it as any other.
   * @param agentName - the agent asking
   * @param estimate - the worst-case cost and tokens of the call
   * @returns the reservation, or `budget`
   * @throws RangeError when an estimate is not a finite number, 0 or more
   * @example
   * await fastify.aiLedger.admitAgent('Calculator Agent', { estimateUsd: 0.0012, estimateTokens: 2100 });
   * // { ok: true, reservationId: 18 }
   */
  admitAgent(agentName: AgentName, estimate: { readonly estimateUsd: number; readonly estimateTokens: number }): Promise<Admission>;
  /**
   * Settles an admitted call to what the provider reported, in one transaction: removes the reservation and its
   * amount from the month's reserved money (never below 0; not when it was reserved in an earlier month), adds the
   * cost to the month's spend and the tokens to its total, and corrects the visitor's (and address's) tokens from
   * the estimate to the real count, adding the cost. A reservation already gone (usage reset, or reconciled) still
   * adds the real spend. The first time the month's spend reaches `warning_threshold` percent of the cap, one
   * `ai_budget.warning` entry is written to the audit log.
   * @param reservationId - from {@link AiLedger.admit}
   * @param usage - the tokens and cost the provider reported
   * @throws RangeError when a count or the cost is not a finite number, 0 or more
   * @example
   * await fastify.aiLedger.settle(17, { inputTokens: 412, outputTokens: 188, costUsd: 0.00009 });
   */
  settle(reservationId: number, usage: ProviderUsage): Promise<void>;
  /**
   * Releases the reservation of a call that failed: the reserved money goes back to the budget, and the request
   * and its tokens back to the visitor's (and address's) quota, so a provider failure costs the visitor nothing.
   * Nothing happens for a reservation already gone.
   * @param reservationId - from {@link AiLedger.admit}
   * @example
   * await fastify.aiLedger.release(17);
   */
  release(reservationId: number): Promise<void>;
  /**
   * Ends the reservation of a call the provider may have billed though no answer came (it timed out): the reserved
   * worst case is counted as spent this month, while the request and its tokens go back to the visitor's (and
   * address's) quota, since the visitor got no AI answer. Nothing happens for a reservation already gone.
   * @param reservationId - from {@link AiLedger.admit}
   * @example
   * await fastify.aiLedger.forfeit(17);
   */
  forfeit(reservationId: number): Promise<void>;
  /**
   * Counts reservations older than `olderThanMs` as spent at their reserved worst case (the provider may have billed
   * a call whose process died before settling it) and removes them. Runs at start and every minute, for
   * reservations older than twice the AI timeout plus a minute.
   * @param olderThanMs - the age in milliseconds from which a reservation is stale
   * @returns how many reservations were counted
   * @example
   * await fastify.aiLedger.reconcileStale(100_000); // 0
   */
  reconcileStale(olderThanMs: number): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    aiLedger: AiLedger;
  }
}

type Transaction = Parameters<Parameters<AppDatabase['transaction']>[0]>[0];

/** The AI timeout when none is given: the provider's default. */
const DEFAULT_AI_TIMEOUT_MS = 20_000;
const RECONCILE_EVERY_MS = 60_000;
/** Attempts of a transaction that PostgreSQL aborted to break a deadlock (an operator's reset during traffic). */
const TRANSACTION_ATTEMPTS = 3;
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);

/** A refusal thrown inside a transaction, so that everything it wrote is rolled back. */
class LedgerRefused extends Error {
  constructor(readonly reason: LedgerRefusal) {
    super(reason);
  }
}

function sqlState(error: unknown): string | undefined {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function checkAmount(name: string, value: number): void {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number, 0 or more; got ${String(value)}.`);
  }
}

/** Dollars to the micro-dollar (the database's precision), rounded up: an estimate must stay an upper bound. */
function microDollarsUp(usd: number): number {
  const micro = Math.round(usd * 1e6);
  return (micro / 1e6 < usd ? micro + 1 : micro) / 1e6;
}

/** Dollars to the nearest micro-dollar: a cost as the database keeps it. */
function microDollars(usd: number): number {
  return Math.round(usd * 1e6) / 1e6;
}

/** The usage keys a call counts in: the visitor's, and the address's. */
function usageKeys(visitorKey: string, addressKey: string | undefined): string[] {
  return addressKey === undefined || addressKey === visitorKey ? [visitorKey] : [visitorKey, addressKey];
}

/**
 * While `ip_tracking` is off, an address may use as many AI explanations (and tokens) a month as this many visitors:
 * the ceiling a client that drops its cookie before each request meets.
 */
export const UNTRACKED_ADDRESS_VISITORS = 10;

/** The requests and tokens a usage key may reach this month: a visitor's quota, or its address's. */
function limitsOf(key: string, settings: { readonly quota: number; readonly allowance: number; readonly ipTracking: boolean }) {
  const visitors = key.startsWith(ADDRESS_KEY_PREFIX) && !settings.ipTracking ? UNTRACKED_ADDRESS_VISITORS : 1;
  return { requests: settings.quota * visitors, tokens: settings.allowance * visitors };
}

/**
 * `fastify.aiLedger`: quotas, the monthly budget's reservations, and availability, on PGlite and PostgreSQL alike
 * (docs/product.md#ai-explanations). Every decision is one conditional statement, so that concurrent requests on
 * several connections or replicas never pass a quota or the cap together. Stale reservations are reconciled at
 * start and every minute; `aiTimeoutMs` (default 20 s) sets when a reservation is stale.
 */
/** How many months of per-visitor usage counts are kept. */
const USAGE_KEPT_MONTHS = 12;

export default fp<{ aiTimeoutMs?: number | undefined }>(
  async (fastify, options) => {
    const { db, settings } = fastify;
    const staleAfterMs = 2 * (options.aiTimeoutMs ?? DEFAULT_AI_TIMEOUT_MS) + 60_000;

    async function inTransaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      for (let attempt = 1; ; attempt += 1) {
        try {
          return await db.transaction(work);
        } catch (error) {
          if (attempt >= TRANSACTION_ATTEMPTS || !RETRYABLE_SQLSTATES.has(sqlState(error) ?? '')) throw error;
        }
      }
    }

    async function monthSalt(): Promise<string> {
      // The first request of a month creates its salt; a concurrent one keeps the salt that was stored first.
      await db.insert(aiAddressSalts).values({ month: THIS_MONTH, salt: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      await db.delete(aiAddressSalts).where(lt(aiAddressSalts.month, THIS_MONTH));
      const [row] = await db.select({ salt: aiAddressSalts.salt }).from(aiAddressSalts).where(eq(aiAddressSalts.month, THIS_MONTH));
      if (!row) throw new Error('the month\'s address salt is missing');
      return row.salt;
    }

    async function isPremium(visitorKey: string): Promise<boolean> {
      const rows = await db
        .select({ visitorKey: premiumVisitors.visitorKey })
        .from(premiumVisitors)
        .innerJoin(premiumCodes, eq(premiumCodes.id, premiumVisitors.codeId))
        .where(and(eq(premiumVisitors.visitorKey, visitorKey), isNull(premiumCodes.revokedAt), sql`${premiumCodes.expiresAt} > now()`))
        .limit(1);
      return rows.length > 0;
    }

    /** The usage of these keys this month, by key. */
    async function usageOf(keys: readonly string[]) {
      return db
        .select({ visitorKey: aiUsage.visitorKey, requests: aiUsage.requests, tokens: aiUsage.tokens })
        .from(aiUsage)
        .where(and(eq(aiUsage.month, THIS_MONTH), inArray(aiUsage.visitorKey, [...keys])));
    }

    /** Writes the month's budget warning to the audit log the first time the spend reaches the threshold. */
    /**
     * Removes a reservation and takes its amount off the month's reserved money (never below 0; not when it was
     * reserved in an earlier month). `spent`: the amount is counted as spent (the month's spend, its tokens, and the
     * visitor's cost); `quotaBack`: the request and its tokens go back to the visitor's (and address's) quota. A
     * release is neither, a stale reservation spent, a timed-out call both.
     * @returns whether the reservation was still there
     */
    async function unwind(tx: Transaction, reservationId: number, how: { spent: boolean; quotaBack: boolean }): Promise<boolean> {
      const [reservation] = await tx.delete(aiReservations).where(eq(aiReservations.id, reservationId)).returning();
      if (!reservation) return false;
      for (const key of usageKeys(reservation.visitorKey, reservation.addressKey ?? undefined)) {
        await tx
          .update(aiUsage)
          .set({
            ...(how.quotaBack && {
              requests: sql`GREATEST(0, ${aiUsage.requests} - 1)`,
              tokens: sql`GREATEST(0, ${aiUsage.tokens} - ${reservation.tokens})`,
            }),
            ...(how.spent && { costUsd: sql`${aiUsage.costUsd} + ${reservation.amountUsd}` }),
            updatedAt: sql`now()`,
          })
          .where(and(eq(aiUsage.month, reservation.month), eq(aiUsage.visitorKey, key)));
      }
      await tx
        .update(aiSettings)
        .set({
          reservedUsd: sql`CASE WHEN ${aiSettings.usageMonth} = ${reservation.month}
            THEN GREATEST(0, ${aiSettings.reservedUsd} - ${reservation.amountUsd}) ELSE ${aiSettings.reservedUsd} END`,
          ...(how.spent && {
            spendThisMonthUsd: sql`${aiSettings.spendThisMonthUsd} + ${reservation.amountUsd}`,
            totalTokensUsed: sql`${aiSettings.totalTokensUsed} + ${reservation.tokens}`,
          }),
        })
        .where(eq(aiSettings.id, 1));
      return true;
    }

    async function auditBudgetWarning(): Promise<void> {
      // One conditional UPDATE: of concurrent settlements crossing the threshold, exactly one sees a row.
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
        await fastify.audit.record({
          address: 'system',
          action: 'ai_budget.warning',
          target: 'ai_settings',
          outcome: 'success',
          detail: `AI spend for ${crossed.month.slice(0, 7)} reached $${crossed.spend.toFixed(2)} of the $${crossed.cap.toFixed(2)} monthly cap (${percent}%), at or above the ${crossed.threshold}% warning threshold.`,
        });
      } catch (error) {
        fastify.log.error({ err: error }, 'could not write the AI budget warning to the audit log');
      }
    }

    /**
     * One admission in one transaction: the usage keys counted (within the quota unless `unlimited` says otherwise
     * for the month's `premium_bypass`), then the budget reserved by one conditional UPDATE, then the reservation.
     */
    async function reserve(
      { visitorKey, addressKey, estimateUsd, estimateTokens }: Omit<AdmitRequest, 'premium'>,
      unlimited: (premiumBypass: boolean) => boolean,
    ): Promise<Admission> {
      checkAmount('estimateUsd', estimateUsd);
      checkAmount('estimateTokens', estimateTokens);
      const amount = microDollarsUp(estimateUsd);
      const tokens = Math.ceil(estimateTokens);
      await settings.ensureCurrentMonth();
      try {
        return await inTransaction(async (tx): Promise<Admission> => {
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

    const ledger: AiLedger = {
      async addressKey(ip) {
        const [row] = await db.select({ salt: aiAddressSalts.salt }).from(aiAddressSalts).where(eq(aiAddressSalts.month, THIS_MONTH));
        const salt = row?.salt ?? (await monthSalt());
        return `${ADDRESS_KEY_PREFIX}${createHmac('sha256', salt).update(countedAddress(ip)).digest('hex')}`;
      },

      isPremium,

      async availability({ visitorKey, addressKey, configured, estimateTokens, estimateUsd }) {
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
          visitorKey === undefined ? false : isPremium(visitorKey),
        ]);
        if (!row) throw new Error('the ai_settings row is missing');
        if (!row.aiEnabled) return { ai: false, reason: 'ai_disabled', premium };
        if (!configured) return { ai: false, reason: 'not_configured', premium };
        if (visitorKey === undefined) throw new TypeError('availability: a visitor key is needed once AI is on and configured');
        let remaining: number | undefined;
        if (!(premium && row.premiumBypass)) {
          const tokens = estimateTokens === undefined ? row.perResponse : Math.ceil(estimateTokens);
          const keys = usageKeys(visitorKey, addressKey);
          const usage = new Map((await usageOf(keys)).map((entry) => [entry.visitorKey, entry]));
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
      },

      admit: ({ visitorKey, addressKey, premium, estimateUsd, estimateTokens }) =>
        reserve({ visitorKey, addressKey, estimateUsd, estimateTokens }, (premiumBypass) => premium && premiumBypass),

      admitAgent: (agentName, { estimateUsd, estimateTokens }) =>
        reserve({ visitorKey: `${AGENT_KEY_PREFIX}${agentName}`, addressKey: undefined, estimateUsd, estimateTokens }, () => true),

      async settle(reservationId, usage) {
        checkAmount('inputTokens', usage.inputTokens);
        checkAmount('outputTokens', usage.outputTokens);
        checkAmount('costUsd', usage.costUsd);
        const tokens = Math.ceil(usage.inputTokens) + Math.ceil(usage.outputTokens);
        const cost = microDollars(usage.costUsd);
        await settings.ensureCurrentMonth();
        // Locks in one order everywhere (reservation, usage rows, settings row), so transactions wait rather than deadlock.
        await inTransaction(async (tx) => {
          const [reservation] = await tx.delete(aiReservations).where(eq(aiReservations.id, reservationId)).returning();
          if (reservation) {
            for (const key of usageKeys(reservation.visitorKey, reservation.addressKey ?? undefined)) {
              await tx
                .update(aiUsage)
                .set({
                  tokens: sql`GREATEST(0, ${aiUsage.tokens} - ${reservation.tokens} + ${tokens})`,
                  costUsd: sql`${aiUsage.costUsd} + ${cost}`,
                  updatedAt: sql`now()`,
                })
                .where(and(eq(aiUsage.month, reservation.month), eq(aiUsage.visitorKey, key)));
            }
          }
          await tx
            .update(aiSettings)
            .set({
              ...(reservation
                ? {
                    reservedUsd: sql`CASE WHEN ${aiSettings.usageMonth} = ${reservation.month}
                      THEN GREATEST(0, ${aiSettings.reservedUsd} - ${reservation.amountUsd}) ELSE ${aiSettings.reservedUsd} END`,
                  }
                : {}),
              spendThisMonthUsd: sql`${aiSettings.spendThisMonthUsd} + ${cost}`,
              totalTokensUsed: sql`${aiSettings.totalTokensUsed} + ${tokens}`,
            })
            .where(eq(aiSettings.id, 1));
        });
        await auditBudgetWarning();
      },

      async release(reservationId) {
        await inTransaction((tx) => unwind(tx, reservationId, { spent: false, quotaBack: true }));
      },
      async forfeit(reservationId) {
        if (await inTransaction((tx) => unwind(tx, reservationId, { spent: true, quotaBack: true }))) await auditBudgetWarning();
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
          const found = await inTransaction((tx) => unwind(tx, id, { spent: true, quotaBack: false }));
          if (found) counted += 1;
        }
        if (counted > 0) await auditBudgetWarning();
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
          await fastify.db.delete(aiUsage).where(lt(aiUsage.month, sql`(${THIS_MONTH} - interval '${sql.raw(String(USAGE_KEPT_MONTHS))} months')::date`));
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
