import { ExplainAvailability } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { VISITOR_COOKIE, visitorKeyOf } from '../../../../plugins/app/visitor.js';
import { errorResponses } from '../../../errors.js';
import { largestPromptBound, wordLimitFor } from '../ai-explanation.js';

/**
 * GET /api/explain/availability: whether this visitor asking now would get an AI explanation, so that the page
 * offers one only then: AI on, a provider configured, quota and budget left (the same checks, in the same order, as
 * `POST /api/explain`). Never cached, since the operator may switch AI on or off at any time. The visitor cookie is
 * set only when there is AI to count: with AI off or no provider, a visitor without one gets none.
 */
/**
 * Availability asks per minute per address: every page with a result asks once, so a visitor going through results
 * quickly, or with several tabs, stays well within it; each ask is a read of the settings and the ledger.
 */
const AVAILABILITY_PER_MINUTE = 240;

const availability: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '',
    {
      config: { rateLimit: { max: AVAILABILITY_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { response: { 200: ExplainAvailability, ...errorResponses } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ledger = fastify.aiLedger;
      const settings = await fastify.settings.get();
      const provider = fastify.aiProvider;
      if (!settings.ai_enabled || !provider) {
        return ledger.availability({ visitorKey: visitorKeyOf(request.cookies[VISITOR_COOKIE]), configured: provider !== undefined });
      }
      const visitorKey = fastify.visitorKey(request, reply);
      const addressKey = await ledger.addressKey(request.ip);
      // Priced as the dearest question a page can ask, so that an offer of AI is one the budget can keep.
      const maxTokens = settings.max_tokens_per_response;
      const estimateUsd = provider.costUsd({ inputTokens: largestPromptBound(wordLimitFor(maxTokens)), outputTokens: maxTokens });
      return ledger.availability({ visitorKey, addressKey, configured: true, estimateTokens: maxTokens, estimateUsd });
    },
  );
};
export default availability;
