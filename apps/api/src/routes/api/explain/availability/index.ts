import { ExplainAvailability } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';
import { templateReason } from '../template-reason.js';

/**
 * GET /api/explain/availability: whether a visitor asking now would get an AI explanation, so that the page offers
 * one only then. Without an AI provider the answer is always no, with the reason; never cached, since the operator
 * may switch AI on or off at any time.
 */
const availability: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { response: { 200: ExplainAvailability, ...errorResponses } },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { ai: false, reason: templateReason(await fastify.settings.get()) };
    },
  );
};
export default availability;
