import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake model answers `POST /v1/chat/completions`:
 * - `explain`: a short answer quoting two or three facts of the prompt exactly as written there;
 * - `invent`: the same plus a number that is no fact ("about 37 years"), which the number check must reject;
 * - `fail`: 500; `rate_limit`: 429 with `retry-after-ms: 10`; `refuse`: 401 repeating the key it was sent, as some
 *   servers do;
 * - `timeout`: never answers, until the client gives up or the fake is closed;
 * - `malformed`: 200 with a JSON body cut short;
 * - `no_usage`: the `explain` answer without `usage`;
 * - `empty`: a well-formed completion whose text is empty;
 * - `draft`: a calculator draft in a ```json fence, for the request named on the prompt's `Calculator name: "…"` line
 *   (a percentage-of-an-amount calculator whose two examples compute: 80 × 15% = 12, 45.5 × 20% = 9.1);
 * - `draft_wrong`: the same draft with its second example's result wrong (9.2), which the agent must mark invalid.
 *
 * A test running the fake in another process (a browser journey) switches it with
 * `POST /__behave {"behaviour": "invent", "delayMs": 0}`, which only a loopback address may send.
 */
export const FAKE_LLM_BEHAVIOURS = ['explain', 'invent', 'fail', 'rate_limit', 'refuse', 'timeout', 'malformed', 'no_usage', 'empty', 'draft', 'draft_wrong'] as const;
export type FakeLlmBehaviour = (typeof FAKE_LLM_BEHAVIOURS)[number];

/** One chat-completions request as the fake received it. */
export interface FakeLlmRequest {
  readonly model: unknown;
  readonly messages: readonly { readonly role: string; readonly content: string }[];
  readonly max_tokens: unknown;
  readonly temperature: unknown;
  readonly stream: unknown;
  /** The `Authorization` header, or undefined when none was sent. */
  readonly authorization: string | undefined;
}

/** A running fake OpenAI-compatible server. */
export interface FakeLlm {
  /** `http://127.0.0.1:<port>`; the SDK's `baseURL` is `${url}/v1`. */
  readonly url: string;
  /** Every chat-completions request received, retries included, oldest first. */
  readonly requests: readonly FakeLlmRequest[];
  /** Sets how the following requests are answered, and how long each waits first (`delayMs`, default 0). */
  behave(behaviour: FakeLlmBehaviour, options?: { readonly delayMs?: number }): void;
  /** Ends requests still waiting, then stops the server. */
  close(): Promise<void>;
}

/** Where the fake listens and how it starts answering. */
export interface FakeLlmOptions {
  /** Default 0: a free port. */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  readonly behaviour?: FakeLlmBehaviour;
  readonly delayMs?: number;
}

/** The model the fake lists at `GET /v1/models` (it answers to any model name). */
const FAKE_MODEL = 'calchub-fake-llm';
/** The control route: how the following requests are answered, for a test running the fake in another process. */
const CONTROL_PATH = '/__behave';
/** The rough length of a token in English text, for usage figures that look like a real model's. */
const CHARS_PER_TOKEN = 4;
/** Ten digits and number words the number check reads: a fact whose label holds one would add a number to an answer. */
const NUMBER_IN_LABEL = /\d|\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand|million|billion|trillion|half|dozen)\b/i;
/** Whole numbers the `invent` answer picks from: the first not within 1 of a number in the facts. */
const INVENTED_YEARS = [37, 73, 91, 58, 83];

interface PromptFact {
  readonly label: string;
  readonly value: string;
}

function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  // The chat format also allows an array of parts; only text parts matter here.
  if (Array.isArray(content)) {
    return content.map((part: unknown) => (part && typeof part === 'object' && 'text' in part && typeof part.text === 'string' ? part.text : '')).join('');
  }
  return '';
}

/** The facts of the prompt's user message: the `- Label: value` lines under `Facts:` (explanationPrompt's format). */
function promptFacts(messages: FakeLlmRequest['messages']): PromptFact[] {
  const user = messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
  const lines = user.split('\n');
  const start = lines.indexOf('Facts:');
  if (start < 0) return [];
  const facts: PromptFact[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith('- ')) break;
    // A label may hold ": " (a quoted sentence); a value as the site shows it never does.
    const split = line.lastIndexOf(': ');
    if (split > 2) facts.push({ label: line.slice(2, split), value: line.slice(split + 2) });
  }
  return facts;
}

function asSubject(label: string): string {
  // "Monthly payment" and the form's "Loan Amount" read "your monthly payment", "your loan amount"; "BMI" and "APR" stay.
  return label.replace(/\b[A-Z](?=[a-z])/g, (initial) => initial.toLowerCase());
}

function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** An answer that uses only the prompt's facts, quoting two or three values exactly as the prompt writes them. */
function explanation(facts: readonly PromptFact[]): string {
  if (facts.length === 0) return 'I can only explain the figures I am given, and this request listed none.';
  const quotable = facts.filter((fact) => !NUMBER_IN_LABEL.test(fact.label));
  if (quotable.length === 0) return `The calculator gives ${listed(facts.slice(0, 3).map((fact) => fact.value))}.`;
  const quoted = quotable.slice(0, 3).map((fact) => `your ${asSubject(fact.label)} is ${fact.value}`);
  const sentence = listed(quoted);
  return `${sentence[0]?.toUpperCase()}${sentence.slice(1)}. These figures come straight from the calculator, so they reflect exactly what you entered.`;
}

/** A number no fact explains: not within 1 of any number the facts write. */
function inventedYears(facts: readonly PromptFact[]): number {
  const numbers = facts.flatMap((fact) => [...fact.value.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((match) => Number(match[0].replace(/,/g, ''))));
  return INVENTED_YEARS.find((years) => numbers.every((number) => Math.abs(number - years) > 1)) ?? 1234;
}

/** The calculator name of a draft prompt (draftPrompt's `Calculator name: "…"` line). */
function requestedCalculator(messages: FakeLlmRequest['messages']): string {
  const user = messages.filter((message) => message.role === 'user').at(-1)?.content ?? '';
  return /^Calculator name: "([^"\n]*)"/m.exec(user)?.[1] ?? 'Percentage Calculator';
}

/** A draft answer as a model writes one: JSON in a fence, after a sentence. */
function calculatorDraft(name: string, wrongExample: boolean): string {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'percentage';
  const draft = {
    title: name,
    slug,
    category: 'finance',
    inputs: [
      { name: 'amount', label: 'Amount', unit: '$', min: 0, max: 1_000_000, default: 100 },
      { name: 'rate', label: 'Rate', unit: '%', min: 0, max: 100, default: 15 },
    ],
    formula: 'amount * rate / 100',
    outputUnit: '$',
    examples: [
      { inputs: { amount: 80, rate: 15 }, expected: 12 },
      { inputs: { amount: 45.5, rate: 20 }, expected: wrongExample ? 9.2 : 9.1 },
    ],
  };
  return `Here is the draft.\n\`\`\`json\n${JSON.stringify(draft, null, 2)}\n\`\`\``;
}

function tokens(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

/** Cuts an answer to `maxTokens` at a word boundary, as a model stops at its limit. */
function withinLimit(answer: string, maxTokens: unknown): { text: string; finish: 'stop' | 'length' } {
  const limit = typeof maxTokens === 'number' && maxTokens > 0 ? maxTokens * CHARS_PER_TOKEN : Number.POSITIVE_INFINITY;
  if (answer.length <= limit) return { text: answer, finish: 'stop' };
  const cut = answer.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return { text: space > 0 ? cut.slice(0, space) : cut, finish: 'length' };
}

/**
 * Whether a peer's address is this machine's loopback (127.0.0.0/8, `::1`, or IPv4 loopback mapped into IPv6): the
 * control route answers nobody else.
 * @example
 * isLoopbackAddress('::ffff:127.0.0.1'); // true
 * isLoopbackAddress('192.168.1.20'); // false
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/i.test(address ?? '');
}

/**
 * Reads the control route's body: a known behaviour and a whole number of milliseconds (default 0), or the message
 * naming the field that is wrong.
 */
function behaviourOf(text: string): { ok: true; behaviour: FakeLlmBehaviour; delayMs: number } | { ok: false; message: string } {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { ok: false, message: 'The request body must be a JSON object with behaviour and delayMs.' };
  const { behaviour, delayMs = 0 } = body as { behaviour?: unknown; delayMs?: unknown };
  if (typeof behaviour !== 'string' || !(FAKE_LLM_BEHAVIOURS as readonly string[]).includes(behaviour)) {
    return { ok: false, message: `behaviour must be one of ${FAKE_LLM_BEHAVIOURS.join(', ')}.` };
  }
  if (typeof delayMs !== 'number' || !Number.isInteger(delayMs) || delayMs < 0) {
    return { ok: false, message: 'delayMs must be a whole number of milliseconds, 0 or more.' };
  }
  return { ok: true, behaviour: behaviour as FakeLlmBehaviour, delayMs };
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  response.end(text);
}

function errorBody(message: string, type: string, code: string | null = null) {
  return { error: { message, type, param: null, code } };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function recorded(body: Record<string, unknown>, authorization: string | undefined): FakeLlmRequest {
  const messages = Array.isArray(body['messages'])
    ? body['messages'].map((message: unknown) => {
        const { role, content } = (message && typeof message === 'object' ? message : {}) as { role?: unknown; content?: unknown };
        return { role: typeof role === 'string' ? role : '', content: messageText(content) };
      })
    : [];
  return { model: body['model'], messages, max_tokens: body['max_tokens'], temperature: body['temperature'], stream: body['stream'], authorization };
}

/**
 * Starts a fake OpenAI-compatible chat-completions server on loopback: a real HTTP server the official SDK talks to,
 * for tests, browser journeys and benchmarks. It records every request and answers as told by {@link FakeLlm.behave}.
 * Usage is reported like a real model's: `prompt_tokens` about a quarter of the prompt's characters (always within
 * the bound `promptTokenBound` reserves), `completion_tokens` a quarter of the answer's; an answer longer than
 * `max_tokens` allows is cut at a word, with `finish_reason: 'length'`.
 * @param options - port (default a free one), host (default 127.0.0.1), first behaviour (default `explain`), delay
 * @returns the running fake
 * @example
 * const llm = await startFakeLlm();
 * const provider = createAiProvider({ baseUrl: `${llm.url}/v1`, apiKey: 'sk-test', model: 'fake', inputPricePerMTok: 0.15,
 *   outputPricePerMTok: 0.6, timeoutMs: 5000 });
 * (await provider.complete(explanationPrompt(request), { maxTokens: 500, promptTokenBound: 900 })).text;
 * // 'Your loan amount is $10,000.00, your annual interest rate is 7% and your monthly payment is $308.77. These…'
 * llm.behave('fail'); // the next calls answer 500
 * await llm.close();
 */
export async function startFakeLlm(options: FakeLlmOptions = {}): Promise<FakeLlm> {
  let behaviour: FakeLlmBehaviour = options.behaviour ?? 'explain';
  let delayMs = options.delayMs ?? 0;
  const requests: FakeLlmRequest[] = [];
  /** Requests held by `timeout` or a delay, ended by close(). */
  const waiting = new Set<ServerResponse>();
  let served = 0;

  const hold = (response: ServerResponse, ms: number) =>
    new Promise<boolean>((resolve) => {
      waiting.add(response);
      const done = (answered: boolean) => {
        clearTimeout(timer);
        waiting.delete(response);
        response.off('close', gone);
        resolve(answered);
      };
      const gone = () => done(false);
      const timer = ms === Number.POSITIVE_INFINITY ? undefined : setTimeout(() => done(true), ms);
      // The client gave up (its timeout) or close() ended it.
      response.on('close', gone);
    });

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'GET' && (request.url === '/v1/models' || request.url === '/')) {
      sendJson(response, 200, { object: 'list', data: [{ id: FAKE_MODEL, object: 'model', created: 0, owned_by: 'calchub' }] });
      return;
    }
    if (request.url === CONTROL_PATH) {
      if (!isLoopbackAddress(request.socket.remoteAddress)) {
        sendJson(response, 403, errorBody('Only this machine may change how the fake model answers.', 'permission_error'));
        return;
      }
      if (request.method !== 'POST') {
        sendJson(response, 405, errorBody(`Use POST ${CONTROL_PATH} to change how the fake model answers.`, 'invalid_request_error'));
        return;
      }
      const next = behaviourOf(await readBody(request));
      if (!next.ok) {
        sendJson(response, 400, errorBody(next.message, 'invalid_request_error'));
        return;
      }
      behaviour = next.behaviour;
      delayMs = next.delayMs;
      sendJson(response, 200, { behaviour, delayMs });
      return;
    }
    if (request.url !== '/v1/chat/completions') {
      sendJson(response, 404, errorBody(`Unknown path ${request.method ?? ''} ${request.url ?? ''}.`, 'invalid_request_error'));
      return;
    }
    if (request.method !== 'POST') {
      sendJson(response, 405, errorBody('Use POST for chat completions.', 'invalid_request_error'));
      return;
    }
    let body: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(await readBody(request));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      body = parsed as Record<string, unknown>;
    } catch {
      sendJson(response, 400, errorBody('The request body is not a JSON object.', 'invalid_request_error'));
      return;
    }
    const authorization = request.headers.authorization;
    const entry = recorded(body, authorization);
    requests.push(entry);
    // The behaviour and delay of the moment the request arrived, even if behave() is called while it waits.
    const now = behaviour;
    if (delayMs > 0 && !(await hold(response, delayMs))) return;
    switch (now) {
      case 'timeout':
        await hold(response, Number.POSITIVE_INFINITY);
        return;
      case 'fail':
        sendJson(response, 500, errorBody('The fake model failed.', 'server_error'));
        return;
      case 'rate_limit':
        sendJson(response, 429, errorBody('Rate limit reached for requests.', 'requests', 'rate_limit_exceeded'), { 'retry-after-ms': '10' });
        return;
      case 'refuse':
        sendJson(
          response,
          401,
          errorBody(`Incorrect API key provided: ${(authorization ?? '').replace(/^Bearer\s+/i, '')}.`, 'invalid_request_error', 'invalid_api_key'),
        );
        return;
      case 'malformed':
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"id":"chatcmpl-fake","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"Your monthly pay');
        return;
      case 'explain':
      case 'invent':
      case 'no_usage':
      case 'empty':
      case 'draft':
      case 'draft_wrong': {
        const facts = promptFacts(entry.messages);
        const full =
          now === 'draft' || now === 'draft_wrong'
            ? calculatorDraft(requestedCalculator(entry.messages), now === 'draft_wrong')
            : now === 'empty'
              ? ''
              : now === 'invent'
                ? `${explanation(facts)} At this pace you would be done in about ${inventedYears(facts)} years.`
                : explanation(facts);
        const { text, finish } = withinLimit(full, entry.max_tokens);
        const promptTokens = tokens(entry.messages.map((message) => message.content).join(''));
        served += 1;
        sendJson(response, 200, {
          id: `chatcmpl-fake-${served}`,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: typeof entry.model === 'string' ? entry.model : FAKE_MODEL,
          choices: [{ index: 0, message: { role: 'assistant', content: text, refusal: null }, logprobs: null, finish_reason: finish }],
          ...(now === 'no_usage'
            ? {}
            : { usage: { prompt_tokens: promptTokens, completion_tokens: tokens(text), total_tokens: promptTokens + tokens(text) } }),
        });
        return;
      }
    }
  };

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, errorBody(`The fake model broke: ${String(error)}`, 'server_error'));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;

  return {
    url: `http://${host}:${port}`,
    requests,
    behave(next, { delayMs: nextDelay = 0 } = {}) {
      if (!FAKE_LLM_BEHAVIOURS.includes(next)) throw new RangeError(`Unknown fake LLM behaviour: ${String(next)}`);
      if (!Number.isFinite(nextDelay) || nextDelay < 0) throw new RangeError(`delayMs must be 0 or more, not ${nextDelay}`);
      behaviour = next;
      delayMs = nextDelay;
    },
    async close() {
      for (const response of waiting) response.destroy();
      await new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
