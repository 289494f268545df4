import type { ChatMessage } from '@calchub/explainer';
import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { AiProviderConfig } from '../config.js';

/** What a provider answered: the text, and the tokens it is paid for (as reported, or the worst case). */
export interface Completion {
  readonly text: string;
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** Tokens of one call, priced by {@link AiProvider.costUsd}. */
export interface TokenUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** How one call may be spent. */
export interface CompletionOptions {
  /** The most answer tokens (`max_tokens`): a whole number, at least 1. */
  readonly maxTokens: number;
  /**
   * A true upper bound of the prompt's tokens (`promptTokenBound(messages)` of `@calchub/explainer`), counted as the
   * input when the provider reports no usage, so that spend is never under-counted.
   */
  readonly promptTokenBound: number;
  /** Abandons the call (both attempts) when aborted. */
  readonly signal?: AbortSignal;
}

/** An OpenAI-compatible chat model, with its prices. */
export interface AiProvider {
  /** The model's name at the provider, as configured. */
  readonly model: string;
  /**
   * Asks the model to answer the messages, at temperature 0, in one attempt (the ledger reserves one call; a retry
   * could be billed twice). Tokens are the provider's `usage`; when it reports none, the bound of the prompt and `maxTokens`.
   * @throws AiProviderError for every failure, with its `kind`
   */
  complete(messages: readonly ChatMessage[], options: CompletionOptions): Promise<Completion>;
  /**
   * What tokens cost at the configured prices, in US dollars, rounded up to the micro-dollar (the ledger's unit).
   * @throws RangeError for a negative or fractional token count
   */
  costUsd(usage: TokenUsage): number;
}

/**
 * Why a call failed: `timeout` (no answer within AI_TIMEOUT_MS, or 408),
 * `rate_limited` (429), `server` (5xx), `refused` (another 4xx: a bad key, an unknown model, a prompt the
 * model will not take), `connection` (no connection), `malformed` (an answer that is not a chat completion, or has no
 * text), `aborted` (the caller's signal).
 */
export type AiProviderErrorKind = 'timeout' | 'rate_limited' | 'server' | 'refused' | 'connection' | 'malformed' | 'aborted';

/** A failed call to the AI provider. The message says what happened in one sentence and never holds the API key. */
export class AiProviderError extends Error {
  override readonly name = 'AiProviderError';
  constructor(
    readonly kind: AiProviderErrorKind,
    message: string,
    /** The HTTP status the provider answered with, when it answered. */
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * Whether the provider may have billed a call that failed this way: it timed out, or was abandoned, after the prompt
 * was sent, so the provider may have worked out an answer nobody read. A refusal, a rate limit, a server error, no
 * connection or an unreadable answer are not billed as an answer.
 * @param error - what the call threw
 * @returns true for `timeout` and `aborted`
 * @example
 * mayHaveBeenBilled(new AiProviderError('timeout', 'The AI provider did not answer within 20000 ms.')); // true
 */
export function mayHaveBeenBilled(error: unknown): boolean {
  return error instanceof AiProviderError && (error.kind === 'timeout' || error.kind === 'aborted');
}

/** The longest part of a provider's own error text carried into a message. */
const PROVIDER_DETAIL_MAX = 300;
const MICRO_PER_DOLLAR = 1_000_000n;
const TOKENS_PER_PRICE_UNIT = 1_000_000n;

/** Whole micro-dollars per million tokens: prices have at most 6 decimals (see config.ts). */
function microPerMTok(price: number): bigint {
  return BigInt(Math.round(price * 1_000_000));
}

function tokenCount(name: string, value: number): bigint {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a whole number of at least 0, not ${value}`);
  return BigInt(value);
}

/** A count the provider reported, when it is one. */
function reportedTokens(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

function providerDetail(error: APIError, apiKey: string | undefined): string {
  const body: unknown = error.error;
  const raw =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : typeof body === 'string'
        ? body
        : '';
  let detail = raw.replace(/\s+/g, ' ').trim();
  // Some servers repeat the credentials they were sent; none of them may reach a log.
  if (apiKey) detail = detail.split(apiKey).join('[API key]');
  detail = detail.replace(/Bearer\s+\S+/gi, 'Bearer [API key]');
  if (detail.length > PROVIDER_DETAIL_MAX) detail = `${detail.slice(0, PROVIDER_DETAIL_MAX - 1)}…`;
  return detail === '' ? '' : `: ${detail}`;
}

function failure(error: unknown, config: AiProviderConfig): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (error instanceof APIUserAbortError) return new AiProviderError('aborted', 'The request to the AI provider was cancelled.');
  if (error instanceof APIConnectionTimeoutError) {
    return new AiProviderError('timeout', `The AI provider did not answer within ${config.timeoutMs} ms.`);
  }
  if (error instanceof APIError) {
    const status = error.status;
    if (status === undefined) return new AiProviderError('connection', `The AI provider at ${config.baseUrl} could not be reached.`);
    const detail = providerDetail(error, config.apiKey);
    if (status === 429) return new AiProviderError('rate_limited', `The AI provider is limiting requests (HTTP 429)${detail}.`, status);
    if (status === 408) return new AiProviderError('timeout', `The AI provider timed out (HTTP 408)${detail}.`, status);
    if (status >= 500) return new AiProviderError('server', `The AI provider failed (HTTP ${status})${detail}.`, status);
    return new AiProviderError(
      'refused',
      `The AI provider refused the request (HTTP ${status})${detail}. Check AI_API_KEY and AI_MODEL.`,
      status,
    );
  }
  // The SDK parses the body with JSON.parse and lets its SyntaxError through.
  if (error instanceof SyntaxError) return new AiProviderError('malformed', 'The AI provider answered with a body that is not JSON.');
  return new AiProviderError('connection', `The request to the AI provider failed: ${error instanceof Error ? error.name : typeof error}.`);
}

/**
 * The AI provider of the configuration: any OpenAI-compatible chat-completions API, through the official SDK. It reads
 * nothing else from the environment (no `OPENAI_API_KEY`, no `OPENAI_BASE_URL`) and logs nothing.
 * @param config - `config.ai`: address, key, model, prices, timeout
 * @returns the provider
 * @example
 * const provider = createAiProvider({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: undefined, model: 'llama3.1:8b',
 *   inputPricePerMTok: 0.15, outputPricePerMTok: 0.6, timeoutMs: 20_000 });
 * provider.costUsd({ inputTokens: 1000, outputTokens: 500 }); // 0.00045 (1000 × 0.15 + 500 × 0.6 micro-dollars)
 * await provider.complete(messages, { maxTokens: 500, promptTokenBound: promptTokenBound(messages) });
 * // { text: 'Your monthly payment is $308.77…', inputTokens: 212, outputTokens: 64 }
 */
export function createAiProvider(config: AiProviderConfig): AiProvider {
  const client = new OpenAI({
    baseURL: config.baseUrl,
    // The SDK insists on a key; a server that needs none gets no Authorization header (removed below).
    apiKey: config.apiKey ?? 'no-key',
    organization: null,
    project: null,
    adminAPIKey: null,
    timeout: config.timeoutMs,
    // One attempt per call: the ledger reserves one call's worst case, and a retry could be billed a second time (a
    // timed-out attempt may have been answered and billed). A failure answers with the computed insights instead.
    maxRetries: 0,
    logLevel: 'off',
    ...(config.apiKey === undefined ? { defaultHeaders: { Authorization: null } } : {}),
  });
  const inputPrice = microPerMTok(config.inputPricePerMTok);
  const outputPrice = microPerMTok(config.outputPricePerMTok);

  return {
    model: config.model,

    async complete(messages, { maxTokens, promptTokenBound, signal }) {
      if (!Number.isSafeInteger(maxTokens) || maxTokens < 1) throw new RangeError(`maxTokens must be a whole number of at least 1, not ${maxTokens}`);
      tokenCount('promptTokenBound', promptTokenBound);
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          {
            model: config.model,
            messages: messages.map(({ role, content }) => ({ role, content })),
            temperature: 0,
            max_tokens: maxTokens,
            stream: false,
          },
          // A signal of its own for each call, following the caller's: the SDK adds an abort listener to the signal it
          // is given and keeps it, so an agent's run signal shared by many calls would gather one per call.
          signal ? { signal: AbortSignal.any([signal]) } : undefined,
        );
      } catch (error) {
        throw failure(error, config);
      }
      // Some servers answer 200 with an error object, or with JSON that is not a completion at all.
      const answer: unknown = completion;
      const choices = answer && typeof answer === 'object' && 'choices' in answer ? answer.choices : undefined;
      const content: unknown = Array.isArray(choices) ? (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content : undefined;
      if (typeof content !== 'string' || content.trim() === '') {
        throw new AiProviderError('malformed', Array.isArray(choices) ? 'The AI provider answered with no text.' : 'The AI provider answered with something other than a chat completion.');
      }
      const usage: unknown = completion.usage;
      const reported = (name: string) => (usage && typeof usage === 'object' && name in usage ? reportedTokens((usage as Record<string, unknown>)[name]) : undefined);
      return {
        text: content.trim(),
        inputTokens: reported('prompt_tokens') ?? promptTokenBound,
        outputTokens: reported('completion_tokens') ?? maxTokens,
      };
    },

    costUsd({ inputTokens, outputTokens }) {
      const micro = tokenCount('inputTokens', inputTokens) * inputPrice + tokenCount('outputTokens', outputTokens) * outputPrice;
      // Rounded up: the ledger's spend may be over what the provider bills, never under.
      const whole = (micro + TOKENS_PER_PRICE_UNIT - 1n) / TOKENS_PER_PRICE_UNIT;
      return Number(whole) / Number(MICRO_PER_DOLLAR);
    },
  };
}
