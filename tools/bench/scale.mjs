#!/usr/bin/env node
// `npm run bench:scale [-- --calculators=220] [-- --projects=calc-engine,catalogue,explainer,search,web]`: how the
// build and the tests grow with the number of calculators. It copies the committed tree into a temporary folder
// twice, once as it is and once with generated calculators added until there are `--calculators` (220 by default),
// and prints, side by side, the time of `npm run generate`, of the site's build (client, server bundle and
// prerender), of each project's unit tests, and the JavaScript each kind of page loads before the first interaction.
//
// A generated calculator is a copy of `sales-tax` under a new slug, title, aliases and export names, so it has a
// page, examples, a worked solution and reference values like any other; nothing generated is kept or shipped.
// Figures only: the bench never fails on a time. The machine's load is printed with them.
//
// `-- --full` also runs what `npm test` runs in each tree, step by step and without stopping at a failure (knip; lint,
// typecheck, unit tests and builds through Nx; the Playwright suite), and prints each step's time and test counts:
// CI's time at that many calculators. `-- --trees=grown` measures only the tree with calculators added (the time of
// today's tree is CI's own). The e2e servers take the ports in E2E_PORT, E2E_FAKE_LLM_PORT and E2E_AI_PORT.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { countTests, TEST_STEPS } from '../scripts/test-steps.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const target = Number(option('calculators', 220));
const projects = option('projects', 'calc-engine,catalogue,explainer,search,web').split(',').filter(Boolean);
const full = args.includes('--full');
const trees = option('trees', 'today,grown').split(',');
const MODEL = 'sales-tax';
const ORDER = 'libs/calc-engine/src/calculators/order.ts';

const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const camel = (slug) => slug.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const pascal = (slug) => camel(slug).replace(/^./, (letter) => letter.toUpperCase());
/** A copy's mark, in letters (a slug's words start with a letter): 1 → 'aab', 2 → 'aac'. */
const letters = (index) => [26 * 26, 26, 1].map((place) => String.fromCharCode(97 + (Math.floor(index / place) % 26))).join('');

/** Runs a command in `cwd`, returning its wall time in seconds; its output goes to a log printed if it fails. */
function timed(cwd, command, commandArgs, label) {
  const started = process.hrtime.bigint();
  const result = spawnSync(command, commandArgs, { cwd, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false', CI: 'true' }, maxBuffer: 1 << 28 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const ok = result.status === 0;
  if (!ok) console.error(`\n${label} failed (exit ${result.status}); last lines:\n${`${result.stdout}\n${result.stderr}`.split('\n').slice(-25).join('\n')}`);
  // Vitest's summary: "Tests  2 failed | 469 passed (471)".
  const summary = /^\s*Tests\s+(.*)$/m.exec(stripVTControlCharacters(result.stdout))?.[1];
  return { seconds, ok, tests: summary?.trim().replaceAll(' | ', ', '), output: stripVTControlCharacters(`${result.stdout}\n${result.stderr}`) };
}

/** The steps of `npm test`, each timed and its tests counted, none stopping the next. */
function fullSuite(folder) {
  return TEST_STEPS.map(([label, command, commandArgs]) => {
    const step = timed(folder, command, commandArgs, label);
    const { passed, failed } = countTests(step.output);
    return { label, seconds: step.seconds, counts: `${passed} passed, ${failed} failed` };
  });
}

/** The committed tree (no untracked or ignored files) in a fresh folder, with the installed packages hard-linked. */
function copyOfTree(name) {
  const folder = mkdtempSync(join(tmpdir(), `calchub-scale-${name}-`));
  execFileSync('bash', ['-c', `git archive HEAD | tar -x -C ${JSON.stringify(folder)}`], { cwd: root });
  for (const modules of ['node_modules', ...readdirSync(join(root, 'apps')).map((app) => `apps/${app}/node_modules`), ...readdirSync(join(root, 'libs')).map((lib) => `libs/${lib}/node_modules`)]) {
    try {
      statSync(join(root, modules));
    } catch {
      continue;
    }
    // Hard links: fast, and the workspace's own symlinks stay relative, so they point into the copy.
    execFileSync('cp', ['-al', join(root, modules), join(folder, modules)]);
  }
  return folder;
}

/** Adds copies of the model calculator under new names until the catalogue holds `count` calculators. */
function addCalculators(folder, count) {
  const orderFile = join(folder, ORDER);
  const order = readFileSync(orderFile, 'utf8');
  const existing = [...order.matchAll(/'([a-z0-9-]+)'/g)].map((match) => match[1]);
  const added = [];
  for (let index = 1; existing.length + added.length < count; index++) {
    const suffix = `-${letters(index)}`;
    const slug = `${MODEL}${suffix}`;
    const from = join(folder, 'libs/calc-engine/src/calculators', MODEL);
    const to = join(folder, 'libs/calc-engine/src/calculators', slug);
    cpSync(from, to, { recursive: true });
    for (const file of readdirSync(to)) {
      const text = readFileSync(join(to, file), 'utf8')
        .replaceAll(`'${MODEL}'`, `'${slug}'`)
        .replaceAll(pascal(MODEL), pascal(slug))
        .replaceAll(camel(MODEL), camel(slug))
        .replaceAll('Sales Tax Calculator', `Sales Tax Calculator ${letters(index).toUpperCase()}`)
        // Aliases are unique across the catalogue: each copy's get its number.
        .replace(/^aliases: \[(.*)\]$/m, (_, list) => `aliases: [${list.split(',').map((alias) => `${alias.trim()}${suffix}`).join(', ')}]`)
        // Related links go both ways; a copy links to nothing rather than to pages that do not link back.
        .replace(/^related: \[.*\]$/m, 'related: []');
      rmSync(join(to, file));
      writeFileSync(join(to, file.replace(MODEL, slug)), text);
    }
    added.push(slug);
  }
  writeFileSync(orderFile, order.replace(`'${MODEL}',`, `'${MODEL}', ${added.map((slug) => `'${slug}'`).join(', ')},`));
  return existing.length + added.length;
}

/** JavaScript before the first interaction (gzip KB) by page type, as `npm run bench:web -- --runs=0` measures it in Chromium. */
function pageWeights(folder) {
  const result = spawnSync('node', ['tools/bench/web.mjs', '--runs=0'], { cwd: folder, encoding: 'utf8', maxBuffer: 1 << 28 });
  const weights = {};
  for (const match of result.stdout.matchAll(/^\| (home|calculator|category|search results) \| [^|]+ \| ([\d.]+) \|/gm)) weights[match[1]] = match[2];
  const pages = /^All (\d+) calculator pages, JS gzip KB: .*median ([\d.]+)/m.exec(result.stdout);
  if (pages) weights['median calculator page'] = pages[2];
  if (result.status !== 0) console.error(`bench:web failed (exit ${result.status}):\n${result.stderr.split('\n').slice(-15).join('\n')}`);
  return weights;
}

function measure(folder, count) {
  console.error(`\nMeasuring ${count} calculators in ${folder} (load ${load()})`);
  const rows = { calculators: count };
  rows.generate = timed(folder, 'npm', ['run', 'generate'], 'generate');
  rows.build = timed(join(folder, 'apps/web'), 'npm', ['run', 'build'], 'web build');
  rows.pages = readdirSync(join(folder, 'apps/web/dist/site/calculator')).length;
  rows.tests = {};
  for (const project of projects) {
    const dir = project === 'web' ? 'apps/web' : `libs/${project}`;
    rows.tests[project] = timed(join(folder, dir), 'npx', ['vitest', 'run'], `${project} tests`);
  }
  rows.weights = pageWeights(folder);
  if (full) rows.suite = fullSuite(folder);
  rows.load = load();
  return rows;
}

const results = [];
for (const [name, count] of [['today', 0], ['grown', target]].filter(([name]) => trees.includes(name))) {
  const folder = copyOfTree(name);
  try {
    const total = count ? addCalculators(folder, count) : undefined;
    const order = readFileSync(join(folder, ORDER), 'utf8');
    results.push(measure(folder, total ?? [...order.matchAll(/'([a-z0-9-]+)'/g)].length));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const seconds = (step) => `${step.seconds.toFixed(1)} s`;
const minutes = (step) => `${(step.seconds / 60).toFixed(1)} min`;
const ratio = (a, b) => (b.seconds / a.seconds).toFixed(2);
const columns = results.map((row) => `${row.calculators} calculators`);
console.log(`\nBuild and tests at ${results.map((row) => row.calculators).join(' and ')} calculators (wall time)`);
console.log(`| step | ${columns.join(' | ')} |${results.length === 2 ? ' ratio |' : ''}`);
console.log(`|---|${columns.map(() => '---|').join('')}${results.length === 2 ? '---|' : ''}`);
const row = (label, cell, pick) => {
  const steps = results.map(pick);
  const ratioCell = steps.length === 2 && steps[0]?.seconds && steps[1]?.seconds ? ` ${ratio(steps[0], steps[1])} |` : steps.length === 2 ? ' |' : '';
  console.log(`| ${label} | ${steps.map((step) => (step ? cell(step) : '?')).join(' | ')} |${ratioCell}`);
};
row('npm run generate', seconds, (r) => r.generate);
row('site build + prerender', seconds, (r) => r.build);
for (const project of projects) row(`${project} unit tests`, (step) => `${seconds(step)}: ${step.tests ?? '?'}`, (r) => r.tests[project]);
console.log(`| calculator pages prerendered | ${results.map((r) => r.pages).join(' | ')} |${results.length === 2 ? ' |' : ''}`);
for (const page of Object.keys(results[0]?.weights ?? {})) {
  console.log(`| JavaScript before the first interaction, ${page}, gzip KB | ${results.map((r) => r.weights[page] ?? '?').join(' | ')} |${results.length === 2 ? ' |' : ''}`);
}
if (full) {
  for (const [index, [label]] of TEST_STEPS.entries()) row(`npm test: ${label}`, (step) => `${minutes(step)}: ${step.counts}`, (r) => r.suite[index]);
  row('npm test: all of it', minutes, (r) => ({ seconds: r.suite.reduce((sum, step) => sum + step.seconds, 0) }));
}

console.log(`\nLoad average (1, 5, 15 min) after each: ${results.map((r) => r.load).join(' / ')}`);
console.log('Tests that count or list the calculators of a category fail with copies added; their time still counts.');
