import { AUDIT_PAGE_SIZE_DEFAULT, AuditLogPage, AuditLogQuery } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';

/** GET /api/admin/audit-log?page=1&page_size=50: login attempts and admin actions, newest first. */
const auditLog: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { querystring: AuditLogQuery, response: { 200: AuditLogPage, ...errorResponses } } }, async (request) =>
    fastify.audit.page(request.query.page ?? 1, request.query.page_size ?? AUDIT_PAGE_SIZE_DEFAULT),
  );
};
export default auditLog;
