import { LIST_LIMIT_DEFAULT, ReviewListQuery, SeoProposalList } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';

/** GET /api/admin/seo-proposals?status=pending|approved|rejected|all&limit=: newest first. */
const seoProposals: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { querystring: ReviewListQuery, response: { 200: SeoProposalList, ...errorResponses } } }, async (request) =>
    fastify.reviews.listSeoProposals(request.query.status ?? 'all', request.query.limit ?? LIST_LIMIT_DEFAULT),
  );
};
export default seoProposals;
