import { categories } from '@calchub/catalogue';
import { promptTokenBound, type ChatMessage } from '@calchub/explainer';
import { AiProviderError, type AiProvider } from '../../ai/provider.js';
import type { Admission, LedgerRefusal, ProviderUsage } from '../../plugins/app/ai-ledger/index.js';
import { validateDraft, type DraftValidation } from './draft.js';
import { FORMULA_FUNCTIONS } from './formula.js';

/** What a Calculator Agent run ends with, and changes nothing, when no AI provider is configured. */
export const NO_PROVIDER_MESSAGE = 'No AI provider is configured: drafts need one';

/** An approved calculator request that has no draft yet, with what visitors typed when they looked for it. */
export interface DraftRequest {
  readonly id: number;
  readonly name: string;
  /** The request's category guess; the model may choose another of the four. */
  readonly category: string;
  /** Searches that led to the request (search misses), most frequent first; the prompt uses the first ten. */
  readonly sampleQueries: readonly string[];
}

/**
 * The monthly AI budget, as the AI ledger keeps it for explanations: one reservation of the call's worst case before
 * it, settled to the reported usage after it, or released when the call failed: the ledger's `admitAgent` (under the
 * agent's usage key, without the visitors' quota), `settle` and `release` (see agent-ai.ts).
 */
export interface DraftBudget {
  admit(estimate: { readonly estimateUsd: number; readonly estimateTokens: number }): Promise<Admission>;
  settle(reservationId: number, usage: ProviderUsage): Promise<void>;
  release(reservationId: number): Promise<void>;
}

/** How one draft is asked for. */
export interface DraftOptions {
  /** The answer's token limit (`max_tokens`); a draft's JSON needs several hundred. Default 1500. */
  readonly maxTokens?: number;
  readonly signal?: AbortSignal;
}

/** What came of asking for one request's draft. */
export type DraftAttempt =
  /** The model answered: its draft checked (possibly invalid, with the problems), what it wrote, and what it cost. */
  | {
      readonly status: 'drafted';
      readonly requestId: number;
      readonly validation: DraftValidation;
      readonly answer: string;
      readonly model: string;
      readonly usage: ProviderUsage;
    }
  /** The budget (or the quota of the agent's usage key) had no room: nothing was asked, nothing spent. */
  | { readonly status: 'refused'; readonly requestId: number; readonly reason: LedgerRefusal }
  /** The provider failed; the reservation was released. */
  | { readonly status: 'failed'; readonly requestId: number; readonly message: string }
  /** No provider is configured. */
  | { readonly status: 'not_configured'; readonly requestId: number; readonly message: typeof NO_PROVIDER_MESSAGE };

const DEFAULT_MAX_TOKENS = 1500;
const SAMPLE_QUERIES = 10;
const SAMPLE_QUERY_LENGTH = 100;
const REQUEST_NAME_LENGTH = 120;

/** One line of visitor-typed text, made safe to quote in a prompt: no line breaks, no quotes to close, short. */
function quoted(text: string, max: number): string {
  const flat = text.replace(/[\s"]+/g, ' ').trim();
  return `"${flat.length > max ? flat.slice(0, max) : flat}"`;
}

/**
 * The messages that ask the model for one draft: the rules of the JSON and of the formula language, then the
 * request (name, category guess, sample searches). The request's texts come from visitors' searches, so they are
 * quoted as data; whatever the model makes of them is checked by {@link validateDraft} and published by nobody.
 */
function draftPrompt(request: DraftRequest): ChatMessage[] {
  const system = [
    'You draft calculators for CalcHub, a free calculator website. An editor reviews every draft; nothing you write is published as is.',
    'Answer with one JSON object and nothing else, with exactly these fields:',
    '{"title": text of at most 80 characters, "slug": lower-case words joined by hyphens,',
    ` "category": one of ${categories.map((category) => `"${category.id}"`).join(', ')},`,
    ' "inputs": [{"name": camelCase, "label": text, "unit": text ("" for none), "min": number, "max": number, "default": number}],',
    ' "formula": text, "outputUnit": text,',
    ' "examples": [{"inputs": {input name: number, ...}, "expected": number}, {"inputs": {...}, "expected": number}]}',
    'The formula is one expression using only: numbers, the input names, + - * / ^ (power), parentheses, and the functions',
    `${FORMULA_FUNCTIONS.join(', ')} (log(x) is base 10, ln(x) natural, round(x, decimals)). Nothing else: no variables`,
    'other than the inputs, no conditions, no text. Write -(x^2), not -x^2.',
    'Use a standard, published formula. Give exactly two worked examples with every input inside its range; each',
    '"expected" must be what the formula gives, rounded to two decimals.',
  ].join('\n');
  const samples = request.sampleQueries.slice(0, SAMPLE_QUERIES).map((query) => `- ${quoted(query, SAMPLE_QUERY_LENGTH)}`);
  const user = [
    `Calculator name: ${quoted(request.name, REQUEST_NAME_LENGTH)}`,
    `Category guess: ${quoted(request.category, REQUEST_NAME_LENGTH)}`,
    'What visitors searched for:',
    ...(samples.length > 0 ? samples : ['- (no searches recorded)']),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** The JSON object of a model's answer: the whole text, or the part inside a ```json fence or between its outer braces. */
function answerJson(text: string): { ok: true; value: unknown } | { ok: false; problem: string } {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text)?.[1];
  const body = (fenced ?? text).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  const candidate = start >= 0 && end > start ? body.slice(start, end + 1) : body;
  try {
    return { ok: true, value: JSON.parse(candidate) as unknown };
  } catch (error) {
    return { ok: false, problem: `The model's answer is not JSON (${error instanceof Error ? error.message : String(error)}).` };
  }
}

/**
 * Asks the AI provider for one calculator draft, within the monthly budget, and checks what it answers. The call
 * is admitted by the budget at its worst case (the prompt's token bound and `maxTokens`), then settled to the
 * provider's usage, or released when the provider fails. An answer that is not JSON, or not shaped like a draft, is
 * an invalid draft with the reason, never an error.
 * @param request - the approved request: name, category guess, sample searches
 * @param provider - the configured AI provider, or undefined when there is none
 * @param budget - the monthly AI budget (see {@link DraftBudget})
 * @param options - the answer's token limit, an abort signal
 * @returns what came of it: `drafted` (with the validation), `refused`, `failed` or `not_configured`
 * @example
 * await draftCalculator({ id: 7, name: 'Tip Calculator', category: 'finance', sampleQueries: ['tip split'] }, provider, budget);
 * // { status: 'drafted', requestId: 7, validation: { valid: true, draft: {...}, problems: [], results: [12, 9.1] }, ... }
 */
export async function draftCalculator(
  request: DraftRequest,
  provider: AiProvider | undefined,
  budget: DraftBudget,
  options: DraftOptions = {},
): Promise<DraftAttempt> {
  const requestId = request.id;
  if (!provider) return { status: 'not_configured', requestId, message: NO_PROVIDER_MESSAGE };
  const maxTokens = options.maxTokens ?? DEFAULT_MAX_TOKENS;
  const messages = draftPrompt(request);
  const bound = promptTokenBound(messages);
  const admission = await budget.admit({
    estimateUsd: provider.costUsd({ inputTokens: bound, outputTokens: maxTokens }),
    estimateTokens: bound + maxTokens,
  });
  if (!admission.ok) return { status: 'refused', requestId, reason: admission.reason };

  let completion;
  try {
    completion = await provider.complete(messages, { maxTokens, promptTokenBound: bound, ...(options.signal ? { signal: options.signal } : {}) });
  } catch (error) {
    await budget.release(admission.reservationId);
    if (error instanceof AiProviderError) return { status: 'failed', requestId, message: error.message };
    throw error;
  }
  const usage: ProviderUsage = { inputTokens: completion.inputTokens, outputTokens: completion.outputTokens, costUsd: provider.costUsd(completion) };
  await budget.settle(admission.reservationId, usage);

  const parsed = answerJson(completion.text);
  const validation: DraftValidation = parsed.ok ? validateDraft(parsed.value) : { valid: false, draft: null, problems: [parsed.problem], results: [] };
  return { status: 'drafted', requestId, validation, answer: completion.text, model: provider.model, usage };
}

/** A Calculator Agent run: the drafts to store under their requests, and the run's summary for its history. */
export interface CalculatorAgentRun {
  readonly summary: string;
  /** Every request the model answered for, valid or not; the others are left for a later run. */
  readonly drafts: readonly Extract<DraftAttempt, { status: 'drafted' }>[];
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * One run of the Calculator Agent over the approved requests that have no draft, in the order given. Without a
 * provider it ends at once with {@link NO_PROVIDER_MESSAGE} and no drafts. It stops at the first budget refusal
 * (the month has no room for the next call either) and goes on past a provider failure.
 * @param requests - the approved requests without a draft
 * @param provider - the configured AI provider, or undefined
 * @param budget - the monthly AI budget
 * @param options - the answer's token limit, an abort signal
 * @returns the drafts to store and the summary
 * @example
 * await runCalculatorAgent([], undefined, budget); // { summary: 'No AI provider is configured: drafts need one', drafts: [] }
 */
export async function runCalculatorAgent(
  requests: readonly DraftRequest[],
  provider: AiProvider | undefined,
  budget: DraftBudget,
  options: DraftOptions = {},
): Promise<CalculatorAgentRun> {
  if (!provider) return { summary: NO_PROVIDER_MESSAGE, drafts: [] };
  if (requests.length === 0) return { summary: 'No approved calculator request is waiting for a draft.', drafts: [] };
  const drafts: Extract<DraftAttempt, { status: 'drafted' }>[] = [];
  const failures: string[] = [];
  let refusal: LedgerRefusal | undefined;
  for (const request of requests) {
    const attempt = await draftCalculator(request, provider, budget, options);
    if (attempt.status === 'drafted') drafts.push(attempt);
    else if (attempt.status === 'failed') failures.push(`request ${request.id}: ${attempt.message}`);
    else if (attempt.status === 'refused') {
      refusal = attempt.reason;
      break;
    }
  }
  const valid = drafts.filter((draft) => draft.validation.valid).length;
  const parts = [`Drafted ${plural(drafts.length, 'calculator', 'calculators')} (${valid} valid, ${drafts.length - valid} invalid).`];
  if (failures.length > 0) parts.push(`The AI provider failed for ${failures.join('; ')}`);
  const left = requests.length - drafts.length - failures.length;
  if (refusal) {
    const why = refusal === 'budget' ? "the month's AI budget has no room" : "the agent's AI quota is used up";
    parts.push(`${plural(left, 'request was', 'requests were')} not drafted: ${why}.`);
  }
  return { summary: parts.join(' '), drafts };
}
