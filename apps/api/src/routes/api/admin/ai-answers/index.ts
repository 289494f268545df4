import { AI_ANSWERS_LIMIT_DEFAULT, AiAnswerList, AiAnswerListQuery } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';

/**
 * GET /api/admin/ai-answers?limit=&source=: the explanations the site gave, newest first, with the model's answers
 * the number check refused and the number that failed.
 */
const aiAnswers: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { querystring: AiAnswerListQuery, response: { 200: AiAnswerList, ...errorResponses } } }, async (request) =>
    fastify.aiAnswers.list(request.query.limit ?? AI_ANSWERS_LIMIT_DEFAULT, request.query.source ?? 'all'),
  );
};
export default aiAnswers;
