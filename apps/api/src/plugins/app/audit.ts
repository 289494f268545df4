import type { AuditLogEntry, AuditLogPage, AuditOutcome } from '@calchub/api-contract';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditLog } from '../../db/schema.js';

/** What to record for a route: the action's name and, from the request, what it acts on. */
export interface RouteAudit {
  readonly action: string;
  readonly target?: (request: FastifyRequest) => string | null;
}

export interface AuditRecord {
  readonly address: string;
  readonly action: string;
  readonly target?: string | null;
  readonly outcome: AuditOutcome;
  readonly detail?: string | null;
}

/** The audit log: written for every login attempt and admin action, read by the admin. */
export interface AuditLog {
  /** Writes one entry and returns its id. */
  record(entry: AuditRecord): Promise<number>;
  /** Sets the outcome of an entry written as an `attempt`. */
  settle(id: number, outcome: AuditOutcome, detail?: string | null): Promise<void>;
  /** One page, newest first. */
  page(page: number, pageSize: number): Promise<AuditLogPage>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Write an audit entry for every answer of this route (unless the handler wrote its own). */
    audit?: RouteAudit;
  }
  interface FastifyRequest {
    /** Set by a handler that wrote its own audit entry. */
    auditDone: boolean;
    /** The decision taken, e.g. `approved`, for the automatic entry. */
    auditDetail: string | null;
  }
  interface FastifyInstance {
    audit: AuditLog;
  }
}

const TARGET_MAX = 200;
const DETAIL_MAX = 500;

/**
 * Text as the audit log can always store it: a target or detail may quote what a caller sent (an unknown id, a
 * field's name), which PostgreSQL refuses if it holds NUL, so NUL becomes U+FFFD and the text is cut to `max`.
 * @param text - the text to record
 * @param max - the most characters kept
 * @returns the text to store
 * @example
 * storable('seo_proposal:\u0000', 200); // 'seo_proposal:\uFFFD'
 */
function storable(text: string, max: number): string {
  return text.replaceAll('\u0000', '\uFFFD').slice(0, max);
}

/**
 * The outcome an answer's status stands for, as the audit log records it.
 * @param statusCode - the HTTP status sent
 * @returns success, denied (401/403), rate_limited (429) or failure
 * @example
 * outcomeOf(409); // 'failure'
 */
export function outcomeOf(statusCode: number): AuditOutcome {
  if (statusCode < 400) return 'success';
  if (statusCode === 401 || statusCode === 403) return 'denied';
  if (statusCode === 429) return 'rate_limited';
  return 'failure';
}

function messageOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const body = JSON.parse(payload) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : null;
  } catch {
    return null;
  }
}

/**
 * The audit log as `fastify.audit`, and an `onSend` hook that records every answer of a route declaring
 * `config.audit` but those refused for want of a session (anyone can send them; the request log has them): when, the client's address, the action, its target, the outcome and the decision or error
 * message. It is written before the answer leaves, so an acknowledged action is always in the log. Keys are
 * never recorded: no route puts one in a target or a detail.
 */
export default fp(
  async (fastify) => {
    const { db } = fastify;

    const log: AuditLog = {
      async record(entry) {
        const [row] = await db
          .insert(auditLog)
          .values({
            address: storable(entry.address, 100),
            action: storable(entry.action, 100),
            target: entry.target == null ? null : storable(entry.target, TARGET_MAX),
            outcome: entry.outcome,
            detail: entry.detail == null ? null : storable(entry.detail, DETAIL_MAX),
          })
          .returning({ id: auditLog.id });
        return row?.id ?? 0;
      },
      async settle(id, outcome, detail) {
        await db
          .update(auditLog)
          .set({ outcome, ...(detail === undefined ? {} : { detail: detail === null ? null : storable(detail, DETAIL_MAX) }) })
          .where(eq(auditLog.id, id));
      },
      async page(page, pageSize) {
        const [rows, totals] = await Promise.all([
          db
            .select()
            .from(auditLog)
            .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          db.select({ total: count() }).from(auditLog),
        ]);
        const entries: AuditLogEntry[] = rows.map((row) => ({
          id: row.id,
          created_at: row.createdAt.toISOString(),
          address: row.address,
          action: row.action,
          target: row.target,
          outcome: row.outcome as AuditOutcome,
          detail: row.detail,
        }));
        return { entries, page, page_size: pageSize, total: totals[0]?.total ?? 0 };
      },
    };
    fastify.decorate('audit', log);
    fastify.decorateRequest('auditDone', false);
    fastify.decorateRequest('auditDetail', null);

    fastify.addHook('onSend', async (request, reply, payload) => {
      const audit = request.routeOptions.config.audit;
      if (!audit || request.auditDone) return payload;
      request.auditDone = true;
      // A call refused at the gate for want of a session is no admin action: anyone can send such calls, so each one
      // goes to the request log, never to the table (which would grow with every one of them).
      if (reply.statusCode === 401 && !request.adminSession && !request.routeOptions.config.adminPublic) {
        request.log.info({ action: audit.action }, 'an admin action refused without a session');
        return payload;
      }
      const failed = reply.statusCode >= 400;
      let target: string | null = null;
      try {
        target = audit.target?.(request) ?? null;
      } catch {
        target = null;
      }
      try {
        await log.record({
          address: request.ip,
          action: audit.action,
          target,
          outcome: outcomeOf(reply.statusCode),
          detail: failed ? messageOf(payload) : request.auditDetail,
        });
      } catch (error) {
        request.log.error({ err: error, action: audit.action }, 'could not write the audit log');
      }
      return payload;
    });
  },
  { name: 'audit', dependencies: ['db'] },
);
