import { EmptyBody, IdParams, PremiumCode } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../../../errors.js';

/**
 * POST /api/admin/premium-codes/{id}/revoke {}: the code stops working now, for the visitors who redeemed it too;
 * 404 for an unknown id, 409 for a code already revoked (its first revocation time stays).
 */
const revokePremiumCode: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '',
    {
      config: { audit: { action: 'premium_code.revoke', target: (request) => `premium_code:${String((request.params as { id?: unknown }).id)}` } },
      schema: { params: IdParams, body: EmptyBody, response: { 200: PremiumCode, ...errorResponses } },
    },
    async (request) => fastify.premium.revoke(request.params.id),
  );
};
export default revokePremiumCode;
