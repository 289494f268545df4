import { INVALID_ADMIN_KEY_MESSAGE, LoginBody, SessionStatus } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../../http-error.js';
import { SESSION_ABSOLUTE_HOURS, SESSION_COOKIE, SESSION_COOKIE_PATH, type LoginBlock } from '../../../../plugins/app/auth.js';
import { countedAddress } from '../../../../security/counted-address.js';
import { errorResponses } from '../../../errors.js';

/**
 * POST /api/admin/login { key }: a right key sets the session cookie (HttpOnly, Secure, SameSite=Strict); a wrong
 * one answers 401. After 5 failures in 15 minutes from one address (an IPv6 address counts by its /64), sign-ins
 * from it answer 429 with the wait, and write nothing: a throttled address cannot grow the audit log. Every attempt
 * checked is in the audit log (never the key). No count is kept for everyone together, so that no stranger can lock
 * the operator out.
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
      const counted = countedAddress(address);
      const refuse = (block: LoginBlock) => {
        reply.header('retry-after', String(block.retryAfterSeconds));
        return new HttpError(429, block.message);
      };
      // Refused before anything is written once the address has used its tries.
      const throttled = await fastify.adminAuth.loginBlock(counted, false);
      if (throttled) throw refuse(throttled);
      // Recorded before the key is checked, so that parallel attempts see each other and cannot exceed the limit.
      const attempt = await fastify.audit.record({ address, action: 'admin.login', target: counted, outcome: 'attempt' });
      const block = await fastify.adminAuth.loginBlock(counted, true);
      if (block) {
        await fastify.audit.settle(attempt, 'rate_limited', block.message);
        throw refuse(block);
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
