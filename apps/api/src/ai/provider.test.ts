import { calculate } from '@calchub/calc-engine';
import { calculatorDefinitions } from '@calchub/catalogue';
import { computedInsights, explanationPrompt, promptTokenBound, type ChatMessage } from '@calchub/explainer';
import { fc, test } from '@fast-check/vitest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AiProviderConfig } from '../config.js';
import { startFakeLlm, type FakeLlm } from '../testing/fake-llm.js';
import { AiProviderError, createAiProvider, type AiProvider } from './provider.js';

const API_KEY = 'sk-test-key-that-must-never-be-logged-0123456789';

const loan = calculatorDefinitions.find((definition) => definition.slug === 'loan');
if (!loan) throw new Error('The catalogue has no loan calculator');
const loanInputs = { loanAmount: 10_000, interestRate: 7, loanTenure: 3 };
const messages: ChatMessage[] = explanationPrompt({
  calculator: loan,
  facts: computedInsights(loan, loanInputs, calculate('loan', loanInputs)).facts,
  wordLimit: 120,
});
const bound = promptTokenBound(messages);

let llm: FakeLlm;
beforeAll(async () => {
  llm = await startFakeLlm();
});
afterAll(async () => {
  await llm.close();
});
afterEach(() => {
  llm.behave('explain');
});

function provider(overrides: Partial<AiProviderConfig> = {}): AiProvider {
  return createAiProvider({
    baseUrl: `${llm.url}/v1`,
    apiKey: API_KEY,
    model: 'gpt-4o-mini',
    inputPricePerMTok: 0.15,
    outputPricePerMTok: 0.6,
    timeoutMs: 5000,
    ...overrides,
  });
}

/** The provider's failure for one call, and how many requests the fake received for it. */
async function failureOf(call: (provider: AiProvider) => Promise<unknown>, overrides: Partial<AiProviderConfig> = {}) {
  const before = llm.requests.length;
  const error = await call(provider(overrides)).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AiProviderError)) throw new Error(`expected an AiProviderError, got ${String(error)}`);
  return { error, attempts: llm.requests.length - before };
}

const ask = (maxTokens = 500) => (p: AiProvider) => p.complete(messages, { maxTokens, promptTokenBound: bound });

describe('createAiProvider: an answer', () => {
  it("returns the model's text and the tokens the provider reports, priced at the configured rates", async () => {
    const answer = await ask()(provider());
    expect(answer.text).toMatch(/^Your loan amount is \$10,000\.00, your annual interest rate is 7%/i);
    const last = llm.requests.at(-1);
    // The fake reports a quarter of the characters, as a real tokenizer roughly would: below the reserved bound.
    expect(answer.inputTokens).toBe(Math.ceil((last?.messages ?? []).map((message) => message.content).join('').length / 4));
    expect(answer.inputTokens).toBeLessThanOrEqual(bound);
    expect(answer.outputTokens).toBe(Math.ceil(answer.text.length / 4));
    expect(provider().costUsd(answer)).toBe(Math.ceil(answer.inputTokens * 0.15 + answer.outputTokens * 0.6) / 1e6);
  });

  it('sends the model, the messages, temperature 0, max_tokens and the key, without streaming', async () => {
    await ask(321)(provider());
    expect(llm.requests.at(-1)).toEqual({
      model: 'gpt-4o-mini',
      messages: messages.map(({ role, content }) => ({ role, content })),
      max_tokens: 321,
      temperature: 0,
      stream: false,
      authorization: `Bearer ${API_KEY}`,
    });
  });

  it('sends no Authorization header to a server that needs no key, even with OPENAI_API_KEY in the environment', async () => {
    process.env['OPENAI_API_KEY'] = 'sk-from-the-environment';
    try {
      await ask()(provider({ apiKey: undefined }));
    } finally {
      delete process.env['OPENAI_API_KEY'];
    }
    expect(llm.requests.at(-1)?.authorization).toBeUndefined();
  });

  it('counts the bound of the prompt and max_tokens when the provider reports no usage, so spend is never under-counted', async () => {
    llm.behave('no_usage');
    const answer = await ask(400)(provider());
    expect(answer.text).toMatch(/^Your loan amount is/i);
    expect(answer).toMatchObject({ inputTokens: bound, outputTokens: 400 });
  });

  it('is cut at max_tokens like a real model, and the usage stays within it', async () => {
    const answer = await ask(10)(provider());
    expect(answer.outputTokens).toBeLessThanOrEqual(10);
    expect(answer.text.length).toBeLessThanOrEqual(40);
  });

  it('exposes the configured model', () => {
    expect(provider({ model: 'llama3.1:8b' }).model).toBe('llama3.1:8b');
  });

  it.each([0, -1, 2.5, Number.NaN])('refuses maxTokens %s before calling the provider', async (maxTokens) => {
    const before = llm.requests.length;
    await expect(provider().complete(messages, { maxTokens, promptTokenBound: bound })).rejects.toThrow(RangeError);
    await expect(provider().complete(messages, { maxTokens: 10, promptTokenBound: maxTokens - 1 })).rejects.toThrow(RangeError);
    expect(llm.requests.length).toBe(before);
  });
});

describe('createAiProvider: every failure is an AiProviderError with its kind', () => {
  it('timeout: no answer within AI_TIMEOUT_MS, not retried (a second attempt could be billed again)', async () => {
    llm.behave('timeout');
    const { error, attempts } = await failureOf(ask(), { timeoutMs: 1000 });
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('The AI provider did not answer within 1000 ms.');
    expect(attempts).toBe(1);
  });

  it('rate_limited: a 429 is given up at once', async () => {
    llm.behave('rate_limit');
    const { error, attempts } = await failureOf(ask());
    expect(error).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(error.message).toBe('The AI provider is limiting requests (HTTP 429): Rate limit reached for requests..');
    expect(attempts).toBe(1);
  });

  it('server: a 500 is given up at once', async () => {
    llm.behave('fail');
    const { error, attempts } = await failureOf(ask());
    expect(error).toMatchObject({ kind: 'server', status: 500 });
    expect(error.message).toBe('The AI provider failed (HTTP 500): The fake model failed..');
    expect(attempts).toBe(1);
  });

  it('refused: a 401 is not retried, and the key the server repeats is not in the message', async () => {
    llm.behave('refuse');
    const { error, attempts } = await failureOf(ask());
    expect(error).toMatchObject({ kind: 'refused', status: 401 });
    expect(error.message).toBe('The AI provider refused the request (HTTP 401): Incorrect API key provided: [API key].. Check AI_API_KEY and AI_MODEL.');
    expect(attempts).toBe(1);
  });

  it('malformed: a body that is not JSON', async () => {
    llm.behave('malformed');
    const { error, attempts } = await failureOf(ask());
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe('The AI provider answered with a body that is not JSON.');
    expect(attempts).toBe(1);
  });

  it('malformed: a completion with no text', async () => {
    llm.behave('empty');
    const { error } = await failureOf(ask());
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe('The AI provider answered with no text.');
  });

  it('connection: nothing listens at the address', async () => {
    const closed = await startFakeLlm();
    await closed.close();
    const { error } = await failureOf(ask(), { baseUrl: `${closed.url}/v1` });
    expect(error.kind).toBe('connection');
    expect(error.message).toBe(`The AI provider at ${closed.url}/v1 could not be reached.`);
  });

  it('connection: the server closes while the request waits', async () => {
    const closing = await startFakeLlm({ behaviour: 'timeout' });
    const pending = failureOf(ask(), { baseUrl: `${closing.url}/v1` });
    await expect.poll(() => closing.requests.length).toBe(1);
    await closing.close();
    expect((await pending).error.kind).toBe('connection');
  });

  it("aborted: the caller's signal cancels the call", async () => {
    llm.behave('timeout');
    const controller = new AbortController();
    const call = failureOf((p) => p.complete(messages, { maxTokens: 100, promptTokenBound: bound, signal: controller.signal }));
    await expect.poll(() => llm.requests.at(-1)?.max_tokens).toBe(100);
    controller.abort();
    const { error, attempts } = await call;
    expect(error.kind).toBe('aborted');
    expect(attempts).toBe(1);
  });

  it('never puts the key in a message, whatever the failure', async () => {
    const texts: string[] = [];
    for (const behaviour of ['refuse', 'fail', 'rate_limit', 'malformed', 'empty'] as const) {
      llm.behave(behaviour);
      const { error } = await failureOf(ask());
      texts.push(error.message, String(error), JSON.stringify(error), error.stack ?? '');
    }
    expect(texts.join('\n')).toContain('Incorrect API key provided');
    expect(texts.join('\n')).not.toContain(API_KEY);
    expect(texts.join('\n')).not.toContain(API_KEY.slice(0, 12));
  });
});

describe('costUsd', () => {
  const prices = (inputPricePerMTok: number, outputPricePerMTok: number) => provider({ inputPricePerMTok, outputPricePerMTok });

  it('prices input and output tokens per million, to the micro-dollar', () => {
    expect(prices(0.15, 0.6).costUsd({ inputTokens: 1000, outputTokens: 500 })).toBe(0.00045);
    expect(prices(2.5, 10).costUsd({ inputTokens: 1_000_000, outputTokens: 1_000_000 })).toBe(12.5);
    expect(prices(0, 0).costUsd({ inputTokens: 123_456, outputTokens: 789 })).toBe(0);
  });

  it('rounds a fraction of a micro-dollar up, never down', () => {
    expect(prices(0.15, 0).costUsd({ inputTokens: 1, outputTokens: 0 })).toBe(0.000001);
    expect(prices(0.15, 0.6).costUsd({ inputTokens: 7, outputTokens: 3 })).toBe(0.000003);
    expect(prices(0.000001, 0).costUsd({ inputTokens: 1, outputTokens: 0 })).toBe(0.000001);
  });

  it('stays exact where floating point would not (0.1 + 0.2)', () => {
    expect(prices(0.1, 0.2).costUsd({ inputTokens: 1_000_000, outputTokens: 1_000_000 })).toBe(0.3);
  });

  it.each([-1, 1.5, Number.NaN])('refuses a token count of %s', (tokens) => {
    expect(() => prices(1, 1).costUsd({ inputTokens: tokens, outputTokens: 0 })).toThrow(RangeError);
    expect(() => prices(1, 1).costUsd({ inputTokens: 0, outputTokens: tokens })).toThrow(RangeError);
  });

  test.prop([
    fc.integer({ min: 0, max: 1_000_000_000 }),
    fc.integer({ min: 0, max: 1_000_000_000 }),
    fc.integer({ min: 0, max: 100_000_000 }),
    fc.integer({ min: 0, max: 100_000_000 }),
  ])(
    'is whole micro-dollars, never below the exact price and less than a micro-dollar above it',
    (inputTokens, outputTokens, inputMicro, outputMicro) => {
      const cost = prices(inputMicro / 1e6, outputMicro / 1e6).costUsd({ inputTokens, outputTokens });
      const micro = cost * 1e6;
      expect(Math.abs(micro - Math.round(micro))).toBeLessThan(1e-3);
      // The exact price in micro-dollars, in integers: tokens × micro-dollars per million tokens / 10^6.
      const exact = BigInt(inputTokens) * BigInt(inputMicro) + BigInt(outputTokens) * BigInt(outputMicro);
      const charged = BigInt(Math.round(micro)) * 1_000_000n;
      expect(charged >= exact).toBe(true);
      expect(charged - exact < 1_000_000n).toBe(true);
    },
  );
});
