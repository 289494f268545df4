import { IdParams, SeoProposal, StatusChangeBody } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../../../errors.js';

/**
 * PUT /api/admin/seo/{id}/status { status }: approves or rejects a pending SEO proposal (else 409; unknown id 404).
 * An approved proposal's page is served with its title and description from the answer on.
 */
const seoStatus: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put(
    '',
    {
      config: { audit: { action: 'seo_proposal.status', target: (request) => `seo_proposal:${String((request.params as { id?: unknown }).id)}` } },
      schema: { params: IdParams, body: StatusChangeBody, response: { 200: SeoProposal, ...errorResponses } },
    },
    async (request) => {
      request.auditDetail = request.body.status;
      const proposal = await fastify.reviews.decideSeoProposal(request.params.id, request.body.status);
      if (proposal.status === 'approved' && proposal.path !== null) await fastify.servedPages.refresh();
      return proposal;
    },
  );
};
export default seoStatus;
