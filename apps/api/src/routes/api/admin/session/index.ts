import { SessionStatus } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_COOKIE } from '../../../../plugins/app/auth.js';
import { errorResponses } from '../../../errors.js';

/** GET /api/admin/session: whether the cookie holds a live session (it does not extend it). */
const session: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { config: { adminPublic: true }, schema: { response: { 200: SessionStatus, ...errorResponses } } }, async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    const live = token ? await fastify.adminAuth.peekSession(token) : null;
    return { authenticated: live !== null, expires_at: live ? live.expiresAt.toISOString() : null };
  });
};
export default session;
