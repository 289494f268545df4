import { EmptyBody, SessionStatus } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SESSION_COOKIE, SESSION_COOKIE_PATH } from '../../../../plugins/app/auth.js';
import { errorResponses } from '../../../errors.js';

/** POST /api/admin/logout {}: ends the session and clears the cookie. */
const logout: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '',
    {
      config: { audit: { action: 'admin.logout', target: (request) => (request.adminSession ? `session:${request.adminSession.id}` : null) } },
      schema: { body: EmptyBody, response: { 200: SessionStatus, ...errorResponses } },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await fastify.adminAuth.endSession(token);
      reply.clearCookie(SESSION_COOKIE, { path: SESSION_COOKIE_PATH, httpOnly: true, secure: true, sameSite: 'strict' });
      return { authenticated: false, expires_at: null };
    },
  );
};
export default logout;
