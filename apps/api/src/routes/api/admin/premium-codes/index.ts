import { PremiumCodeCreateBody, PremiumCodeCreated, PremiumCodeList } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';

const CREATE_ACTION = 'premium_code.create';

/**
 * GET /api/admin/premium-codes: every premium code, newest first, with its visitors (never a code: only hashes are
 * kept). POST /api/admin/premium-codes { label, valid_days, max_visitors? }: 201 with a new code, shown this once; the audit entry
 * names the code's id and label, never the code.
 */
const premiumCodes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: { response: { 200: PremiumCodeList, ...errorResponses } } }, async () => fastify.premium.list());

  fastify.post(
    '',
    {
      config: { audit: { action: CREATE_ACTION, target: () => 'premium_code' } },
      schema: { body: PremiumCodeCreateBody, response: { 201: PremiumCodeCreated, ...errorResponses } },
    },
    async (request, reply) => {
      const created = await fastify.premium.create(request.body.label, request.body.valid_days, request.body.max_visitors);
      // The entry names the new code's id, known only now; a refused request is recorded by the audit hook.
      await fastify.audit.record({
        address: request.ip,
        action: CREATE_ACTION,
        target: `premium_code:${created.premiumCode.id}`,
        outcome: 'success',
        detail: `${created.premiumCode.label}, valid ${request.body.valid_days} days, for ${created.premiumCode.max_visitors} visitors`,
      });
      request.auditDone = true;
      return reply.code(201).send({ code: created.code, premium_code: created.premiumCode });
    },
  );
};
export default premiumCodes;
