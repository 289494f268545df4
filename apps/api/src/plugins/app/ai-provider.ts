import fp from 'fastify-plugin';
import { createAiProvider, type AiProvider } from '../../ai/provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The language model that writes explanations, or undefined when `AI_BASE_URL` is not set. */
    aiProvider: AiProvider | undefined;
  }
}

/** `fastify.aiProvider`: the OpenAI-compatible provider the configuration names, if any. */
export default fp(
  async (fastify) => {
    const { ai } = fastify.config;
    fastify.decorate('aiProvider', ai ? createAiProvider(ai) : undefined);
    if (ai) fastify.log.info({ provider: new URL(ai.baseUrl).origin, model: ai.model }, 'AI explanations use an OpenAI-compatible provider');
  },
  { name: 'ai-provider', dependencies: ['env'] },
);
