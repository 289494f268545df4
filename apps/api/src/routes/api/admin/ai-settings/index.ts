import { AiSettings, AiSettingsBody } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';

/**
 * GET /api/admin/ai-settings: the settings and this month's usage.
 * POST /api/admin/ai-settings: saves the full settings object; a value outside its setting's range answers 400
 * with the setting's message, naming the field. The usage fields may be sent back as they came; only the server changes them.
 */
const aiSettings: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { response: { 200: AiSettings, ...errorResponses } } }, async () => fastify.settings.get());

  fastify.post(
    '',
    {
      config: { audit: { action: 'ai_settings.update', target: () => 'ai_settings' } },
      schema: { body: AiSettingsBody, response: { 200: AiSettings, ...errorResponses } },
    },
    async (request) => {
      const { spend_this_month: _spend, avg_cost_per_user: _avg, total_tokens_used: _tokens, total_users_reached_quota: _reached, ...values } =
        request.body;
      const saved = await fastify.settings.update(values);
      request.auditDetail = JSON.stringify(values);
      return saved;
    },
  );
};
export default aiSettings;
