import { SearchMissBody } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { errorResponses } from '../../errors.js';

/** POST /api/search-misses: a search on the site that found no calculator; stored for the Runtime Agent. */
const searchMisses: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: SearchMissBody, response: { 204: Type.Null(), ...errorResponses } },
    },
    async (request, reply) => {
      await fastify.inbox.addSearchMiss(request.body);
      return reply.code(204).send(null);
    },
  );
};
export default searchMisses;
