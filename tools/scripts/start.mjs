#!/usr/bin/env node
// `npm start`: build whatever is not built yet (Nx restores unchanged builds from its cache), then run the api,
// which serves the web app at /, the admin app at /admin and the API at /api on PORT (default 3000).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const server = join(root, 'apps/api/dist/server.mjs');
const projects = ['@calchub/web', '@calchub/admin', '@calchub/api'];

console.log('CalcHub: building the web app, the admin app and the api (cached builds are reused)…');
const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', ...projects, '--outputStyle=static'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, NX_TUI: 'false' },
});
if (build.status !== 0 || !existsSync(server)) {
  console.error('CalcHub: the build failed; see the messages above.');
  process.exit(build.status || 1);
}

const api = spawn(process.execPath, [server], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => api.kill(signal));
}
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
