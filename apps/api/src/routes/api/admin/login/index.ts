import { INVALID_ADMIN_KEY_MESSAGE, LoginBody, SessionStatus } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../../http-error.js';
import { SESSION_ABSOLUTE_HOURS, SESSION_COOKIE, SESSION_COOKIE_PATH } from '../../../../plugins/app/auth.js';
import { errorResponses } from '../../../errors.js';

/**
 * POST /api/admin/login { key }: a right key sets the session cookie (HttpOnly, Secure, SameSite=Strict); a wrong
 * one answers 401. More than 5 failures from one address in 15 minutes, or 100 from everyone in an hour, answer 429
 * with the wait. Every attempt is in the audit log (never the key).
 */
const login: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '',
    {
      config: { adminPublic: true, audit: { action: 'admin.login' } },
      schema: { body: LoginBody, response: { 200: SessionStatus, ...errorResponses } },
    },
    async (request, reply) => {
      request.auditDone = true;
      const address = request.ip;
      // Recorded before the check, so that parallel attempts see each other and cannot exceed the limit.
      const attempt = await fastify.audit.record({ address, action: 'admin.login', outcome: 'attempt' });
      const block = await fastify.adminAuth.loginBlock(address);
      if (block) {
        await fastify.audit.settle(attempt, 'rate_limited', block.message);
        reply.header('retry-after', String(block.retryAfterSeconds));
        throw new HttpError(429, block.message);
      }
      if (!(await fastify.adminAuth.verifyKey(request.body.key))) {
        await fastify.audit.settle(attempt, 'failure', 'wrong key');
        throw new HttpError(401, INVALID_ADMIN_KEY_MESSAGE);
      }
      const { token, session } = await fastify.adminAuth.startSession(address);
      await fastify.audit.settle(attempt, 'success', `session ${session.id}`);
      reply.setCookie(SESSION_COOKIE, token, {
        httpOnly: true,
        secure: true,
        sameSite: 'strict',
        path: SESSION_COOKIE_PATH,
        maxAge: SESSION_ABSOLUTE_HOURS * 3600,
      });
      return { authenticated: true, expires_at: session.expiresAt.toISOString() };
    },
  );
};
export default login;
