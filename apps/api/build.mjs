#!/usr/bin/env node
// Bundles src/server.ts into dist/server.mjs for Node 20 and copies the SQL migrations next to it (dist/migrations).
// Workspace libs (@calchub/*) are compiled into the bundle from source; every third-party package but openai stays external
// and is loaded from node_modules at run time. `node apps/api/build.mjs [outdir]` (default apps/api/dist).
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

// Bundled like the workspace libs: npm installs openai in apps/api/node_modules (its optional peer ws 8 conflicts
// with the root's ws 7), where a bundle built elsewhere (the tests' and the benchmark's, under tmp/) would not find it.
const INLINED_PACKAGES = new Set(['openai']);

/**
 * Builds the api bundle.
 * @param {string} outdir - the output folder
 * @returns {Promise<string>} the path of server.mjs
 */
export async function bundleApi(outdir = join(here, 'dist')) {
  const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
  const external = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    (name) => !name.startsWith('@calchub/') && !INLINED_PACKAGES.has(name),
  );
  rmSync(outdir, { recursive: true, force: true });
  const outfile = join(outdir, 'server.mjs');
  await build({
    entryPoints: [join(here, 'src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@calchub/source'],
    // Packages by name, and their subpaths (drizzle-orm/pg-core, typebox/compile...).
    external: external.flatMap((name) => [name, `${name}/*`]),
    sourcemap: true,
    // For any CommonJS `require` left in bundled code.
    banner: { js: "import { createRequire as __calchubCreateRequire } from 'node:module'; const require = __calchubCreateRequire(import.meta.url);" },
    logLevel: 'warning',
  });
  cpSync(join(here, 'drizzle'), join(outdir, 'migrations'), { recursive: true });
  return outfile;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outfile = await bundleApi(process.argv[2] ? resolve(process.argv[2]) : undefined);
  console.log(`Built ${outfile}`);
}
