import { CalculatorRequest, IdParams, StatusChangeBody } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../../../errors.js';

/** PUT /api/admin/calculators/{id}/status { status }: approves or rejects a pending calculator request. */
const calculatorStatus: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.put(
    '',
    {
      config: {
        audit: { action: 'calculator_request.status', target: (request) => `calculator_request:${String((request.params as { id?: unknown }).id)}` },
      },
      schema: { params: IdParams, body: StatusChangeBody, response: { 200: CalculatorRequest, ...errorResponses } },
    },
    async (request) => {
      request.auditDetail = request.body.status;
      return fastify.reviews.decideCalculatorRequest(request.params.id, request.body.status);
    },
  );
};
export default calculatorStatus;
