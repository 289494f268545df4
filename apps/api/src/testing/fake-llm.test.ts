import { calculate } from '@calchub/calc-engine';
import { calculatorDefinitions } from '@calchub/catalogue';
import { checkNumbers, computedInsights, explanationPrompt, formatFact, promptTokenBound } from '@calchub/explainer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAiProvider, type AiProvider } from '../ai/provider.js';
import { FAKE_LLM_BEHAVIOURS, isLoopbackAddress, startFakeLlm, type FakeLlm } from './fake-llm.js';

const examples = calculatorDefinitions.flatMap((calculator) =>
  calculator.examples.map((example, index) => {
    const facts = computedInsights(calculator, example.inputs, calculate(calculator.slug, example.inputs)).facts;
    return { slug: calculator.slug, number: index + 1, facts, messages: explanationPrompt({ calculator, facts, wordLimit: 120 }) };
  }),
);

let llm: FakeLlm;
let provider: AiProvider;
beforeAll(async () => {
  llm = await startFakeLlm();
  provider = createAiProvider({ baseUrl: `${llm.url}/v1`, apiKey: undefined, model: 'fake', inputPricePerMTok: 0, outputPricePerMTok: 0, timeoutMs: 5000 });
});
afterAll(async () => {
  await llm.close();
});

describe('the fake LLM answers every catalogue example like a model that keeps to the facts', () => {
  it.each(examples)('$slug example $number: explain quotes facts exactly as the prompt writes them, and passes the number check', async ({ facts, messages }) => {
    llm.behave('explain');
    const answer = await provider.complete(messages, { maxTokens: 500, promptTokenBound: promptTokenBound(messages) });
    const quoted = facts.map(formatFact).filter((shown) => answer.text.includes(shown));
    expect(quoted.length).toBeGreaterThanOrEqual(Math.min(2, facts.length));
    expect(checkNumbers(answer.text, facts)).toEqual({ ok: true });
    expect(answer.inputTokens).toBeLessThanOrEqual(promptTokenBound(messages));
    expect(answer.outputTokens).toBeLessThanOrEqual(500);
  });

  it.each(examples)('$slug example $number: invent adds one number that is no fact, which the number check rejects', async ({ facts, messages }) => {
    llm.behave('invent');
    const answer = await provider.complete(messages, { maxTokens: 500, promptTokenBound: promptTokenBound(messages) });
    const invented = /about (\d+) years\.$/.exec(answer.text)?.[1];
    expect(invented).toBeDefined();
    expect(checkNumbers(answer.text, facts)).toEqual({ ok: false, unverified: [invented] });
  });

  it('speaks of a form label in Title Case as a person would ("your loan amount"), keeping acronyms', async () => {
    llm.behave('explain');
    const loan = examples.find((example) => example.slug === 'loan');
    if (!loan) throw new Error('the catalogue has no loan example');
    const answer = await provider.complete(loan.messages, { maxTokens: 500, promptTokenBound: promptTokenBound(loan.messages) });
    expect(answer.text).toMatch(/^Your loan amount is \$[\d,.]+, your /);
  });
});

describe('startFakeLlm', () => {
  it('records each request, so tests can count provider calls', async () => {
    const fresh = await startFakeLlm();
    try {
      const body = { model: 'm', messages: [{ role: 'user', content: 'Hello' }], max_tokens: 50, temperature: 0 };
      for (let call = 0; call < 3; call += 1) {
        await fetch(`${fresh.url}/v1/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      }
      expect(fresh.requests).toHaveLength(3);
      expect(fresh.requests[0]).toEqual({ ...body, stream: undefined, authorization: undefined });
    } finally {
      await fresh.close();
    }
  });

  it('answers a prompt without facts with no number at all', async () => {
    llm.behave('explain');
    const response = await fetch(`${llm.url}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'm', messages: [{ role: 'user', content: 'Hi' }] }),
    });
    const completion = (await response.json()) as { choices: [{ message: { content: string } }] };
    expect(completion.choices[0].message.content).not.toMatch(/\d/);
  });

  it('waits delayMs before answering (a lower bound, which a slow machine cannot break)', async () => {
    llm.behave('explain', { delayMs: 300 });
    try {
      const messages = examples[0]?.messages ?? [];
      const started = performance.now();
      await provider.complete(messages, { maxTokens: 100, promptTokenBound: promptTokenBound(messages) });
      expect(performance.now() - started).toBeGreaterThanOrEqual(299);
    } finally {
      llm.behave('explain');
    }
  });

  it('answers 404 for another path, and lists its model for a readiness check', async () => {
    expect((await fetch(`${llm.url}/v1/embeddings`, { method: 'POST', body: '{}' })).status).toBe(404);
    const models = await fetch(`${llm.url}/v1/models`);
    expect(models.status).toBe(200);
    expect(await models.json()).toMatchObject({ object: 'list', data: [{ object: 'model' }] });
  });

  it('ends a request left hanging when it is closed', async () => {
    const hanging = await startFakeLlm({ behaviour: 'timeout' });
    const request = fetch(`${hanging.url}/v1/chat/completions`, { method: 'POST', body: '{"messages":[]}' }).then(
      () => 'answered',
      () => 'ended',
    );
    await expect.poll(() => hanging.requests.length).toBe(1);
    await hanging.close();
    expect(await request).toBe('ended');
  });

  it('is switched by POST /__behave from this machine, as a test in another process does', async () => {
    const controlled = await startFakeLlm();
    try {
      const behave = (body: unknown) =>
        fetch(`${controlled.url}/__behave`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const messages = examples[0]?.messages ?? [];
      const ask = () =>
        fetch(`${controlled.url}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'm', messages, max_tokens: 500 }) });

      const switched = await behave({ behaviour: 'fail' });
      expect(switched.status).toBe(200);
      expect(await switched.json()).toEqual({ behaviour: 'fail', delayMs: 0 });
      expect((await ask()).status).toBe(500);

      expect(await (await behave({ behaviour: 'invent', delayMs: 250 })).json()).toEqual({ behaviour: 'invent', delayMs: 250 });
      const started = performance.now();
      const invented = (await (await ask()).json()) as { choices: [{ message: { content: string } }] };
      expect(performance.now() - started).toBeGreaterThanOrEqual(249);
      expect(invented.choices[0].message.content).toMatch(/about \d+ years\.$/);
    } finally {
      await controlled.close();
    }
  });

  it('refuses a control request naming the field that is wrong, and keeps answering as before', async () => {
    const controlled = await startFakeLlm({ behaviour: 'fail' });
    try {
      const behave = (body: string, method = 'POST') => fetch(`${controlled.url}/__behave`, { method, body: method === 'GET' ? undefined : body });
      const refusal = async (response: Response) => [response.status, ((await response.json()) as { error: { message: string } }).error.message];
      expect(await refusal(await behave('{"behaviour":"sing"}'))).toEqual([400, `behaviour must be one of ${FAKE_LLM_BEHAVIOURS.join(', ')}.`]);
      expect(await refusal(await behave('{"behaviour":"explain","delayMs":-5}'))).toEqual([400, 'delayMs must be a whole number of milliseconds, 0 or more.']);
      expect(await refusal(await behave('{"behaviour":"explain","delayMs":1.5}'))).toEqual([400, 'delayMs must be a whole number of milliseconds, 0 or more.']);
      expect(await refusal(await behave('explain'))).toEqual([400, 'The request body must be a JSON object with behaviour and delayMs.']);
      expect((await behave('', 'GET')).status).toBe(405);
      const still = await fetch(`${controlled.url}/v1/chat/completions`, { method: 'POST', body: '{"messages":[]}' });
      expect(still.status).toBe(500);
    } finally {
      await controlled.close();
    }
  });

  it('takes control requests only from a loopback address', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
    for (const address of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', 'fe80::1', '1127.0.0.1', '127.0.0.1.evil', undefined]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });

  it('refuses a behaviour it does not know', () => {
    expect(FAKE_LLM_BEHAVIOURS).toContain('explain');
    expect(() => llm.behave('sing' as never)).toThrow(RangeError);
  });
});
