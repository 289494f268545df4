import { AiSettings, EmptyBody } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';

/** POST /api/admin/reset-usage {}: clears this month's AI usage; answers the settings as they are now. */
const resetUsage: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '',
    {
      config: { audit: { action: 'ai_settings.reset_usage', target: () => 'ai_settings' } },
      schema: { body: EmptyBody, response: { 200: AiSettings, ...errorResponses } },
    },
    async () => fastify.settings.resetUsage(),
  );
};
export default resetUsage;
