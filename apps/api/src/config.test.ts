import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from './config.js';

const options = { cwd: '/srv/calchub', repoRoot: '/srv/calchub' };

function problems(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env, options);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('has working defaults for everything', () => {
    expect(loadConfig({}, options)).toEqual({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/calchub/.data',
      databaseUrl: undefined,
      adminKey: undefined,
      trustProxy: false,
      publicBaseUrl: 'http://localhost:3000',
      logLevel: 'info',
      webDistDir: '/srv/calchub/apps/web/dist',
      adminDistDir: '/srv/calchub/apps/admin/dist',
      ai: undefined,
      agentRunner: true,
      metricsToken: undefined,
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: 'var/data',
        DATABASE_URL: 'postgres://calchub:secret@db.internal:5432/calchub',
        ADMIN_KEY: 'a-long-enough-admin-key',
        TRUST_PROXY: 'true',
        PUBLIC_BASE_URL: 'https://calchub.example/',
        LOG_LEVEL: 'WARN',
        WEB_DIST_DIR: '/opt/web',
        ADMIN_DIST_DIR: 'admin-build',
        AGENT_RUNNER: 'OFF',
        METRICS_TOKEN: 'scrape-token-0123456789',
      },
      options,
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/calchub/var/data',
      databaseUrl: 'postgres://calchub:secret@db.internal:5432/calchub',
      adminKey: 'a-long-enough-admin-key',
      trustProxy: 'loopback,linklocal,uniquelocal',
      publicBaseUrl: 'https://calchub.example',
      logLevel: 'warn',
      webDistDir: '/opt/web',
      adminDistDir: join('/srv/calchub', 'admin-build'),
      ai: undefined,
      agentRunner: false,
      metricsToken: 'scrape-token-0123456789',
    });
  });

  it('refuses a METRICS_TOKEN too short, too long or with spaces, without echoing it', () => {
    for (const token of ['short', 'x'.repeat(257), 'a token with spaces inside']) {
      const [problem] = problems({ METRICS_TOKEN: token });
      expect(problem).toMatch(/^METRICS_TOKEN must be 16 to 256 printable characters with no spaces \(it has \d+\); leave it unset to serve no metrics\.$/);
    }
  });

  it('refuses an AGENT_RUNNER other than on or off', () => {
    expect(problems({ AGENT_RUNNER: 'yes' })).toEqual(['AGENT_RUNNER must be on or off; got "yes".']);
  });

  it.each([
    ['false', false],
    ['0', false],
    ['', false],
    ['yes', 'loopback,linklocal,uniquelocal'],
    ['true', 'loopback,linklocal,uniquelocal'],
    ['loopback, 203.0.113.0/24', 'loopback,203.0.113.0/24'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('TRUST_PROXY=%j means %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, options).trustProxy).toEqual(expected);
  });

  it('refuses a number of proxy hops for TRUST_PROXY: a client reaching the server directly could write the hops itself', () => {
    expect(problems({ TRUST_PROXY: '2' })).toEqual([expect.stringMatching(/^TRUST_PROXY must be false, true .*a number of hops is not enough/)]);
  });

  it('reports every bad value at once, one sentence each, naming the variable', () => {
    expect(
      problems({
        PORT: '80a',
        HOST: 'http://x',
        DATABASE_URL: 'mysql://localhost/db',
        ADMIN_KEY: 'short',
        TRUST_PROXY: 'sometimes',
        PUBLIC_BASE_URL: 'calchub.example',
        LOG_LEVEL: 'loud',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535; got "80a".',
      'HOST must be a host name or an IP address to listen on (e.g. 0.0.0.0 or 127.0.0.1); got "http://x".',
      'DATABASE_URL must be a PostgreSQL address like postgres://user:password@host:5432/database.',
      'ADMIN_KEY must be 16 to 256 characters with no leading or trailing spaces (it has 5); leave it unset to have one generated.',
      'TRUST_PROXY must be false, true (a proxy on this machine or a private network), or a comma-separated list of the proxies\' addresses (e.g. 10.0.0.0/8,127.0.0.1); a number of hops is not enough, since a client that reaches the server directly could write them itself; got "sometimes".',
      'PUBLIC_BASE_URL must be the site\'s public address, like https://calchub.example (no query or #); got "calchub.example".',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud".',
    ]);
  });

  it.each([['65536'], ['-1'], ['3.5']])('rejects PORT=%s', (port) => {
    expect(problems({ PORT: port })).toHaveLength(1);
  });

  it('never echoes a database password or the admin key in its messages', () => {
    const text = problems({ DATABASE_URL: 'mysql://u:hunter2@x/db', ADMIN_KEY: 'tiny-key' }).join(' ');
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('tiny-key');
  });

  it('the default public address follows PORT', () => {
    expect(loadConfig({ PORT: '4000' }, options).publicBaseUrl).toBe('http://localhost:4000');
  });

  it('every variable is documented in .env.example and the api README', () => {
    const envExample = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
    const readme = readFileSync(join(REPO_ROOT, 'apps/api/README.md'), 'utf8');
    const names = [
      ...['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'ADMIN_KEY', 'TRUST_PROXY', 'PUBLIC_BASE_URL', 'LOG_LEVEL', 'WEB_DIST_DIR', 'ADMIN_DIST_DIR'],
      ...['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_INPUT_PRICE_PER_MTOK', 'AI_OUTPUT_PRICE_PER_MTOK', 'AI_TIMEOUT_MS'],
    ];
    for (const name of names) {
      expect(envExample, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
      expect(readme, name).toContain(`| \`${name}\` |`);
    }
  });

  it('every variable it reads is documented, and nothing more', () => {
    const source = readFileSync(join(REPO_ROOT, 'apps/api/src/config.ts'), 'utf8');
    const read = new Set([...source.matchAll(/(?:env\[|text\()'([A-Z_]+)'/g)].map((match) => match[1]));
    const envExample = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8');
    const listed = new Set([...envExample.matchAll(/^#? ?([A-Z_]+)=/gm)].map((match) => match[1]));
    expect([...listed].sort()).toEqual([...read].sort());
  });
});

describe('loadConfig: the AI provider', () => {
  const provider = {
    AI_BASE_URL: 'https://api.openai.com/v1/',
    AI_API_KEY: 'sk-test-0123456789',
    AI_MODEL: 'gpt-4o-mini',
    AI_INPUT_PRICE_PER_MTOK: '0.15',
    AI_OUTPUT_PRICE_PER_MTOK: '0.6',
  };

  it('has none without AI_BASE_URL: the site answers with computed insights', () => {
    expect(loadConfig({}, options).ai).toBeUndefined();
    expect(loadConfig({ AI_BASE_URL: '', AI_API_KEY: '' }, options).ai).toBeUndefined();
  });

  it('reads the address, key, model, prices and timeout', () => {
    expect(loadConfig({ ...provider, AI_TIMEOUT_MS: '5000' }, options).ai).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test-0123456789',
      model: 'gpt-4o-mini',
      inputPricePerMTok: 0.15,
      outputPricePerMTok: 0.6,
      timeoutMs: 5000,
    });
  });

  it('needs no key and takes free prices for a local server, and waits 20 seconds by default', () => {
    const ai = loadConfig({ AI_BASE_URL: 'http://127.0.0.1:8080/v1', AI_MODEL: 'llama3.1:8b', AI_INPUT_PRICE_PER_MTOK: '0', AI_OUTPUT_PRICE_PER_MTOK: '0' }, options).ai;
    expect(ai).toEqual({
      baseUrl: 'http://127.0.0.1:8080/v1',
      apiKey: undefined,
      model: 'llama3.1:8b',
      inputPricePerMTok: 0,
      outputPricePerMTok: 0,
      timeoutMs: 20_000,
    });
  });

  it('requires the model and both prices with an address, since the cap cannot be enforced without prices', () => {
    expect(problems({ AI_BASE_URL: 'http://127.0.0.1:8080/v1' })).toEqual([
      "AI_MODEL is required when AI_BASE_URL is set: the model's name at the provider, like gpt-4o-mini or llama3.1:8b.",
      'AI_INPUT_PRICE_PER_MTOK is required when AI_BASE_URL is set: the price in US dollars per million input tokens (e.g. 0.15; 0 for a free local server), so that the monthly cap can be enforced.',
      'AI_OUTPUT_PRICE_PER_MTOK is required when AI_BASE_URL is set: the price in US dollars per million output tokens (e.g. 0.15; 0 for a free local server), so that the monthly cap can be enforced.',
    ]);
  });

  it('reports every bad AI value at once, one sentence each, with the other variables', () => {
    expect(
      problems({
        PORT: 'x',
        AI_BASE_URL: 'ftp://models.example/v1',
        AI_MODEL: 'gpt 4o',
        AI_INPUT_PRICE_PER_MTOK: '-1',
        AI_OUTPUT_PRICE_PER_MTOK: '1e3',
        AI_TIMEOUT_MS: '500',
      }),
    ).toEqual([
      'PORT must be a whole number from 0 to 65535; got "x".',
      'AI_BASE_URL must be the http or https address of an OpenAI-compatible API, like https://api.openai.com/v1 or http://127.0.0.1:8080/v1; got "ftp://models.example/v1".',
      'AI_MODEL must be the model\'s name at the provider, at most 200 characters with no spaces, like gpt-4o-mini; got "gpt 4o".',
      'AI_INPUT_PRICE_PER_MTOK must be the price in US dollars per million input tokens, a number from 0 to 1000000 with at most 6 decimals (e.g. 0.15); got "-1".',
      'AI_OUTPUT_PRICE_PER_MTOK must be the price in US dollars per million output tokens, a number from 0 to 1000000 with at most 6 decimals (e.g. 0.15); got "1e3".',
      'AI_TIMEOUT_MS must be a whole number of milliseconds from 1000 to 120000; got "500".',
    ]);
  });

  it.each([['not a url'], ['/v1'], ['mailto:ai@example.com'], ['https://api.example/v1#chat']])('refuses AI_BASE_URL=%s', (url) => {
    expect(problems({ ...provider, AI_BASE_URL: url })).toEqual([expect.stringMatching(/^AI_BASE_URL must be the http or https address/)]);
  });

  it.each([['999'], ['120001'], ['20000.5'], ['twenty']])('refuses AI_TIMEOUT_MS=%s', (timeout) => {
    expect(problems({ ...provider, AI_TIMEOUT_MS: timeout })).toEqual([expect.stringMatching(/^AI_TIMEOUT_MS must be a whole number/)]);
  });

  it.each([['1000'], ['120000']])('accepts AI_TIMEOUT_MS=%s', (timeout) => {
    expect(loadConfig({ ...provider, AI_TIMEOUT_MS: timeout }, options).ai?.timeoutMs).toBe(Number(timeout));
  });

  it.each([['0.0000001'], ['1000000.01'], ['.5'], ['0,15'], ['$0.15']])('refuses the price %s', (price) => {
    expect(problems({ ...provider, AI_INPUT_PRICE_PER_MTOK: price })).toHaveLength(1);
  });

  it('accepts prices with six decimals and up to a million dollars', () => {
    const ai = loadConfig({ ...provider, AI_INPUT_PRICE_PER_MTOK: '0.000001', AI_OUTPUT_PRICE_PER_MTOK: '1000000' }, options).ai;
    expect([ai?.inputPricePerMTok, ai?.outputPricePerMTok]).toEqual([0.000001, 1_000_000]);
  });

  it('says when provider details are set without an address, rather than silently running without AI', () => {
    expect(problems({ AI_MODEL: 'gpt-4o-mini', AI_API_KEY: 'sk-test-0123456789' })).toEqual([
      'AI_BASE_URL must be set for AI_API_KEY, AI_MODEL to take effect: the address of an OpenAI-compatible API, like https://api.openai.com/v1; unset them to run without AI.',
    ]);
    expect(problems({ AI_TIMEOUT_MS: '5000' })).toEqual([
      'AI_BASE_URL must be set for AI_TIMEOUT_MS to take effect: the address of an OpenAI-compatible API, like https://api.openai.com/v1; unset it to run without AI.',
    ]);
  });

  it('never echoes the key, nor an address carrying credentials', () => {
    const text = [
      ...problems({ ...provider, AI_API_KEY: 'sk-secret-with space' }),
      ...problems({ ...provider, AI_API_KEY: 'sk-secret-with-newline\n' }),
      ...problems({ ...provider, AI_BASE_URL: 'https://user:sk-secret-in-url@api.example/v1' }),
      ...problems({ AI_API_KEY: 'sk-secret-alone' }),
    ].join(' ');
    expect(text).toContain('AI_API_KEY must have no spaces, line breaks or control characters');
    expect(text).toContain('AI_BASE_URL must not carry a user name or password: put the key in AI_API_KEY.');
    expect(text).not.toMatch(/sk-secret/);
  });
});
