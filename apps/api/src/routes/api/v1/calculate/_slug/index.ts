import { CalculateBody, CalculateParams, CalculateQuery, CalculationAnswer } from '@calchub/api-contract';
import { tryCalculate, type CalculationResult } from '@calchub/calc-engine';
import { findCalculatorSlug } from '@calchub/catalogue';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { HttpError } from '../../../../../http-error.js';
import { errorResponses } from '../../../../errors.js';
import { engineInputsFromAddress, type AddressInputs } from '../../../../../calculators/address-inputs.js';
import { allFinite, calculationAnswer, publishedCalculators } from '../../published-calculators.js';

/**
 * Computes a calculator's result from inputs as a page's address carries them, or throws the 4xx to answer: 404 for
 * an unknown slug, 400 with the engine's message naming the input at fault (or, for a result that is not all finite
 * numbers, saying so).
 * @param log - the request's log (a result that cannot be sent is logged with its inputs)
 * @param slugOrAlias - the address's slug
 * @param given - the inputs by name
 * @param withTables - whether to include the result's tables
 * @param fieldName - how the answer names an input (`inputs.<name>` for a body, the name itself for a query)
 * @returns the answer's body
 */
function calculateAnswer(
  log: FastifyBaseLogger,
  slugOrAlias: string,
  given: AddressInputs,
  withTables: boolean,
  fieldName: (input: string) => string,
): CalculationAnswer {
  const slug = findCalculatorSlug(slugOrAlias);
  const calculator = slug === undefined ? undefined : publishedCalculators.get(slug);
  if (!calculator) {
    throw new HttpError(404, `There is no calculator "${slugOrAlias}". GET /api/v1/calculators lists every calculator and its inputs.`);
  }
  const reading = engineInputsFromAddress(calculator.info, calculator.definition, given);
  if (!reading.ok) throw new HttpError(400, reading.message, fieldName(reading.field.replace(/^inputs\./, '')));
  const outcome = tryCalculate(calculator.info.slug, reading.inputs);
  if (!outcome.ok) {
    const { message, field } = outcome.error;
    throw new HttpError(400, message, field === undefined ? undefined : fieldName(field));
  }
  if (!allFinite(outcome.result)) {
    log.warn({ slug: calculator.info.slug, inputs: reading.inputs }, 'a result held a number that is not finite');
    throw new HttpError(400, 'These inputs give a result too large to compute. Please check that each value is within its usual range.');
  }
  if (withTables) {
    const rows = tableRows(outcome.result);
    if (rows > TABLE_ROWS_MAX) {
      throw new HttpError(
        400,
        `These inputs give tables of ${rows.toLocaleString('en-US')} rows; the API sends at most ${TABLE_ROWS_MAX.toLocaleString('en-US')} (100 years of monthly payments). Ask without schedule for the result alone, or for a shorter term.`,
        'schedule',
      );
    }
  }
  return calculationAnswer(calculator.info.slug, outcome.result, withTables);
}

/**
 * Most rows the tables of one answer hold together (`schedule=true`): 100 years of monthly payments. A loan of 1,000
 * years has 12,000 rows, 1.2 MB for a request of 90 bytes; such an answer is refused, naming `schedule`.
 */
const TABLE_ROWS_MAX = 1_200;

/** The rows of a result's tables together: the payment schedule, the yearly table, the depreciation schedule. */
function tableRows(result: CalculationResult): number {
  return (result.schedule?.length ?? 0) + (result.yearly?.length ?? 0) + (result.depreciationSchedule?.length ?? 0);
}

const responses = { 200: CalculationAnswer, ...errorResponses };

/**
 * A generator's answer (random numbers, passwords, dice) is drawn for this request alone: no cache on the way may keep
 * it or give it to another caller (`no-store`). Every other answer follows from its inputs.
 */
function drawnForThisRequest(reply: FastifyReply, answer: CalculationAnswer): CalculationAnswer {
  if (publishedCalculators.get(answer.slug)?.info.drawn) reply.header('cache-control', 'no-store');
  return answer;
}

/**
 * GET and POST /api/v1/calculate/{slug}: the engine's result for the inputs given (in the query string, or as
 * `inputs` in a JSON body), read as the calculator's page reads its address: thousands separators, `units=us` on a
 * calculator with a unit toggle, unknown names ignored. The schedule and other tables only with `schedule`.
 */
const calculate: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '',
    {
      schema: {
        operationId: 'calculateFromQuery',
        summary: 'Calculate from inputs in the query string',
        description:
          'The inputs by name in the query string (`?loanAmount=10000&interestRate=7&loanTenure=3`), each once; `units=us` for US units where the calculator has a unit toggle; `schedule=true` for the tables. A bad input answers 400 naming it.',
        params: CalculateParams,
        querystring: CalculateQuery,
        response: responses,
      },
    },
    async (request, reply) => {
      const { schedule, ...inputs } = request.query as Record<string, string | boolean | undefined>;
      const given = Object.fromEntries(Object.entries(inputs).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      return drawnForThisRequest(reply, calculateAnswer(request.log, request.params.slug, given, schedule === true, (input) => input));
    },
  );

  fastify.post(
    '',
    {
      schema: {
        operationId: 'calculateFromBody',
        summary: 'Calculate from inputs in a JSON body',
        description:
          'The inputs by name as numbers or text in `inputs` (`{ "inputs": { "loanAmount": 10000 }, "schedule": true }`). A bad input answers 400 naming `inputs.<name>`.',
        params: CalculateParams,
        body: CalculateBody,
        response: responses,
      },
    },
    async (request, reply) =>
      drawnForThisRequest(reply, calculateAnswer(request.log, request.params.slug, request.body.inputs, request.body.schedule === true, (input) => `inputs.${input}`)),
  );
};
export default calculate;
