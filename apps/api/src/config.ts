import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Which forwarded addresses to believe: none, all, a number of proxy hops, or a list of proxy addresses. */
/** Fastify's `trustProxy`: false, or the proxies' addresses and ranges; never `true` (every hop) nor a hop count. */
export type TrustProxy = false | string;

/** The api's settings, read from the environment once at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  /** Absolute; PGlite keeps its data in `<dataDir>/pgdata`. */
  readonly dataDir: string;
  /** When set, PostgreSQL is used instead of PGlite. */
  readonly databaseUrl: string | undefined;
  /** When unset, a key is generated at first start and only its hash is stored. */
  readonly adminKey: string | undefined;
  readonly trustProxy: TrustProxy;
  /** Origin and optional path of the public site, without a trailing slash. */
  readonly publicBaseUrl: string;
  readonly logLevel: LogLevel;
  readonly webDistDir: string;
  readonly adminDistDir: string;
  /** The OpenAI-compatible provider of AI explanations; undefined when `AI_BASE_URL` is unset (computed insights only). */
  readonly ai: AiProviderConfig | undefined;
  /**
   * Whether this process runs the background agents (their schedules and the job queue's workers). Off, Run Now
   * still records a queued run, which a process with the runner on starts within a minute.
   */
  readonly agentRunner: boolean;
  /** The bearer token that `/api/metrics` asks for; undefined: the metrics are not served at all. Never logged. */
  readonly metricsToken: string | undefined;
}

/** Where AI explanations come from and what they cost (docs/product.md#ai-explanations). */
export interface AiProviderConfig {
  /** The chat-completions API's base address, like `https://api.openai.com/v1`, without a trailing slash. */
  readonly baseUrl: string;
  /** Sent as `Authorization: Bearer <key>`; undefined for a local server that needs none. Never logged. */
  readonly apiKey: string | undefined;
  /** The model's name at the provider (`gpt-4o-mini`, `llama3.1:8b`). */
  readonly model: string;
  /** US dollars per million prompt tokens, at most 6 decimals; 0 for a free server. */
  readonly inputPricePerMTok: number;
  /** US dollars per million answer tokens, at most 6 decimals; 0 for a free server. */
  readonly outputPricePerMTok: number;
  /** How long one attempt may take before it is abandoned, in milliseconds (1000 to 120000). */
  readonly timeoutMs: number;
}

/** One or more environment variables have bad values; `problems` holds one sentence per variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
}

/** The repository root: this file is apps/api/src/config.ts, the bundle apps/api/dist/server.mjs (same depth). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const ADMIN_KEY_MIN = 16;
const ADMIN_KEY_MAX = 256;
const METRICS_TOKEN_MIN = 16;
const METRICS_TOKEN_MAX = 256;

const AI_MODEL_MAX = 200;
const AI_PRICE_MAX = 1_000_000;
const AI_TIMEOUT_MIN = 1000;
const AI_TIMEOUT_MAX = 120_000;
const AI_TIMEOUT_DEFAULT = 20_000;
/** The variables that only mean something with `AI_BASE_URL`. */
const AI_PROVIDER_DETAILS = ['AI_API_KEY', 'AI_MODEL', 'AI_INPUT_PRICE_PER_MTOK', 'AI_OUTPUT_PRICE_PER_MTOK', 'AI_TIMEOUT_MS'] as const;

/**
 * The proxies `TRUST_PROXY=true` believes: one on this machine or on a private network (nginx in front of the api, a
 * load balancer in the same network). Fastify's `trustProxy: true` would believe every hop, so the left-most entry of
 * X-Forwarded-For, which the client writes itself, would become its address.
 */
const PRIVATE_PROXIES = 'loopback,linklocal,uniquelocal';
/** Named ranges proxy-addr knows, besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|0|no)$/i.test(value)) return false;
  if (/^(true|yes)$/i.test(value)) return PRIVATE_PROXIES;
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    if (PROXY_RANGE_NAMES.has(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !address || !isIP(address)) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
  });
  if (!valid) {
    problems.push(
      `TRUST_PROXY must be false, true (a proxy on this machine or a private network), or a comma-separated list of the proxies' addresses (e.g. 10.0.0.0/8,127.0.0.1); a number of hops is not enough, since a client that reaches the server directly could write them itself; got "${value}".`,
    );
    return false;
  }
  return entries.join(',');
}

/** Reads a price in US dollars per million tokens; undefined (with a problem) when absent or malformed. */
function parsePrice(name: string, kind: 'input' | 'output', raw: string | undefined, problems: string[]): number | undefined {
  const what = `the price in US dollars per million ${kind} tokens`;
  if (raw === undefined) {
    problems.push(`${name} is required when AI_BASE_URL is set: ${what} (e.g. 0.15; 0 for a free local server), so that the monthly cap can be enforced.`);
    return undefined;
  }
  const value = Number(raw);
  if (!/^\d+(\.\d{1,6})?$/.test(raw) || value > AI_PRICE_MAX) {
    problems.push(`${name} must be ${what}, a number from 0 to ${AI_PRICE_MAX} with at most 6 decimals (e.g. 0.15); got "${raw}".`);
    return undefined;
  }
  return value;
}

/**
 * Reads the AI provider's variables. Without `AI_BASE_URL` there is no provider, and any other `AI_*` variable set
 * is reported, since an operator who set a model or a key expects AI answers.
 */
function parseAiProvider(text: (name: string) => string | undefined, rawKey: string | undefined, problems: string[]): AiProviderConfig | undefined {
  const rawBase = text('AI_BASE_URL');
  if (rawBase === undefined) {
    const stray = AI_PROVIDER_DETAILS.filter((name) => (name === 'AI_API_KEY' ? rawKey : text(name)) !== undefined);
    if (stray.length > 0) {
      problems.push(
        `AI_BASE_URL must be set for ${stray.join(', ')} to take effect: the address of an OpenAI-compatible API, like https://api.openai.com/v1; unset ${stray.length === 1 ? 'it' : 'them'} to run without AI.`,
      );
    }
    return undefined;
  }
  const before = problems.length;

  let baseUrl = '';
  try {
    const url = new URL(rawBase);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '' || url.hash) throw new Error('bad');
    if (url.username || url.password) {
      // Never echo an address that carries credentials.
      problems.push('AI_BASE_URL must not carry a user name or password: put the key in AI_API_KEY.');
    }
    baseUrl = url.href.replace(/\/+$/, '');
  } catch {
    problems.push(
      `AI_BASE_URL must be the http or https address of an OpenAI-compatible API, like https://api.openai.com/v1 or http://127.0.0.1:8080/v1; got "${rawBase}".`,
    );
  }

  // A key is never trimmed or echoed: a pasted line break or space would send a header the provider refuses.
  if (rawKey !== undefined && /[\s\p{Cc}]/u.test(rawKey)) {
    problems.push('AI_API_KEY must have no spaces, line breaks or control characters (check how it was pasted); leave it unset for a server that needs no key.');
  }

  const model = text('AI_MODEL');
  if (model === undefined) {
    problems.push("AI_MODEL is required when AI_BASE_URL is set: the model's name at the provider, like gpt-4o-mini or llama3.1:8b.");
  } else if (model.length > AI_MODEL_MAX || /[\s\p{Cc}]/u.test(model)) {
    problems.push(`AI_MODEL must be the model's name at the provider, at most ${AI_MODEL_MAX} characters with no spaces, like gpt-4o-mini; got "${model}".`);
  }

  const inputPrice = parsePrice('AI_INPUT_PRICE_PER_MTOK', 'input', text('AI_INPUT_PRICE_PER_MTOK'), problems);
  const outputPrice = parsePrice('AI_OUTPUT_PRICE_PER_MTOK', 'output', text('AI_OUTPUT_PRICE_PER_MTOK'), problems);

  const rawTimeout = text('AI_TIMEOUT_MS');
  const timeoutMs = rawTimeout === undefined ? AI_TIMEOUT_DEFAULT : Number(rawTimeout);
  if (rawTimeout !== undefined && (!/^\d+$/.test(rawTimeout) || timeoutMs < AI_TIMEOUT_MIN || timeoutMs > AI_TIMEOUT_MAX)) {
    problems.push(`AI_TIMEOUT_MS must be a whole number of milliseconds from ${AI_TIMEOUT_MIN} to ${AI_TIMEOUT_MAX}; got "${rawTimeout}".`);
  }

  if (problems.length > before || model === undefined || inputPrice === undefined || outputPrice === undefined) return undefined;
  return { baseUrl, apiKey: rawKey, model, inputPricePerMTok: inputPrice, outputPricePerMTok: outputPrice, timeoutMs };
}

function defaultWebDist(root: string): string {
  // The web build writes the prerendered site to dist/site; older builds had only dist.
  const site = join(root, 'apps/web/dist/site');
  return existsSync(join(site, 'index.html')) ? site : join(root, 'apps/web/dist');
}

/**
 * Reads and validates the configuration. Every bad variable is reported at once, one sentence each.
 * @param env - the environment, usually `process.env`
 * @param options - `cwd` for relative paths (default `process.cwd()`), `repoRoot` for the default dist folders
 * @returns the configuration
 * @throws ConfigError listing every bad value and what is expected
 * @example
 * loadConfig({ PORT: '8080' }).port; // 8080
 * loadConfig({ PORT: 'eighty' }); // throws: PORT must be a whole number from 0 to 65535; got "eighty".
 * loadConfig({ AI_BASE_URL: 'http://127.0.0.1:8080/v1', AI_MODEL: 'llama3.1:8b', AI_INPUT_PRICE_PER_MTOK: '0',
 *   AI_OUTPUT_PRICE_PER_MTOK: '0' }).ai?.timeoutMs; // 20000
 */
export function loadConfig(env: Readonly<Record<string, string | undefined>>, options: { cwd?: string; repoRoot?: string } = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const root = options.repoRoot ?? REPO_ROOT;
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value === '' ? undefined : value;
  };

  const rawPort = text('PORT');
  const port = rawPort === undefined ? 3000 : Number(rawPort);
  if (rawPort !== undefined && (!/^\d+$/.test(rawPort) || port > 65_535)) {
    problems.push(`PORT must be a whole number from 0 to 65535; got "${rawPort}".`);
  }

  const host = text('HOST') ?? '0.0.0.0';
  if (/\s|\//.test(host)) problems.push(`HOST must be a host name or an IP address to listen on (e.g. 0.0.0.0 or 127.0.0.1); got "${host}".`);

  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl !== undefined) {
    let ok = false;
    try {
      const url = new URL(databaseUrl);
      ok = (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    } catch {
      ok = false;
    }
    if (!ok) problems.push('DATABASE_URL must be a PostgreSQL address like postgres://user:password@host:5432/database.');
  }

  const adminKey = env['ADMIN_KEY'] === undefined || env['ADMIN_KEY'] === '' ? undefined : env['ADMIN_KEY'];
  if (adminKey !== undefined && (adminKey.length < ADMIN_KEY_MIN || adminKey.length > ADMIN_KEY_MAX || adminKey.trim() !== adminKey)) {
    problems.push(
      `ADMIN_KEY must be ${ADMIN_KEY_MIN} to ${ADMIN_KEY_MAX} characters with no leading or trailing spaces (it has ${adminKey.length}); leave it unset to have one generated.`,
    );
  }

  const trustProxy = parseTrustProxy(env['TRUST_PROXY'], problems);

  const metricsToken = env['METRICS_TOKEN'] === undefined || env['METRICS_TOKEN'] === '' ? undefined : env['METRICS_TOKEN'];
  if (metricsToken !== undefined && (metricsToken.length < METRICS_TOKEN_MIN || metricsToken.length > METRICS_TOKEN_MAX || /[^\x21-\x7e]/.test(metricsToken))) {
    problems.push(
      `METRICS_TOKEN must be ${METRICS_TOKEN_MIN} to ${METRICS_TOKEN_MAX} printable characters with no spaces (it has ${metricsToken.length}); leave it unset to serve no metrics.`,
    );
  }

  const rawBase = text('PUBLIC_BASE_URL');
  let publicBaseUrl = `http://localhost:${rawPort === undefined ? 3000 : rawPort}`;
  if (rawBase !== undefined) {
    try {
      const url = new URL(rawBase);
      if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username) throw new Error('bad');
      publicBaseUrl = `${url.origin}${url.pathname}`.replace(/\/+$/, '');
    } catch {
      problems.push(`PUBLIC_BASE_URL must be the site's public address, like https://calchub.example (no query or #); got "${rawBase}".`);
    }
  }

  const rawLevel = text('LOG_LEVEL')?.toLowerCase() ?? 'info';
  const logLevel = (LOG_LEVELS as readonly string[]).includes(rawLevel) ? (rawLevel as LogLevel) : 'info';
  if (logLevel !== rawLevel) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}; got "${text('LOG_LEVEL')}".`);

  const ai = parseAiProvider(text, env['AI_API_KEY'] === '' ? undefined : env['AI_API_KEY'], problems);

  const rawRunner = text('AGENT_RUNNER')?.toLowerCase() ?? 'on';
  if (rawRunner !== 'on' && rawRunner !== 'off') problems.push(`AGENT_RUNNER must be on or off; got "${text('AGENT_RUNNER')}".`);

  if (problems.length > 0) throw new ConfigError(problems);

  const path = (value: string | undefined, fallback: string) => {
    const chosen = value ?? fallback;
    return isAbsolute(chosen) ? chosen : resolve(cwd, chosen);
  };
  return {
    port,
    host,
    dataDir: path(text('DATA_DIR'), './.data'),
    databaseUrl,
    adminKey,
    trustProxy,
    publicBaseUrl,
    logLevel,
    webDistDir: path(text('WEB_DIST_DIR'), defaultWebDist(root)),
    adminDistDir: path(text('ADMIN_DIST_DIR'), join(root, 'apps/admin/dist')),
    ai,
    agentRunner: rawRunner !== 'off',
    metricsToken,
  };
}
