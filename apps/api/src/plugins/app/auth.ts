import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { adminCredentials, adminSessions } from '../../db/schema.js';
import {
  generateAdminKey,
  hashAdminKey,
  hashSessionToken,
  matchesAdminKey,
  newSessionToken,
  verifyAdminKeyHash,
} from '../../security/admin-key.js';

/** Idle and absolute lifetimes of an admin session. */
const SESSION_IDLE_MINUTES = 30;
export const SESSION_ABSOLUTE_HOURS = 12;
export const SESSION_COOKIE = 'calchub_admin_session';
/** The cookie is only sent to the admin API. */
export const SESSION_COOKIE_PATH = '/api/admin';

/**
 * Sign-in limits: failed (or unfinished) attempts per counted address (an IPv4 address, an IPv6 /64) in a window.
 * There is no limit for everyone together: a stranger with many addresses could use it to lock the operator out, and
 * the admin key (16 characters or more, 43 when generated) is not found by guessing at 5 tries per address in 15
 * minutes.
 */
const LOGIN_LIMITS = { failures: 5, windowMinutes: 15 } as const;

export interface AdminSession {
  readonly id: number;
  /** When it ends if no further request comes: the earlier of the idle and the absolute expiry. */
  readonly expiresAt: Date;
}

/** Why a login is refused before the key is even checked, and for how long. */
export interface LoginBlock {
  readonly message: string;
  readonly retryAfterSeconds: number;
}

export interface AdminAuth {
  /** Whether `candidate` is the admin key, compared in constant time. */
  verifyKey(candidate: string): Promise<boolean>;
  /** A new session for a successful login; the token goes into the cookie, only its hash into the database. */
  startSession(address: string): Promise<{ token: string; session: AdminSession }>;
  /** The live session for a cookie token, extending its idle expiry; null when missing or expired. */
  touchSession(token: string): Promise<AdminSession | null>;
  /** The same without extending it. */
  peekSession(token: string): Promise<AdminSession | null>;
  /** Ends a session; whether there was one. */
  endSession(token: string): Promise<boolean>;
  /**
   * Whether sign-ins counted as `counted` (see countedAddress) are refused now: it counts the attempts and failures
   * of the window in the audit log. Before an attempt is written, `ownAttempt` is false and the limit's own number of
   * failures blocks; once written, it is true and only more than that do (a parallel attempt counts as well).
   */
  loginBlock(counted: string, ownAttempt: boolean): Promise<LoginBlock | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    adminAuth: AdminAuth;
  }
}

const IDLE = sql.raw(`interval '${SESSION_IDLE_MINUTES} minutes'`);
const ABSOLUTE = sql.raw(`interval '${SESSION_ABSOLUTE_HOURS} hours'`);
const TOUCH_EVERY = sql.raw(`interval '1 minute'`);

function waitWords(seconds: number): string {
  return seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * Admin authentication as `fastify.adminAuth`. The key is ADMIN_KEY or, when unset, one generated at first start,
 * stored only as a scrypt hash and printed once to the log. Sessions live in admin_sessions (token hash only),
 * expire after 30 idle minutes or 12 hours; each request reads its session, and refreshes its idle clock at most
 * once a minute.
 */
export default fp(
  async (fastify) => {
    const { db } = fastify;
    const configuredKey = fastify.config.adminKey;
    let storedHash: string | undefined;

    if (configuredKey === undefined) {
      const [existing] = await db.select({ keyHash: adminCredentials.keyHash }).from(adminCredentials).where(eq(adminCredentials.id, 1));
      storedHash = existing?.keyHash;
      if (storedHash === undefined) {
        const key = generateAdminKey();
        const keyHash = await hashAdminKey(key);
        // Two servers starting together on an empty database: one insert wins, and only its key is printed.
        const inserted = await db.insert(adminCredentials).values({ id: 1, keyHash }).onConflictDoNothing().returning({ id: adminCredentials.id });
        if (inserted.length > 0) {
          storedHash = keyHash;
          const message = `No ADMIN_KEY is set, so an admin key was generated: ${key} (shown only this once and stored only as a hash; sign in at /admin with it, or set ADMIN_KEY to choose your own).`;
          if (['trace', 'debug', 'info', 'warn'].includes(fastify.log.level)) fastify.log.warn(message);
          else process.stderr.write(`${message}\n`);
        } else {
          const [winner] = await db.select({ keyHash: adminCredentials.keyHash }).from(adminCredentials).where(eq(adminCredentials.id, 1));
          storedHash = winner?.keyHash;
        }
      }
    }

    const live = and(gt(adminSessions.lastSeenAt, sql`now() - ${IDLE}`), gt(adminSessions.createdAt, sql`now() - ${ABSOLUTE}`));
    const expiresAt = sql<Date>`least(${adminSessions.lastSeenAt} + ${IDLE}, ${adminSessions.createdAt} + ${ABSOLUTE})`.mapWith(adminSessions.lastSeenAt);

    const auth: AdminAuth = {
      async verifyKey(candidate) {
        if (configuredKey !== undefined) return matchesAdminKey(candidate, configuredKey);
        return storedHash !== undefined && (await verifyAdminKeyHash(candidate, storedHash));
      },
      async startSession(address) {
        await db.delete(adminSessions).where(
          or(lt(adminSessions.lastSeenAt, sql`now() - ${IDLE}`), lt(adminSessions.createdAt, sql`now() - ${ABSOLUTE}`)),
        );
        const { token, tokenHash } = newSessionToken();
        const [row] = await db.insert(adminSessions).values({ tokenHash, address }).returning({ id: adminSessions.id, expiresAt });
        if (!row) throw new Error('the session was not stored');
        return { token, session: row };
      },
      async touchSession(token) {
        const tokenHash = hashSessionToken(token);
        const [row] = await db
          .select({ id: adminSessions.id, expiresAt, stale: sql<boolean>`${adminSessions.lastSeenAt} < now() - ${TOUCH_EVERY}` })
          .from(adminSessions)
          .where(and(eq(adminSessions.tokenHash, tokenHash), live));
        if (!row) return null;
        if (!row.stale) return { id: row.id, expiresAt: row.expiresAt };
        // Writing last_seen_at on every request would make each admin read a write; once a minute is enough
        // for a 30-minute idle limit.
        const [touched] = await db
          .update(adminSessions)
          .set({ lastSeenAt: sql`now()` })
          .where(and(eq(adminSessions.id, row.id), live))
          .returning({ id: adminSessions.id, expiresAt });
        return touched ?? null;
      },
      async peekSession(token) {
        const [row] = await db
          .select({ id: adminSessions.id, expiresAt })
          .from(adminSessions)
          .where(and(eq(adminSessions.tokenHash, hashSessionToken(token)), live));
        return row ?? null;
      },
      async endSession(token) {
        const ended = await db.delete(adminSessions).where(eq(adminSessions.tokenHash, hashSessionToken(token))).returning({ id: adminSessions.id });
        return ended.length > 0;
      },
      async loginBlock(counted, ownAttempt) {
        const { failures, windowMinutes } = LOGIN_LIMITS;
        // Attempts still in progress count as failures, so that parallel guesses cannot slip past the limit.
        const result = (await db.execute(sql`
          SELECT
            count(*)::int AS mine,
            ceil(extract(epoch FROM min(created_at) + make_interval(mins => ${windowMinutes}) - now()))::int AS wait
          FROM audit_log
          WHERE action = 'admin.login' AND outcome IN ('attempt', 'failure') AND target = ${counted}
            AND created_at > now() - make_interval(mins => ${windowMinutes})`)) as unknown as {
          rows: Array<{ mine: number; wait: number | null }>;
        };
        const row = result.rows[0];
        const mine = Number(row?.mine ?? 0);
        if (ownAttempt ? mine <= failures : mine < failures) return null;
        const seconds = Math.max(1, Number(row?.wait ?? 60));
        return { retryAfterSeconds: seconds, message: `Too many failed attempts. Please wait ${waitWords(seconds)} before trying again.` };
      },
    };
    fastify.decorate('adminAuth', auth);
  },
  { name: 'auth', dependencies: ['db', 'audit'] },
);
