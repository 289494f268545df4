import { PublicCalculatorList } from '@calchub/api-contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../../errors.js';
import { describeCalculator, publishedCalculators } from '../published-calculators.js';

const list = { calculators: [...publishedCalculators.values()].map(describeCalculator) };

/**
 * GET /api/v1/calculators: every calculator with its inputs (name, label, type, unit, limits, default, a select's
 * options), outputs and worked examples, in the catalogue's order.
 */
const calculatorList: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        operationId: 'listCalculators',
        summary: 'List the calculators and their inputs',
        description: 'Every calculator with its inputs (name, label, type, unit, limits, default, a select\'s options), outputs and worked examples.',
        response: { 200: PublicCalculatorList, ...errorResponses },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return list;
    },
  );
};
export default calculatorList;
