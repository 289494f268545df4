import { isAbsolute, join, resolve } from 'node:path';

/** The api's settings, read from the environment and validated at start. */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly dataDir: string;
  readonly databaseUrl: string | undefined;
  readonly adminKey: string | undefined;
  readonly trustProxy: boolean;
  readonly publicBaseUrl: string;
  readonly logLevel: string;
  readonly webDistDir: string;
  readonly adminDistDir: string;
}

/** A setting with a bad value; the server prints the message and stops. */
export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads and validates the configuration.
 * @param env - the environment (process.env)
 * @param workspaceRoot - where relative default paths start
 * @returns the configuration
 * @throws ConfigError naming the variable and what is expected
 */
export function readConfig(env: NodeJS.ProcessEnv, workspaceRoot: string): Config {
  const problems: string[] = [];
  const port = Number(env['PORT'] ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a whole number from 0 to 65535 (got "${env['PORT']}")`);
  const trust = (env['TRUST_PROXY'] ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(trust)) problems.push(`TRUST_PROXY must be true or false (got "${env['TRUST_PROXY']}")`);
  const logLevel = env['LOG_LEVEL'] ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  const publicBaseUrl = env['PUBLIC_BASE_URL'] ?? `http://localhost:${port}`;
  if (!/^https?:\/\/[^\s/]+/.test(publicBaseUrl)) problems.push(`PUBLIC_BASE_URL must be an http(s) address (got "${publicBaseUrl}")`);
  const databaseUrl = env['DATABASE_URL'] || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  const adminKey = env['ADMIN_KEY'] || undefined;
  if (adminKey !== undefined && adminKey.length < 16) problems.push('ADMIN_KEY must be at least 16 characters long');
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  const path = (value: string | undefined, fallback: string) => {
    const chosen = value || fallback;
    return isAbsolute(chosen) ? chosen : resolve(process.cwd(), chosen);
  };
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    dataDir: path(env['DATA_DIR'], './.data'),
    databaseUrl,
    adminKey,
    trustProxy: trust === 'true' || trust === '1',
    publicBaseUrl: publicBaseUrl.replace(/\/+$/, ''),
    logLevel,
    webDistDir: path(env['WEB_DIST_DIR'], join(workspaceRoot, 'apps/web/dist/site')),
    adminDistDir: path(env['ADMIN_DIST_DIR'], join(workspaceRoot, 'apps/admin/dist')),
  };
}
