import { ExplainAvailability } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';
import { largestPromptBound, wordLimitFor } from '../ai-explanation.js';

/**
 * GET /api/explain/availability: whether this visitor asking now would get an AI explanation, so that the page
 * offers one only then: AI on, a provider configured, quota and budget left (the same checks, in the same order, as
 * `POST /api/explain`). Never cached, since the operator may switch AI on or off at any time.
 */
const availability: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { response: { 200: ExplainAvailability, ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const visitorKey = fastify.visitorKey(request, reply);
      const addressKey = await fastify.aiLedger.addressKey(request.ip);
      const provider = fastify.aiProvider;
      if (!provider) return fastify.aiLedger.availability({ visitorKey, addressKey, configured: false });
      // Priced as the dearest question a page can ask, so that an offer of AI is one the budget can keep.
      const maxTokens = (await fastify.settings.get()).max_tokens_per_response;
      const estimateUsd = provider.costUsd({ inputTokens: largestPromptBound(wordLimitFor(maxTokens)), outputTokens: maxTokens });
      return fastify.aiLedger.availability({ visitorKey, addressKey, configured: true, estimateTokens: maxTokens, estimateUsd });
    },
  );
};
export default availability;
