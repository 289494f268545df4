#!/usr/bin/env node
// Bundles src/server.ts into dist/server.mjs for Node 20: workspace libs inlined, third-party packages external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');
const rootPackage = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys({ ...rootPackage.dependencies, ...rootPackage.devDependencies });

await build({
  entryPoints: [join(here, 'src/server.ts')],
  outfile: join(here, 'dist/server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['@calchub/source'],
  external,
  sourcemap: true,
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log('Built apps/api/dist/server.mjs');
