import { Health } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_VERSION } from '../../../version.js';
import { errorResponses } from '../../errors.js';

/** GET /api/health: the version and whether the database answers (for load balancers and `npm start` checks). */
const health: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { response: { 200: Health, ...errorResponses } } }, async (_request, reply) => {
    const ok = await fastify.database.ping();
    reply.header('cache-control', 'no-store');
    return { status: ok ? 'ok' : 'degraded', version: API_VERSION, database: { ok, driver: fastify.database.driver } } as const;
  });
};
export default health;
