import Type, { type Static } from 'typebox';
import { DateTime, pagingFields } from './common.js';

export const AuditOutcome = Type.Union([
  Type.Literal('success'),
  Type.Literal('failure'),
  Type.Literal('denied'),
  Type.Literal('rate_limited'),
  Type.Literal('attempt'),
]);
export type AuditOutcome = Static<typeof AuditOutcome>;

/** One line of the audit log: who (address), when, what, to what, and how it ended. Never a key. */
export const AuditLogEntry = Type.Object({
  id: Type.Integer(),
  created_at: DateTime,
  address: Type.String(),
  /** What was done, e.g. `seo_proposal.status`. */
  action: Type.String(),
  /** What it was done to, e.g. `seo_proposal:12`. */
  target: Type.Union([Type.String(), Type.Null()]),
  outcome: AuditOutcome,
  /** The decision taken, or why it failed. */
  detail: Type.Union([Type.String(), Type.Null()]),
});
export type AuditLogEntry = Static<typeof AuditLogEntry>;

export const AUDIT_PAGE_SIZE_MAX = 200;
export const AUDIT_PAGE_SIZE_DEFAULT = 50;

/** `?page=1&page_size=50`, newest first. */
export const AuditLogQuery = Type.Object(pagingFields(AUDIT_PAGE_SIZE_MAX), { additionalProperties: false });
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogPage = Type.Object({
  entries: Type.Array(AuditLogEntry),
  /** 1-based. */
  page: Type.Integer(),
  page_size: Type.Integer(),
  total: Type.Integer(),
});
export type AuditLogPage = Static<typeof AuditLogPage>;
