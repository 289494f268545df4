#!/usr/bin/env node
// `npm test`: knip over the workspace, then lint, typecheck, unit tests and builds of every project, then the Playwright suite in Chromium
// against the built app served by the api. Prints one closing `N passed, N failed` line over all test runners.
// `node tools/scripts/test.mjs --tests-and-builds`: only the unit tests and the builds, never from Nx's cache (CI's
// second Node version: a cached result from another Node would prove nothing; lint and typecheck do not depend on
// the Node version).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countTests, TEST_STEPS } from './test-steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ANSI = /\u001b\[[0-9;]*m/g;

/** Runs a command, echoing its output, and returns its exit code and plain-text output. */
function run(command, args) {
  return new Promise((resolve) => {
    console.log(`\n$ ${command} ${args.join(' ')}`);
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NX_TUI: 'false', FORCE_COLOR: '0' },
    });
    let output = '';
    const echo = (stream) => (chunk) => {
      stream.write(chunk);
      output += chunk.toString();
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('close', (code) => resolve({ code: code ?? 1, output: output.replace(ANSI, '') }));
  });
}

const steps = process.argv.includes('--tests-and-builds')
  ? [['npx', ['nx', 'run-many', '-t', 'test', 'build', '--skip-nx-cache', '--outputStyle=static', '--parallel=2']]]
  : TEST_STEPS.map(([, command, args]) => [command, args]);

console.log(`Node ${process.version}`);

let exitCode = 0;
let passed = 0;
let failed = 0;
for (const [command, args] of steps) {
  const result = await run(command, args);
  const counts = countTests(result.output);
  passed += counts.passed;
  failed += counts.failed;
  if (result.code !== 0) {
    exitCode = result.code;
    break;
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(exitCode !== 0 ? exitCode : failed > 0 ? 1 : 0);
