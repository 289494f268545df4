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

/** Login limits: failures per address in a window, and for everyone together. */
const LOGIN_LIMITS = {
  perAddress: { failures: 5, windowMinutes: 15 },
  global: { failures: 100, windowMinutes: 60 },
} as const;

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
  /** Whether logins from `address` are refused now (counts attempts and failures in the audit log). */
  loginBlock(address: string): Promise<LoginBlock | null>;
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
      async loginBlock(address) {
        const { perAddress, global } = LOGIN_LIMITS;
        // Attempts still in progress count as failures, so that parallel guesses cannot slip past the limit.
        const result = (await db.execute(sql`
          SELECT
            count(*) FILTER (WHERE address = ${address} AND created_at > now() - make_interval(mins => ${perAddress.windowMinutes}))::int AS mine,
            ceil(extract(epoch FROM min(created_at) FILTER (WHERE address = ${address} AND created_at > now() - make_interval(mins => ${perAddress.windowMinutes}))
              + make_interval(mins => ${perAddress.windowMinutes}) - now()))::int AS mine_wait,
            count(*)::int AS everyone,
            ceil(extract(epoch FROM min(created_at) + make_interval(mins => ${global.windowMinutes}) - now()))::int AS everyone_wait
          FROM audit_log
          WHERE action = 'admin.login' AND outcome IN ('attempt', 'failure')
            AND created_at > now() - make_interval(mins => ${global.windowMinutes})`)) as unknown as {
          rows: Array<{ mine: number; mine_wait: number | null; everyone: number; everyone_wait: number | null }>;
        };
        const row = result.rows[0];
        if (!row) return null;
        if (Number(row.mine) > perAddress.failures) {
          const seconds = Math.max(1, Number(row.mine_wait ?? 60));
          return { retryAfterSeconds: seconds, message: `Too many failed attempts. Please wait ${waitWords(seconds)} before trying again.` };
        }
        if (Number(row.everyone) > global.failures) {
          const seconds = Math.max(1, Number(row.everyone_wait ?? 60));
          return {
            retryAfterSeconds: seconds,
            message: `Too many failed sign-in attempts on this server. Please wait ${waitWords(seconds)} before trying again.`,
          };
        }
        return null;
      },
    };
    fastify.decorate('adminAuth', auth);
  },
  { name: 'auth', dependencies: ['db', 'audit'] },
);
