import { Readiness } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * GET /api/health/ready: whether this process should be sent visitors. 200 when the database answers (its
 * migrations were applied before the server started listening) and the site's build is loaded; 503, saying which
 * is missing, otherwise and from the moment the process starts shutting down, so that a load balancer stops sending
 * it new requests while those in flight finish.
 */
const ready: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { response: { 200: Readiness, 503: Readiness } } }, async (_request, reply) => {
    const closing = fastify.draining;
    const database = !closing && (await fastify.database.ping());
    const site = fastify.sitePages.built;
    const problems = [
      ...(closing ? ['the server is shutting down'] : []),
      ...(!closing && !database ? ['the database does not answer'] : []),
      ...(site ? [] : ['the web app is not built']),
    ];
    reply.header('cache-control', 'no-store').code(problems.length === 0 ? 200 : 503);
    return { status: problems.length === 0 ? 'ready' : 'not_ready', database, site, problems } as const;
  });
};
export default ready;
