#!/usr/bin/env node
/**
 * Packs the built engine as the npm package consumers install.
 *
 * The workspace's package.json points its exports at `src/index.ts` through the `@calchub/source` condition, so
 * that the apps compile the engine from source. `src` is not published, so this script stages `dist`, the README
 * and a publish manifest without that condition (nor the Nx and script fields) in a temporary folder, and packs
 * that. `npm pack` or `npm publish` run in this folder are refused by the `prepack` guard below.
 *
 *   node scripts/pack.mjs [destination]   writes the .tgz to destination (default: this folder); prints its path
 *   node scripts/pack.mjs --stage <dir>   writes the package's folder (dist, README, manifest) to dir, emptied
 *                                         first: what `nx release publish` publishes
 *   node scripts/pack.mjs --refuse        the prepack guard: explains and fails
 *
 * Build first: `rm -rf dist && tsc -p tsconfig.build.json` (the Nx `build` target), or `npm run package`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_CONDITION = '@calchub/source';
const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** An `exports` map without the in-repo source condition, at any depth. */
function withoutSourceCondition(exports) {
  if (typeof exports !== 'object' || exports === null) return exports;
  return Object.fromEntries(
    Object.entries(exports)
      .filter(([key]) => key !== SOURCE_CONDITION)
      .map(([key, value]) => [key, withoutSourceCondition(value)]),
  );
}

/** The manifest consumers see: the workspace one without its source condition, Nx config and scripts. */
function publishManifest(manifest) {
  const { nx: _nx, scripts: _scripts, devDependencies: _dev, exports, ...published } = manifest;
  return { ...published, exports: withoutSourceCondition(exports) };
}

/** Writes the publishable folder into `folder` (emptied first): the built dist, the README and the manifest. */
function stage(folder) {
  if (!existsSync(join(projectRoot, 'dist', 'index.js'))) {
    throw new Error('dist/index.js is missing: build first (rm -rf dist && tsc -p tsconfig.build.json)');
  }
  // The folder is emptied first: never this project or a folder holding it.
  if (projectRoot === folder || projectRoot.startsWith(`${folder}${sep}`)) {
    throw new Error(`refusing to stage into ${folder}, which holds the engine's sources`);
  }
  const manifest = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
  rmSync(folder, { recursive: true, force: true });
  cpSync(join(projectRoot, 'dist'), join(folder, 'dist'), {
    recursive: true,
    filter: (path) => !path.endsWith('.tsbuildinfo'),
  });
  cpSync(join(projectRoot, 'README.md'), join(folder, 'README.md'));
  writeFileSync(join(folder, 'package.json'), `${JSON.stringify(publishManifest(manifest), null, 2)}\n`);
}

function pack(destination) {
  const folder = mkdtempSync(join(tmpdir(), 'calc-engine-pack-'));
  try {
    stage(folder);
    const output = execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
      cwd: folder,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const [{ filename }] = JSON.parse(output);
    return join(destination, filename);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--refuse') {
  console.error(
    'Refusing to pack the workspace manifest: its exports point at src/ through the "@calchub/source" condition.\n' +
      'Run `npm run package -- <destination>` and publish the tarball it prints (npm publish <file>.tgz).',
  );
  process.exit(1);
}
if (process.argv[2] === '--stage') {
  if (!process.argv[3]) {
    console.error('Usage: node scripts/pack.mjs --stage <folder>');
    process.exit(1);
  }
  const folder = resolve(process.argv[3]);
  stage(folder);
  console.log(folder);
} else {
  console.log(pack(resolve(process.argv[2] ?? projectRoot)));
}
