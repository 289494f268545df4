import { Ajv } from 'ajv';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Stage {
  readonly image: string;
  readonly name: string;
  /** The stage's instructions, each on one line (continuations joined). */
  readonly instructions: readonly string[];
}

/** The Dockerfile's stages, in order, each with its instructions (comments dropped, `\` continuations joined). */
function dockerfileStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: Array<{ image: string; name: string; instructions: string[] }> = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?$/i.exec(line);
    if (from) stages.push({ image: from[1] as string, name: from[2] ?? '', instructions: [] });
    else stages.at(-1)?.instructions.push(line);
  }
  return stages;
}

/** Every workspace's folder, from the root manifest's `workspaces` (folders, or `<folder>/*`). */
function workspaceFolders(): string[] {
  const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] };
  return workspaces
    .flatMap((pattern) =>
      pattern.endsWith('/*') ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern],
    )
    .filter((folder) => existsSync(join(root, folder, 'package.json')))
    .sort();
}

describe('the container image (Dockerfile)', () => {
  const stages = dockerfileStages(read('Dockerfile'));
  const runtime = stages.at(-1) as Stage;

  it('pins every base image to an exact version', () => {
    expect(stages.map((stage) => stage.name)).toEqual(['build', 'site', 'runtime']);
    for (const stage of stages) expect(stage.image).toMatch(/^[a-z0-9/.-]+:\d+\.\d+\.\d+(-[a-z0-9.-]+)?(@sha256:[0-9a-f]{64})?$/);
  });

  it('builds the api image by default (the last stage): production dependencies only, as a non-root user, checked on /api/health/live', () => {
    expect(runtime.name).toBe('runtime');
    const install = runtime.instructions.filter((line) => /\bnpm (ci|install)\b/.test(line));
    expect(install).toHaveLength(1);
    expect(install[0]).toMatch(/npm ci --omit=dev/);
    // Nothing installed in the build stage (its node_modules hold the dev tools) is copied over: only built folders.
    const fromBuild = runtime.instructions.filter((line) => line.startsWith('COPY --from='));
    expect(fromBuild.length).toBeGreaterThan(0);
    for (const line of fromBuild) expect(line).toMatch(/^COPY --from=build \/app\/apps\/[a-z]+\/dist apps\/[a-z]+\/dist$/);
    const user = runtime.instructions.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/^USER\s+(root|0)(:|$)/);
    expect(runtime.instructions.indexOf(user as string)).toBeLessThan(runtime.instructions.findIndex((line) => line.startsWith('CMD ')));
    expect(runtime.instructions.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/api/health/live');
    expect(runtime.instructions.find((line) => line.startsWith('CMD '))).toBe('CMD ["node", "apps/api/dist/server.mjs"]');
  });

  it('copies every workspace manifest before npm ci, which checks them all against the lockfile', () => {
    const copied = runtime.instructions
      .map((line) => /^COPY (\S+\/package\.json) (\S+)\/$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => dirname(match[1] as string));
    expect(copied.sort()).toEqual(workspaceFolders());
  });

  it('leaves out of the build context what this machine installed, built or stored', () => {
    const ignored = read('.dockerignore').split('\n').filter((line) => line !== '' && !line.startsWith('#'));
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git', '.env', '.nx']) expect(ignored).toContain(entry);
  });
});

/**
 * The Compose Specification's schema (draft-07), compiled. Its `$schema` names the draft by its https address, while
 * Ajv knows draft-07 by its http one: the schema is compiled as the draft it is without that line.
 */
function composeValidator() {
  const { $schema: _draft, ...schema } = JSON.parse(read('tools/workspace/compose-spec/compose-spec.json')) as Record<string, unknown>;
  return new Ajv({ allErrors: true, strict: false }).compile(schema);
}

describe('the compose file (compose.yaml)', () => {
  const compose = parse(read('compose.yaml')) as {
    services: Record<string, { environment?: Record<string, string>; deploy?: { replicas?: number }; build?: { target?: string } }>;
  };

  it("is valid against the Compose Specification's JSON schema", () => {
    const validate = composeValidator();
    expect(validate(compose), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('is refused by the schema when it is wrong, so the check above can fail', () => {
    const validate = composeValidator();
    expect(validate({ services: { api: { restart: 'unless-stopped', no_such_key: true } } })).toBe(false);
    expect(validate({ services: { api: { depends_on: { postgres: { condition: 'when_ready' } } } } })).toBe(false);
    expect(validate({ servics: { api: {} } })).toBe(false);
  });

  it('runs several api replicas on the Postgres service, behind nginx that believes it as the proxy', () => {
    const { api, proxy, postgres } = compose.services;
    expect(postgres).toBeDefined();
    expect(api?.build?.target).toBe('runtime');
    expect(api?.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(api?.environment?.['DATABASE_URL']).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(api?.environment?.['TRUST_PROXY']).toBe('true');
    expect(proxy?.build?.target).toBe('site');
  });

  it("gives nginx every variable its configuration template names", () => {
    const template = read('deploy/nginx/calchub.conf.template');
    const named = [...new Set([...template.matchAll(/\$\{(\w+)\}/g)].map((match) => match[1] as string))].sort();
    expect(named).toEqual(['CALCHUB_API_SERVERS', 'CALCHUB_LISTEN', 'CALCHUB_SITE_ROOT']);
    expect(Object.keys(compose.services['proxy']?.environment ?? {}).sort()).toEqual(named);
  });
});
