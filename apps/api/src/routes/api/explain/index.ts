import { ExplainBody, Explanation } from '@calchub/api-contract';
import { calculators, messages, tryCalculate, type CalculatorInfo } from '@calchub/calc-engine';
import { calculatorDefinitions, interpretResult, type CalculatorDefinition } from '@calchub/catalogue';
import { computedInsights, type ComputedInsights } from '@calchub/explainer';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../../http-error.js';
import { errorResponses } from '../../errors.js';
import { engineInputsFromAddress } from '../../../calculators/address-inputs.js';
import { explainQuestion } from './ai-explanation.js';

// A Map, so that a slug such as "constructor" finds nothing rather than an object's prototype.
const explainable = new Map<string, { readonly info: CalculatorInfo; readonly definition: CalculatorDefinition }>(
  calculatorDefinitions.flatMap((definition) => {
    const info = calculators.find((candidate) => candidate.slug === definition.slug);
    return info ? [[definition.slug, { info, definition }] as const] : [];
  }),
);

/**
 * POST /api/explain: explains a visitor's result. The calculator's inputs are read as the page's address carries
 * them and checked by the engine (a bad one answers 400 with the engine's message, naming `inputs.<name>`); the
 * result is computed here, never taken from the caller. A language model explains it when AI is on, a provider is
 * configured and the visitor's quota and the monthly budget allow; otherwise, or when its answer quotes a number the
 * computation does not give, the computed insights answer, with the reason (docs/product.md#ai-explanations).
 */
const explain: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: ExplainBody, response: { 200: Explanation, ...errorResponses } },
    },
    async (request, reply) => {
      const { slug, inputs } = request.body;
      const calculator = explainable.get(slug);
      if (!calculator) throw new HttpError(400, messages.unknownCalculator(slug), 'slug');
      const reading = engineInputsFromAddress(calculator.info, calculator.definition, inputs);
      if (!reading.ok) throw new HttpError(400, reading.message, reading.field);
      const outcome = tryCalculate(slug, reading.inputs);
      if (!outcome.ok) {
        const { message, field } = outcome.error;
        throw new HttpError(400, message, field === undefined ? undefined : `inputs.${field}`);
      }
      let insights: ComputedInsights;
      try {
        insights = computedInsights(calculator.definition, reading.inputs, outcome.result);
      } catch (error) {
        // Inputs the engine accepts but a what-if cannot be worked out for (a value near the largest number, whose
        // what-if overflows): the assessment alone answers, with no fact a model could quote, and the log says which
        // inputs to look at.
        request.log.warn({ err: error, slug, inputs: reading.inputs }, 'the what-ifs of a result could not be computed');
        const assessment = interpretResult(calculator.definition, calculator.info, outcome.result, reading.inputs);
        insights = { assessment, whatIfs: [], text: assessment, facts: [] };
      }
      return explainQuestion(fastify, request, reply, { definition: calculator.definition, insights }, await fastify.settings.get());
    },
  );
};
export default explain;
