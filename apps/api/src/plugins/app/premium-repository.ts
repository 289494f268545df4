import { noPremiumCodeMessage, PREMIUM_CODE_ALREADY_REVOKED, PREMIUM_VISITORS_DEFAULT, PremiumCodeCreateBody, type PremiumCode } from '@calchub/api-contract';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { createHash, randomBytes } from 'node:crypto';
import { premiumCodes, premiumVisitors } from '../../db/schema.js';
import { HttpError } from '../../http-error.js';

/**
 * The symbols of a premium code: digits and capital letters without 0, 1, I and O, which people confuse with each
 * other. 32 symbols carry 5 bits each.
 */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** 16 symbols of 5 bits: 80 random bits, far beyond guessing at a few tries a minute. */
const CODE_SYMBOLS = 16;
const CODE_PREFIX = 'CALC';
const CODE_BODY = new RegExp(`^[${CODE_ALPHABET}]{${CODE_SYMBOLS}}$`);
/** Spaces and the dashes people type or paste (hyphen, non-breaking hyphen, figure, en and em dashes, minus). */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212_.]/g;

/** A code just created: the code itself (shown once, never stored) and the code as the admin lists it. */
export interface CreatedPremiumCode {
  readonly code: string;
  readonly premiumCode: PremiumCode;
}

/** Premium codes: created and revoked by the operator, redeemed by visitors. Only a code's SHA-256 is kept. */
export interface PremiumRepository {
  /** A new random code for `label`, usable for `validDays` days from now by at most `maxVisitors` visitors. */
  create(label: string, validDays: number, maxVisitors?: number): Promise<CreatedPremiumCode>;
  /** Every code, newest first, with how many visitors hold it now. */
  list(): Promise<PremiumCode[]>;
  /** Revokes a code from now on: 404 for an unknown id, 409 for a code already revoked. */
  revoke(id: number): Promise<PremiumCode>;
  /**
   * Makes the visitor premium with the code as typed (any case, spaces or dashes); a visitor who redeems another
   * code moves to it, and one who already holds this code keeps it. `invalid` for a code that is unknown, expired or
   * revoked; `full` for one that already made as many visitors premium as it admits.
   */
  redeem(code: string, visitorKey: string): Promise<{ expiresAt: Date } | 'invalid' | 'full'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    premium: PremiumRepository;
  }
}

/**
 * A new premium code: `CALC-` and 16 symbols of {@link CODE_ALPHABET} in groups of four (80 random bits).
 * @returns the code as shown to the operator
 * @example
 * newPremiumCode(); // 'CALC-7KQM-R2XD-93HT-WBNC'
 */
function newPremiumCode(): string {
  const bytes = randomBytes((CODE_SYMBOLS * 5) / 8);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let body = '';
  for (let index = 0; index < CODE_SYMBOLS; index++) {
    body = (CODE_ALPHABET[Number(bits & 31n)] ?? '') + body;
    bits >>= 5n;
  }
  return [CODE_PREFIX, ...(body.match(/.{4}/g) ?? [])].join('-');
}

/**
 * The 16 symbols of a code as a person may type it: any case, with or without spaces and dashes, with or without
 * the `CALC` prefix. Undefined when what is left cannot be a code, so no lookup is made.
 * @param typed - the code as typed
 * @returns its symbols, upper case
 * @example
 * premiumCodeBody(' calc 7kqm r2xd–93ht-wbnc '); // '7KQMR2XD93HTWBNC'
 * premiumCodeBody('hello'); // undefined
 */
export function premiumCodeBody(typed: string): string | undefined {
  let body = typed.toUpperCase().replace(SEPARATORS, '');
  if (body.length === CODE_PREFIX.length + CODE_SYMBOLS && body.startsWith(CODE_PREFIX)) body = body.slice(CODE_PREFIX.length);
  return CODE_BODY.test(body) ? body : undefined;
}

/**
 * What is stored of a code: the SHA-256 of its symbols, in hex. (The code has 80 random bits, so a fast hash is
 * enough: nothing short of trying 2^79 codes finds one from its hash.)
 * @param body - the code's symbols, from {@link premiumCodeBody}
 * @returns 64 hex digits
 * @example
 * premiumCodeHash('7KQMR2XD93HTWBNC').length; // 64
 */
function premiumCodeHash(body: string): string {
  return createHash('sha256').update(body).digest('hex');
}

type CodeRow = typeof premiumCodes.$inferSelect;

function toPremiumCode(row: CodeRow, visitors: number): PremiumCode {
  return {
    id: row.id,
    label: row.label,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt === null ? null : row.revokedAt.toISOString(),
    visitors,
    max_visitors: row.maxVisitors,
  };
}

// The contract's message for a label, also for one that is only spaces (the schema counts spaces as characters).
const LABEL_MESSAGE = String((PremiumCodeCreateBody.properties.label as { errorMessage?: unknown }).errorMessage);

/** `fastify.premium`: the operator's premium codes and the visitors who redeemed them. */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    const visitorsOf = async (id: number) => db.$count(premiumVisitors, eq(premiumVisitors.codeId, id));

    const repository: PremiumRepository = {
      async create(label, validDays, maxVisitors = PREMIUM_VISITORS_DEFAULT) {
        const trimmed = label.trim();
        if (trimmed === '') throw new HttpError(400, LABEL_MESSAGE, 'label');
        const code = newPremiumCode();
        const body = premiumCodeBody(code) ?? '';
        // The database's clock, as redeeming compares expires_at with its now().
        const [row] = await db
          .insert(premiumCodes)
          .values({ codeHash: premiumCodeHash(body), label: trimmed, maxVisitors, expiresAt: sql`now() + make_interval(days => ${validDays})` })
          .returning();
        if (!row) throw new Error('the premium code was not stored');
        return { code, premiumCode: toPremiumCode(row, 0) };
      },

      async list() {
        const visitors = db
          .select({ codeId: premiumVisitors.codeId, visitors: count().as('visitors') })
          .from(premiumVisitors)
          .groupBy(premiumVisitors.codeId)
          .as('visitors');
        const rows = await db
          .select({ code: premiumCodes, visitors: visitors.visitors })
          .from(premiumCodes)
          .leftJoin(visitors, eq(visitors.codeId, premiumCodes.id))
          .orderBy(desc(premiumCodes.createdAt), desc(premiumCodes.id));
        return rows.map((row) => toPremiumCode(row.code, Number(row.visitors ?? 0)));
      },

      async revoke(id) {
        // One conditional UPDATE: of two revocations at once, one succeeds and the other gets the 409.
        const [revoked] = await db
          .update(premiumCodes)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(premiumCodes.id, id), isNull(premiumCodes.revokedAt)))
          .returning();
        if (revoked) return toPremiumCode(revoked, await visitorsOf(id));
        const [existing] = await db.select({ id: premiumCodes.id }).from(premiumCodes).where(eq(premiumCodes.id, id));
        if (!existing) throw new HttpError(404, noPremiumCodeMessage(id));
        throw new HttpError(409, PREMIUM_CODE_ALREADY_REVOKED);
      },

      async redeem(typed, visitorKey) {
        const body = premiumCodeBody(typed);
        if (body === undefined) return 'invalid';
        // One transaction holding the code's row: redemptions of one code at once are counted one after the other,
        // so that the last place is given once.
        return db.transaction(async (tx) => {
          const [code] = await tx
            .select({ id: premiumCodes.id, expiresAt: premiumCodes.expiresAt, maxVisitors: premiumCodes.maxVisitors })
            .from(premiumCodes)
            .where(and(eq(premiumCodes.codeHash, premiumCodeHash(body)), isNull(premiumCodes.revokedAt), gt(premiumCodes.expiresAt, sql`now()`)))
            .for('update');
          if (!code) return 'invalid' as const;
          const [holder] = await tx
            .select({ codeId: premiumVisitors.codeId })
            .from(premiumVisitors)
            .where(eq(premiumVisitors.visitorKey, visitorKey));
          if (holder?.codeId !== code.id && (await tx.$count(premiumVisitors, eq(premiumVisitors.codeId, code.id))) >= code.maxVisitors) {
            return 'full' as const;
          }
          await tx
            .insert(premiumVisitors)
            .values({ visitorKey, codeId: code.id })
            .onConflictDoUpdate({ target: premiumVisitors.visitorKey, set: { codeId: code.id, redeemedAt: sql`now()` } });
          return { expiresAt: code.expiresAt };
        });
      },
    };
    fastify.decorate('premium', repository);
  },
  { name: 'premium-repository', dependencies: ['db'] },
);
