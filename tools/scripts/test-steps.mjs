// What `npm test` runs (tools/scripts/test.mjs), step by step, and how its output is counted: shared with
// `npm run bench:scale -- --full` (tools/bench/scale.mjs), which times the same steps in a grown catalogue.

/** The steps of `npm test`, each a label, a command and its arguments, in order. */
export const TEST_STEPS = [
  // Dead code across the workspace (unused files, exports, dependencies): a check of the whole graph, not of one project.
  ['knip', 'npx', ['knip', '--no-progress']],
  ['lint, typecheck, unit tests, builds (Nx)', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--outputStyle=static', '--parallel=2']],
  ['Playwright suite', 'npx', ['nx', 'run', '@calchub/e2e:e2e', '--skip-nx-cache', '--outputStyle=static']],
];

/** Sums Vitest's "Tests  3 failed | 40 passed (43)" lines and Playwright's "  12 passed (30s)" lines. */
export function countTests(output) {
  let passed = 0;
  let failed = 0;
  for (const line of output.split('\n')) {
    const vitest = /^\s*(?:[\w@/.-]+:test:\s+)?Tests\s+(.*)\(\d+\)\s*$/.exec(line);
    const playwright = /^\s*(\d+) (passed|failed|flaky)(?:\s|$)/.exec(line);
    if (vitest) {
      passed += Number(/(\d+) passed/.exec(vitest[1])?.[1] ?? 0);
      failed += Number(/(\d+) failed/.exec(vitest[1])?.[1] ?? 0);
    } else if (playwright) {
      if (playwright[2] === 'failed') failed += Number(playwright[1]);
      else passed += Number(playwright[1]);
    }
  }
  return { passed, failed };
}
