import { EmptyBody, IdParams, SeoProposal } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../../../errors.js';

/**
 * POST /api/admin/seo/{id}/revert {}: an approved SEO proposal stops applying, and its page is served with its built
 * title and description again (the sitemap's lastmod is the revert). 404 for an unknown id, 409 for a proposal that is
 * not approved or no longer applied.
 */
const revertSeoProposal: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '',
    {
      config: { audit: { action: 'seo_proposal.revert', target: (request) => `seo_proposal:${String((request.params as { id?: unknown }).id)}` } },
      schema: { params: IdParams, body: EmptyBody, response: { 200: SeoProposal, ...errorResponses } },
    },
    async (request) => {
      const proposal = await fastify.reviews.revertSeoProposal(request.params.id);
      await fastify.servedPages.refresh();
      return proposal;
    },
  );
};
export default revertSeoProposal;
