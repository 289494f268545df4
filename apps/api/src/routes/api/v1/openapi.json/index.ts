import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { errorResponses } from '../../../errors.js';

/** GET /api/v1/openapi.json: the OpenAPI 3.1 document of the public calculation API, generated from its route schemas. */
const openapiDocument: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        operationId: 'getOpenApiDocument',
        summary: 'This API\'s OpenAPI 3.1 document',
        response: {
          200: Type.Object({ openapi: Type.String() }, { additionalProperties: true, description: 'An OpenAPI 3.1 document.' }),
          ...errorResponses,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return fastify.swagger() as { openapi: string };
    },
  );
};
export default openapiDocument;
