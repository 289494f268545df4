import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Which forwarded addresses to believe: none, all, a number of proxy hops, or a list of proxy addresses. */
export type TrustProxy = boolean | number | string;

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

function parseTrustProxy(raw: string | undefined, problems: string[]): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || /^(false|0|no)$/i.test(value)) return false;
  if (/^(true|yes)$/i.test(value)) return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = entries.every((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !address || !isIP(address)) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
  });
  if (!valid) {
    problems.push(
      `TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses (e.g. 10.0.0.0/8,127.0.0.1); got "${value}".`,
    );
    return false;
  }
  return entries.join(',');
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
  };
}
