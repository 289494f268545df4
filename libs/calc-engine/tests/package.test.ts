/**
 * The package as npm users get it: built with the build target's command, packed by `scripts/pack.mjs`,
 * installed from the tarball into a project outside the workspace, then imported by Node and type-checked by
 * TypeScript the way a consumer's project would. Then `nx release` in dry-run mode, which versions, describes
 * and publishes this same build. (One file, so that nothing else rebuilds dist while these tests read it.)
 */
import { execFileSync, spawnSync, type ExecFileSyncOptions } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculators } from '../src/index.js';

const projectRoot = resolve(import.meta.dirname, '..');
const workspaceRoot = resolve(projectRoot, '../..');
const typescript = join(workspaceRoot, 'node_modules/typescript/bin/tsc');
/** Building, packing, installing and type-checking take seconds each on a small machine. */
const SLOW = { timeout: 180_000 };
/**
 * Budget for the published tarball: it grows with the calculators (each with its types and TSDoc), so the budget is
 * per calculator. A calculator described in one definition also carries its worked solution, assessment and
 * what-if texts, which used to live in the catalogue: 3.4 KB each when 19 of 44 were described, 4.1 KB when 28 were.
 */
const MAX_TARBALL_BYTES = 5_000 * calculators.length;

let work: string;
let tarball: string;
let consumer: string;
let installed: string;

/** Runs a command and returns its output; on failure, throws with everything it printed (tsc reports on stdout). */
function run(file: string, args: readonly string[], options: ExecFileSyncOptions = {}): string {
  try {
    return execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options }) as string;
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${stdout ?? ''}\n${stderr ?? ''}`, { cause: error });
  }
}

/** Runs `code` as an ES module in the consumer project, returning what it prints. */
function node(code: string, ...flags: string[]): string {
  return run(process.execPath, [...flags, '--input-type=module', '-e', code], { cwd: consumer }).trim();
}

/** Type-checks `file` of the consumer project as a strict nodenext project would. */
function typecheck(file: string, ...flags: string[]): void {
  run(process.execPath, [
    typescript, file, '--module', 'nodenext', '--moduleResolution', 'nodenext', '--target', 'es2022',
    '--strict', '--noEmit', ...flags,
  ], { cwd: consumer });
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'calc-engine-package-'));
  // The build target: rm -rf dist && tsc -p tsconfig.build.json
  rmSync(join(projectRoot, 'dist'), { recursive: true, force: true });
  run(join(workspaceRoot, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.build.json'], { cwd: projectRoot });
  tarball = run(process.execPath, ['scripts/pack.mjs', work], { cwd: projectRoot }).trim().split('\n').at(-1) ?? '';

  consumer = join(work, 'consumer');
  mkdirSync(consumer);
  writeFileSync(join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: consumer });
  installed = join(consumer, 'node_modules/@calchub/calc-engine');
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the published package', SLOW, () => {
  it('is a tarball within the size budget, outside the workspace', () => {
    expect(tarball.startsWith(tmpdir())).toBe(true);
    expect(statSync(tarball).size).toBeLessThanOrEqual(MAX_TARBALL_BYTES);
  });

  it('holds the build, the README and the manifest, and no sources or tests', () => {
    const files = run('tar', ['-tzf', tarball]).trim().split('\n');
    expect(files).toEqual(expect.arrayContaining([
      'package/package.json', 'package/README.md', 'package/dist/index.js', 'package/dist/index.d.ts',
      'package/dist/reference-values.js', 'package/dist/reference-values.d.ts',
    ]));
    expect(files.filter((file) => !file.startsWith('package/dist/') && !['package/package.json', 'package/README.md'].includes(file)))
      .toEqual([]);
    expect(files.filter((file) => /\.test|\.bench|tsbuildinfo/.test(file))).toEqual([]);
  });

  it('publishes exports that exist, without the in-repo source condition', () => {
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(manifest)).not.toContain('@calchub/source');
    expect(manifest).not.toHaveProperty('nx');
    expect(manifest).not.toHaveProperty('scripts');
    expect(manifest).toMatchObject({
      name: '@calchub/calc-engine', type: 'module', sideEffects: false,
      exports: {
        '.': { types: './dist/index.d.ts', default: './dist/index.js' },
        './reference-values': { types: './dist/reference-values.d.ts', default: './dist/reference-values.js' },
        './package.json': './package.json',
      },
    });
    for (const path of ['./dist/index.js', './dist/index.d.ts', './dist/reference-values.js', './dist/reference-values.d.ts', manifest['main'], manifest['types']]) {
      expect(existsSync(join(installed, String(path))), String(path)).toBe(true);
    }
  });

  it('runs in Node as an ES module: the loan example gives 308.77', () => {
    const output = node(`
      import { calculate, calculators, tryCalculate, CalculatorInputError } from '@calchub/calc-engine';
      const loan = calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 });
      const invalid = tryCalculate('bmi', { weight: 70, height: 0 });
      console.log(JSON.stringify({
        payment: loan.value.toFixed(2),
        interest: loan.details.totalInterest.toFixed(2),
        count: calculators.length,
        error: invalid.ok ? null : [invalid.error instanceof CalculatorInputError, invalid.error.code, invalid.error.field],
      }));
    `);
    expect(JSON.parse(output)).toEqual({
      payment: '308.77',
      interest: '1115.75',
      count: calculators.length,
      error: [true, 'out_of_domain', 'height'],
    });
  });

  it('publishes the reference values as a subpath, each of which the engine it ships with meets', () => {
    const output = node(`
      import { calculate, calculators } from '@calchub/calc-engine';
      import { referenceValues } from '@calchub/calc-engine/reference-values';
      const misses = [];
      let count = 0;
      for (const [slug, references] of Object.entries(referenceValues)) {
        for (const { name, inputs, expected, decimals, exact = {} } of references) {
          count += 1;
          const { details } = calculate(slug, inputs);
          for (const [output, value] of Object.entries(expected)) {
            if (!(Math.abs(details[output] - value) < 10 ** -decimals / 2)) misses.push(slug + ': ' + name + ': ' + output);
          }
          for (const [output, value] of Object.entries(exact)) if (details[output] !== value) misses.push(slug + ': ' + name + ': ' + output);
        }
      }
      console.log(JSON.stringify({ slugs: Object.keys(referenceValues).length, calculators: calculators.length, loan: referenceValues.loan[0].name, some: count > calculators.length, misses }));
    `);
    expect(JSON.parse(output)).toEqual({
      slugs: calculators.length, calculators: calculators.length, loan: 'Excel PMT 10,000 at 7% over 3 years', some: true, misses: [],
    });
  });

  it('never resolves to the unpublished sources, even for a consumer that sets the @calchub/source condition', () => {
    const output = node(
      `import { calculate } from '@calchub/calc-engine';
       console.log(import.meta.resolve('@calchub/calc-engine'), calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 }).value.toFixed(2));`,
      '--conditions=@calchub/source',
    );
    expect(output).toMatch(/\/node_modules\/@calchub\/calc-engine\/dist\/index\.js 308\.77$/);
  });

  it('type-checks a strict nodenext consumer against its declarations', () => {
    writeFileSync(join(consumer, 'check.ts'), `
      import {
        calculate, CalculatorInputError, loanPayment, tryCalculate,
        type CalculationResult, type CalculatorInputErrorCode, type LoanDetails,
      } from '@calchub/calc-engine';
      import { referenceValues, type ReferenceValue } from '@calchub/calc-engine/reference-values';

      const loan = loanPayment({ loanAmount: 10000, interestRate: 7, loanTenure: 3 });
      const details: LoanDetails = loan.details;
      const interest: number = details.totalInterest;
      const any: CalculationResult = calculate('bmi', { weight: 70, height: '170' });
      const value: number | string = any.value;
      const outcome = tryCalculate('loan', {});
      const code: CalculatorInputErrorCode | undefined = outcome.ok ? undefined : outcome.error.code;
      const field: string | undefined = new CalculatorInputError('required', 'Loan amount is required', 'loanAmount').field;
      const reference: ReferenceValue | undefined = referenceValues.loan[0];
      const decimals: number | undefined = reference?.decimals;
      // @ts-expect-error: the loan tenure is required
      loanPayment({ loanAmount: 10000, interestRate: 7 });
      // @ts-expect-error: inputs are numbers, strings or empty
      calculate('loan', { loanAmount: true });
      export { interest, value, code, field, decimals };
    `);
    expect(() => typecheck('check.ts')).not.toThrow();
    // The condition does not exist in the published manifest, so setting it changes nothing.
    expect(() => typecheck('check.ts', '--customConditions', '@calchub/source')).not.toThrow();
  });

  it('fails the type-check of a consumer that misuses it (the check above can fail)', () => {
    writeFileSync(join(consumer, 'misuse.ts'), `
      import { loanPayment } from '@calchub/calc-engine';
      export const payment: string = loanPayment({ loanAmount: 1, interestRate: 1, loanTenure: 1 }).details.monthlyPayment;
    `);
    expect(() => typecheck('misuse.ts')).toThrow(/TS2322/);
  });
});

describe('the workspace package folder', SLOW, () => {
  it('refuses a plain npm pack, whose manifest would point consumers at the sources', () => {
    const destination = join(work, 'refused');
    mkdirSync(destination);
    expect(() => run('npm', ['pack', '--pack-destination', destination], { cwd: projectRoot }))
      .toThrow(/Refusing to pack the workspace manifest/);
    expect(readdirSync(destination)).toEqual([]);
  });
});

/**
 * Runs `npx nx ...` at the workspace root as a person would, outside any surrounding Nx task, and returns what it
 * printed on both streams (Nx writes its file previews to stderr).
 */
function nx(args: readonly string[]): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('NX_')));
  const result = spawnSync('npx', ['nx', ...args], {
    cwd: workspaceRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`nx ${args.join(' ')} failed:\n${output}`);
  return output;
}

/** The files a dry run would create, update or delete, as `UPDATE path` lines. */
function changedFiles(output: string): string[] {
  return [...output.matchAll(/^(CREATE|UPDATE|DELETE) (\S+) \[dry-run\]/gm)].map((match) => `${match[1]} ${match[2]}`);
}

describe('the release flow (nx release, dry run)', SLOW, () => {
  const manifestPath = join(projectRoot, 'package.json');
  const current = (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
  // An explicit next minor version: the test holds whatever the commit history since the last release says.
  const [major, minor] = current.split('.').map(Number);
  const next = `${major}.${(minor ?? 0) + 1}.0`;

  it(`versions only the engine (${current} to the next minor) and writes only its changelog`, () => {
    const manifestBefore = readFileSync(manifestPath, 'utf8');
    const output = nx(['release', next, '--dry-run', '--skip-publish']);

    const files = changedFiles(output);
    expect(files.map((line) => line.split(' ')[1]).sort()).toEqual(['libs/calc-engine/CHANGELOG.md', 'libs/calc-engine/package.json']);
    expect(files).toContain('UPDATE libs/calc-engine/package.json');
    expect(output).toContain(`-   "version": "${current}",\n+   "version": "${next}",`);
    expect(output).toMatch(new RegExp(`^\\+ ## ${next.replaceAll('.', '\\.')} \\(\\d{4}-\\d{2}-\\d{2}\\)$`, 'm'));
    expect(output).toContain(`calc-engine@${next}`);
    expect(output).toContain('Skipped publishing packages');
    expect(readFileSync(manifestPath, 'utf8')).toBe(manifestBefore);
  });

  it('from the conventional commits since the last release, a breaking change makes the next major version', () => {
    const output = nx(['release', '--dry-run', '--skip-publish']);
    const previewed = /Previewing an entry in libs\/calc-engine\/CHANGELOG\.md for calc-engine@(\S+)/.exec(output)?.[1];
    expect(previewed, output).toBeDefined();
    const breaking = output.includes('### ⚠️  Breaking Changes');
    // Even from 0.x: a breaking change is never released as a minor version.
    if (breaking) expect(previewed).toBe(`${(major ?? 0) + 1}.0.0`);
    else expect(previewed?.startsWith(`${major}.`)).toBe(true);
  });

  it('publishes the built package: dist, README and the publish manifest, never the sources', () => {
    const output = nx(['release', 'publish', '--dry-run', '--outputStyle=static']);
    const contents = [...output.matchAll(/^\s*[\d.]+k?B\s+(\S+)\s*$/gm)].map((match) => match[1]);

    expect(contents).toEqual(expect.arrayContaining(['package.json', 'README.md', 'dist/index.js', 'dist/index.d.ts']));
    expect(contents.filter((file) => !file?.startsWith('dist/') && file !== 'package.json' && file !== 'README.md')).toEqual([]);
    expect(contents.filter((file) => /\.test|\.ts$(?<!\.d\.ts)|tsbuildinfo/.test(file ?? ''))).toEqual([]);
    expect(output).toMatch(/name:\s+@calchub\/calc-engine/);
    expect(output).toMatch(/Would publish to \S+ with tag "latest"/);

    const staged = JSON.parse(readFileSync(join(workspaceRoot, 'dist/libs/calc-engine/package.json'), 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(staged)).not.toContain('@calchub/source');
    expect(staged).toMatchObject({ name: '@calchub/calc-engine', version: current, exports: { '.': { default: './dist/index.js' } } });
  });
});
