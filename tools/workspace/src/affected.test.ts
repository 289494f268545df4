import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

/** What CI would run for a change to `file`: `nx show projects --affected` (as `nx affected` decides), sorted. */
async function affectedBy(file: string): Promise<string[]> {
  // Outside any surrounding Nx task, as CI runs it.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NX_')));
  const { stdout } = await promisify(execFile)('npx', ['nx', 'show', 'projects', '--affected', `--files=${file}`, '--json'], {
    cwd: workspaceRoot,
    env: { ...env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' },
  });
  return (JSON.parse(stdout) as string[]).sort();
}

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  nx?: { implicitDependencies?: string[] };
}

/** Every workspace project's manifest (the root package.json's workspaces: apps/*, libs/*, tools/workspace). */
function manifests(): Manifest[] {
  const folders = ['apps', 'libs'].flatMap((parent) =>
    readdirSync(join(workspaceRoot, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name)),
  );
  return [...folders, 'tools/workspace'].map((folder) => JSON.parse(readFileSync(join(workspaceRoot, folder, 'package.json'), 'utf8')) as Manifest);
}

/** `name` and every project that depends on it, directly or through others, as the manifests declare. */
function withDependents(name: string): string[] {
  const all = manifests();
  const found = new Set([name]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const manifest of all) {
      const uses = [...Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }), ...(manifest.nx?.implicitDependencies ?? [])];
      if (!found.has(manifest.name) && uses.some((used) => found.has(used))) {
        found.add(manifest.name);
        grew = true;
      }
    }
  }
  return [...found].sort();
}

let admin: string[];
let engine: string[];

beforeAll(async () => {
  [admin, engine] = await Promise.all([affectedBy('apps/admin/src/main.tsx'), affectedBy('libs/calc-engine/src/index.ts')]);
}, 120_000);

describe('nx affected', () => {
  it('a change in the admin app affects only the admin app and the e2e suite', () => {
    expect(admin).toEqual(['@calchub/admin', '@calchub/e2e']);
  });

  it('a change in the engine affects every project that depends on it, transitively', () => {
    expect(engine).toEqual(withDependents('@calchub/calc-engine'));
    // The closure above reaches the admin app through the explainer and the catalogue. The ui kit imports no other
    // library (its widgets take plain props), so an engine change leaves it alone.
    expect(engine).toEqual(expect.arrayContaining(['@calchub/api', '@calchub/web', '@calchub/admin', '@calchub/e2e']));
    expect(engine).not.toContain('@calchub/ui');
    expect(engine).not.toContain('@calchub/api-contract');
    expect(engine).not.toContain('@calchub/workspace-tools');
  });
});
