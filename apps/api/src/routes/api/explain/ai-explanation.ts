import type { AiSettings, Explanation, TemplateReason } from '@calchub/api-contract';
import { calculate } from '@calchub/calc-engine';
import { calculatorDefinitions, type CalculatorDefinition } from '@calchub/catalogue';
import { checkNumbers, computedInsights, explanationPrompt, promptTokenBound, type ChatMessage, type ComputedInsights } from '@calchub/explainer';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { mayHaveBeenBilled } from '../../../ai/provider.js';

/** A visitor's question, worked out: the calculator and the computed insights of their result, with its facts. */
export interface Question {
  readonly definition: CalculatorDefinition;
  readonly insights: ComputedInsights;
}

/** Fewest and most words asked of the model; in between, 0.6 words per token of the answer's limit. */
const WORDS_MIN = 40;
const WORDS_MAX = 250;

/**
 * The most words to ask for, from the answer's token limit: English runs near 0.75 words a token, so 0.6 leaves
 * room for numbers and punctuation before the model is cut off.
 * @example
 * wordLimitFor(500); // 250
 * wordLimitFor(100); // 60
 */
export function wordLimitFor(maxTokensPerResponse: number): number {
  return Math.min(WORDS_MAX, Math.max(WORDS_MIN, Math.floor(maxTokensPerResponse * 0.6)));
}

/** Room a visitor's prompt may need beyond the longest example's: longer numbers, more courses, longer dates. */
const PROMPT_MARGIN = 1.25;
const largestPromptBounds = new Map<number, number>();

/**
 * The prompt bound (see promptTokenBound) a question can be expected to need at most: the longest of every
 * calculator's catalogue examples, with a quarter more room. The availability check prices a call with it, so that a
 * page offers AI only when a worst-case call still fits under the cap, as `POST /api/explain` then requires.
 * @param wordLimit - the word limit the prompt asks for
 * @returns a number of tokens
 */
export function largestPromptBound(wordLimit: number): number {
  let bound = largestPromptBounds.get(wordLimit);
  if (bound === undefined) {
    bound = 0;
    for (const definition of calculatorDefinitions) {
      for (const { inputs } of definition.examples) {
        const insights = computedInsights(definition, inputs, calculate(definition.slug, inputs));
        bound = Math.max(bound, promptTokenBound(explanationPrompt({ calculator: definition, facts: insights.facts, wordLimit })));
      }
    }
    bound = Math.ceil(bound * PROMPT_MARGIN);
    largestPromptBounds.set(wordLimit, bound);
  }
  return bound;
}

/**
 * The key of a question put to the model: the model, the answer's token limit and the prompt itself (which holds
 * the calculator and every fact), so that the same inputs on the same calculator find the same answer, and a change
 * of model, limit or wording asks again.
 * @example
 * cacheKeyOf('gpt-4o-mini', 500, [{ role: 'user', content: 'Facts: …' }]).length; // 64
 */
function cacheKeyOf(model: string, maxTokens: number, messages: readonly ChatMessage[]): string {
  return createHash('sha256').update(JSON.stringify([model, maxTokens, messages])).digest('hex');
}

function templateAnswer(insights: ComputedInsights, reason: TemplateReason, remaining?: number): Explanation {
  return {
    text: insights.text,
    source: 'template',
    reason,
    assessment: insights.assessment,
    whatIfs: [...insights.whatIfs],
    ...(remaining === undefined ? {} : { remaining }),
  };
}

/**
 * Answers a visitor's question, the settings and limits applied in order: AI switched on, a provider configured,
 * a model's earlier answer to the same question (no call, no quota), the visitor's quota and the monthly budget
 * (one reservation of the call's worst case), the provider, then the number check. Whatever the model cannot
 * answer, the computed insights do, with the reason; every answer is written to the operator's list.
 * @param fastify - the app: settings, provider, ledger, database
 * @param request - the visitor's request (its cookie and address count the quota)
 * @param reply - the reply (a new visitor gets their cookie)
 * @param question - the calculator and the computed insights of the result
 * @param settings - the AI settings read for this request
 * @returns the answer
 */
export async function explainQuestion(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  question: Question,
  settings: AiSettings,
): Promise<Explanation> {
  const { definition, insights } = question;
  const answers = fastify.aiAnswers;
  const provider = fastify.aiProvider;
  const slug = definition.slug;
  const maxTokens = settings.max_tokens_per_response;
  const messages = explanationPrompt({ calculator: definition, facts: insights.facts, wordLimit: wordLimitFor(maxTokens) });
  const cacheKey = cacheKeyOf(provider?.model ?? '', maxTokens, messages);

  const computed = async (reason: TemplateReason, remaining?: number) => {
    await answers.record({ slug, cacheKey, source: 'template', reason, text: insights.text });
    return templateAnswer(insights, reason, remaining);
  };
  if (!settings.ai_enabled) return computed('ai_disabled');
  if (!provider) return computed('not_configured');

  const cached = await answers.cached(cacheKey);
  if (cached) {
    await answers.record({
      slug, cacheKey, model: provider.model, cached: true,
      source: cached.verified ? 'ai' : 'template',
      reason: cached.verified ? undefined : 'unverified',
      text: cached.text,
      unverifiedNumber: cached.unverifiedNumber ?? undefined,
    });
    return cached.verified
      ? { text: cached.text, source: 'ai', assessment: insights.assessment, whatIfs: [...insights.whatIfs] }
      : templateAnswer(insights, 'unverified');
  }

  const ledger = fastify.aiLedger;
  const visitorKey = fastify.visitorKey(request, reply);
  const addressKey = await ledger.addressKey(request.ip);
  const premium = await ledger.isPremium(visitorKey);
  // At least the price the availability check quoted (the longest prompt of any calculator), so that a page never
  // shows the plain button while this question would still be admitted, nor the reverse; a true upper bound either way.
  const bound = Math.max(promptTokenBound(messages), largestPromptBound(wordLimitFor(maxTokens)));
  const admission = await ledger.admit({
    visitorKey,
    addressKey,
    premium,
    // The monthly token allowance counts the tokens answers really used, and admits a call while its answer's limit
    // still fits: the prompt's bound (several times its real size) would use up a default allowance in one answer.
    estimateTokens: maxTokens,
    // The money is reserved at the true worst case, so that concurrent calls can never spend past the cap together.
    estimateUsd: provider.costUsd({ inputTokens: bound, outputTokens: maxTokens }),
  });
  if (!admission.ok) return computed(admission.reason);
  const remaining = admission.remaining;

  let completion;
  try {
    completion = await provider.complete(messages, { maxTokens, promptTokenBound: bound });
  } catch (error) {
    // A call that timed out may have been billed: its worst case counts as spent, so that the cap holds.
    if (mayHaveBeenBilled(error)) await ledger.forfeit(admission.reservationId);
    else await ledger.release(admission.reservationId);
    request.log.warn({ err: error, slug }, 'the AI provider did not answer; the computed insights answered instead');
    // The visitor's quota was given back either way.
    return computed('provider_error', remaining === undefined ? undefined : remaining + 1);
  }
  const costUsd = provider.costUsd(completion);
  await ledger.settle(admission.reservationId, { inputTokens: completion.inputTokens, outputTokens: completion.outputTokens, costUsd });

  const check = checkNumbers(completion.text, insights.facts);
  const spent = { model: provider.model, inputTokens: completion.inputTokens, outputTokens: completion.outputTokens, costUsd };
  if (!check.ok) {
    await answers.record({
      slug, cacheKey, ...spent, source: 'template', reason: 'unverified', text: completion.text,
      unverifiedNumber: check.unverified[0],
    });
    request.log.warn({ slug, unverified: check.unverified }, 'an AI answer quoted numbers that are not facts; it was not shown');
    return templateAnswer(insights, 'unverified', remaining);
  }
  await answers.record({ slug, cacheKey, ...spent, source: 'ai', text: completion.text });
  return {
    text: completion.text,
    source: 'ai',
    assessment: insights.assessment,
    whatIfs: [...insights.whatIfs],
    ...(remaining === undefined ? {} : { remaining }),
  };
}
