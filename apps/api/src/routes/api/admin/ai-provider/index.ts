import { AiProviderStatus } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AiProviderConfig } from '../../../../config.js';
import { errorResponses } from '../../../errors.js';

/**
 * What the operator may see of the provider's configuration: the origin of its address (a path may carry an
 * account or deployment name, and the key never leaves the server), the model, the prices and the timeout.
 */
function providerStatus(ai: AiProviderConfig | undefined): AiProviderStatus {
  if (!ai) return { configured: false };
  return {
    configured: true,
    model: ai.model,
    host: new URL(ai.baseUrl).origin,
    input_price_per_mtok: ai.inputPricePerMTok,
    output_price_per_mtok: ai.outputPricePerMTok,
    timeout_ms: ai.timeoutMs,
  };
}

/**
 * GET /api/admin/ai-provider: whether an AI provider is configured (`AI_BASE_URL`) and, if so, its model, host,
 * prices per million tokens and timeout, so that the AI Settings tab says where answers come from and what they cost.
 */
const aiProvider: FastifyPluginAsyncTypebox = async (fastify) => {
  const status = providerStatus(fastify.config.ai);
  fastify.get('', { schema: { response: { 200: AiProviderStatus, ...errorResponses } } }, async () => status);
};
export default aiProvider;
