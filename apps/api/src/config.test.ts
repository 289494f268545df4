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
      },
      options,
    );
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/calchub/var/data',
      databaseUrl: 'postgres://calchub:secret@db.internal:5432/calchub',
      adminKey: 'a-long-enough-admin-key',
      trustProxy: true,
      publicBaseUrl: 'https://calchub.example',
      logLevel: 'warn',
      webDistDir: '/opt/web',
      adminDistDir: join('/srv/calchub', 'admin-build'),
    });
  });

  it.each([
    ['false', false],
    ['0', false],
    ['', false],
    ['yes', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8,127.0.0.1'],
  ])('TRUST_PROXY=%j means %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }, options).trustProxy).toEqual(expected);
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
      'TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy addresses (e.g. 10.0.0.0/8,127.0.0.1); got "sometimes".',
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
    for (const name of ['PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'ADMIN_KEY', 'TRUST_PROXY', 'PUBLIC_BASE_URL', 'LOG_LEVEL', 'WEB_DIST_DIR', 'ADMIN_DIST_DIR']) {
      expect(envExample, name).toMatch(new RegExp(`^#? ?${name}=`, 'm'));
      expect(readme, name).toContain(`| \`${name}\` |`);
    }
  });
});
