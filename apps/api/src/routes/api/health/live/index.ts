import { Liveness } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * GET /api/health/live: the process answers. Nothing else is asked, so a load balancer or an orchestrator restarts a
 * process only when it hangs, never because the database is away (that is what /api/health/ready says).
 */
const live: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { response: { 200: Liveness } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' } as const;
  });
};
export default live;
