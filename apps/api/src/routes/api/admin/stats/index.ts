import { AdminStats } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';

/** GET /api/admin/stats: pending and approved counts, active agents, approved today. */
const stats: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { response: { 200: AdminStats, ...errorResponses } } }, async () => fastify.reviews.stats());
};
export default stats;
