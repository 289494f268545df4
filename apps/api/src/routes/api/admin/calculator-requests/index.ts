import { CalculatorRequestList, LIST_LIMIT_DEFAULT, ReviewListQuery } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';

/** GET /api/admin/calculator-requests?status=pending|approved|rejected|all&limit=: newest first. */
const calculatorRequests: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '',
    { schema: { querystring: ReviewListQuery, response: { 200: CalculatorRequestList, ...errorResponses } } },
    async (request) => fastify.reviews.listCalculatorRequests(request.query.status ?? 'all', request.query.limit ?? LIST_LIMIT_DEFAULT),
  );
};
export default calculatorRequests;
