import { INVALID_PREMIUM_CODE_MESSAGE, PREMIUM_CODE_FULL_MESSAGE, PremiumCodeBody, PremiumStatus } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../../http-error.js';
import { errorResponses } from '../../../errors.js';

/**
 * POST /api/explain/premium { code }: a visitor redeems a premium code an operator gave them; this visitor (the
 * anonymous visitor cookie) is premium until the code expires or is revoked; a code that already made as many visitors
 * premium as it admits is refused. Ten tries a minute per address, so that
 * guessing codes is hopeless; the code is never logged.
 */
const premium: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: PremiumCodeBody, response: { 200: PremiumStatus, ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const redeemed = await fastify.premium.redeem(request.body.code, fastify.visitorKey(request, reply));
      if (redeemed === 'invalid') throw new HttpError(400, INVALID_PREMIUM_CODE_MESSAGE, 'code');
      if (redeemed === 'full') throw new HttpError(400, PREMIUM_CODE_FULL_MESSAGE, 'code');
      return { premium: true as const, expires_at: redeemed.expiresAt.toISOString() };
    },
  );
};
export default premium;
