import { SearchFindBody } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { errorResponses } from '../../errors.js';

/**
 * POST /api/search-finds: a search on the site that found a calculator; counted by query, page and month for the SEO
 * Agent (nothing about who searched). A page that is no calculator of the site is refused, naming `path`.
 */
const searchFinds: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: SearchFindBody, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      await fastify.inbox.addSearchFind(request.body);
      return reply.code(204).send(null);
    },
  );
};
export default searchFinds;
