#!/usr/bin/env node
// `npm run bench:web [-- --no-build] [-- --runs=N] [-- --files] [-- --page=<path>]`: builds the public site and the api, serves them, and prints
//  1. per page type, the JavaScript and CSS the browser loads before the first interaction (until the network is
//     idle after load, without touching the page): gzip size of each file (the budget's unit: at most 100 KB of
//     JavaScript) and the bytes actually transferred (the server sends brotli when the browser accepts it);
//     with --files, every file each page loaded and its gzip size; and the JavaScript of each of the 34 calculator
//     pages (the heaviest three, the median and the lightest);
//  2. Lighthouse 12.8 scores, default (mobile) preset, with Debian's Chromium, for /, /calculator/mortgage,
//     /category/finance and each --page: N runs per page (default 3), the median and every run, the load average of the machine,
//     and the audits that cost points.
// It also prints what the service worker saves for offline use after a first visit (files, size, size as sent).
// The build runs the same commands as the web and api build targets, directly rather than through Nx, so what
// is measured is always a fresh build with PUBLIC_BASE_URL set to the address it is served at.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const build = !args.includes('--no-build');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const listFiles = args.includes('--files');
// --page=/calculator/payment (repeatable): measure that page too, as a page type of its own.
const extraPages = args.filter((arg) => arg.startsWith('--page=')).map((arg) => ['page', arg.slice('--page='.length)]);
const site = join(root, 'apps/web/dist/site');
// Other people's servers run on this machine too: take a port nobody listens on, or BENCH_PORT if it is free.
// Measuring an existing build serves it where it was built for, so its canonical links point at the page itself.
const port = await freePort(Number(process.env.BENCH_PORT ?? (build ? 0 : builtPort())));
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const pageTypes = [
  ['home', '/'],
  ['calculator', '/calculator/mortgage'],
  ['category', '/category/finance'],
  ['search results', '/search?q=loan'],
  ['legal', '/terms'],
  ['contact', '/contact'],
  ['404', '/no-such-page'],
  ['embed', '/embed/mortgage'],
  ...extraPages,
];
// Lighthouse runs on the three standard pages and on every --page given.
const lighthousePages = ['/', '/calculator/mortgage', '/category/finance', ...extraPages.map(([, path]) => path)];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

function builtPort() {
  const robots = readFileSync(join(site, 'robots.txt'), 'utf8');
  const port = /^Sitemap: http:\/\/127\.0\.0\.1:(\d+)\//m.exec(robots)?.[1];
  if (!port) throw new Error('--no-build measures a build made by this script (PUBLIC_BASE_URL http://127.0.0.1:<port>); run it once without --no-build');
  return Number(port);
}

function freePort(wanted) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => reject(new Error(`port ${wanted} is taken (${error.code}); set BENCH_PORT to a free one or leave it unset`)));
    probe.listen(wanted, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit', env: { ...process.env, PUBLIC_BASE_URL: base } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed (${result.status})`);
}

function load() {
  return loadavg().map((value) => value.toFixed(1)).join(' ');
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The files the service worker's precache list (written into sw.js by the web build) names, and their sizes. */
function savedForOffline() {
  const worker = readFileSync(join(site, 'sw.js'), 'utf8');
  const urls = [...worker.matchAll(/"url":"([^"]+)"/g)].map(([, url]) => url);
  let bytes = 0;
  let brotli = 0;
  for (const url of urls) {
    const size = readFileSync(join(site, url)).length;
    bytes += size;
    try {
      brotli += readFileSync(join(site, `${url}.br`)).length;
    } catch {
      brotli += size; // small files have no compressed copy and are sent as they are
    }
  }
  return { files: urls.length, bytes, brotli };
}

if (build) {
  const web = join(root, 'apps/web');
  console.log(`Building the web app (PUBLIC_BASE_URL=${base}) and the api…`);
  run('npx', ['vite', 'build'], web);
  run('npx', ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', 'dist/server', '--emptyOutDir'], web);
  run(process.execPath, ['scripts/prerender.mjs'], web);
  const { bundleApi } = await import(join(root, 'apps/api/build.mjs'));
  await bundleApi();
}

const server = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'calchub-bench-')), ADMIN_KEY: 'bench-admin-key-0123456789', LOG_LEVEL: 'error', PUBLIC_BASE_URL: base },
});
const stopServer = () => server.kill('SIGTERM');
process.on('exit', stopServer);
let serverExited = false;
server.on('exit', () => {
  serverExited = true;
});

try {
  for (let attempt = 0; ; attempt++) {
    if (serverExited) throw new Error('the api exited before answering; see its messages above');
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (attempt > 300) throw new Error('the api did not start within a minute');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // 1. What each page type loads before the first interaction.
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags.slice(1) });
  /** Opens a page, waits until the network is idle without touching it, and sums what it loaded. */
  async function measure(path) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const loaded = [];
    page.on('requestfinished', async (request) => {
      const kind = request.resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      loaded.push(request.sizes().then((sizes) => ({ kind, url: new URL(request.url()).pathname, transferred: sizes.responseBodySize })));
    });
    let lastRequest = Date.now();
    page.on('request', () => (lastRequest = Date.now()));
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    // On a loaded machine the network can fall idle before the page's own chunks are asked for: wait until the page
    // has hydrated, then for a quiet second, so a busy machine does not report a page lighter than it is.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    while (Date.now() - lastRequest < 1000) await new Promise((resolve) => setTimeout(resolve, 200));
    const files = await Promise.all(loaded);
    await context.close();
    const total = { js: 0, css: 0, jsTransferred: 0, cssTransferred: 0, jsFiles: 0, files: [] };
    for (const file of files) {
      const gzip = gzipSync(readFileSync(join(site, file.url)), { level: 9 }).length;
      total.files.push({ url: file.url, gzip });
      if (file.kind === 'script') {
        total.js += gzip;
        total.jsTransferred += file.transferred;
        total.jsFiles += 1;
      } else {
        total.css += gzip;
        total.cssTransferred += file.transferred;
      }
    }
    return total;
  }
  const sizes = [];
  for (const [type, path] of pageTypes) sizes.push({ type, path, ...(await measure(path)) });
  // Every calculator page, not only the mortgage one: each loads its own definition and formula.
  const calculatorPaths = [...readFileSync(join(site, 'sitemap.xml'), 'utf8').matchAll(/<loc>[^<]*?(\/calculator\/[\w-]+)<\/loc>/g)].map(([, path]) => path);
  const calculatorSizes = [];
  for (const path of calculatorPaths) calculatorSizes.push({ path, js: (await measure(path)).js });
  calculatorSizes.sort((a, b) => b.js - a.js);
  await browser.close();

  // 2. Lighthouse, several runs a page: the machine is shared, so single runs vary with its load.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const reports = mkdtempSync(join(tmpdir(), 'calchub-lighthouse-'));
  const scores = [];
  for (const path of runs > 0 ? lighthousePages : []) {
    const results = [];
    for (let index = 0; index < runs; index++) {
      const loadBefore = load();
      const chrome = await launch({ chromePath, chromeFlags });
      try {
        const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const { lhr } = result;
        if (lhr.runtimeError) {
          // A run the loaded machine could not finish (NO_FCP, timeouts): reported, left out of the median.
          results.push({ failed: `${lhr.runtimeError.code}`, load: loadBefore });
          continue;
        }
        const file = join(reports, `${path.replace(/\W+/g, '_') || 'home'}-${index + 1}.json`);
        mkdirSync(dirname(file), { recursive: true });
        writeFileSync(file, JSON.stringify(lhr));
        const score = Object.fromEntries(categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
        const lost = categories.flatMap((id) =>
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => `${id}/${ref.id}${lhr.audits[ref.id]?.displayValue ? ` (${lhr.audits[ref.id].displayValue})` : ''}`),
        );
        const metric = (id) => lhr.audits[id]?.numericValue ?? NaN;
        results.push({
          ...score,
          fcp: metric('first-contentful-paint'),
          lcp: metric('largest-contentful-paint'),
          tbt: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          load: loadBefore,
          lost,
        });
      } finally {
        await chrome.kill();
      }
    }
    scores.push({ path, results });
  }

  console.log(`\nJavaScript and CSS loaded before the first interaction (KB; goal: JS gzip <= 100)`);
  console.log('| page type | path | JS gzip | JS files | JS transferred (br) | CSS gzip | CSS transferred |');
  console.log('|---|---|---|---|---|---|---|');
  for (const s of sizes) {
    console.log(`| ${s.type} | ${s.path} | ${kb(s.js)} | ${s.jsFiles} | ${kb(s.jsTransferred)} | ${kb(s.css)} | ${kb(s.cssTransferred)} |`);
  }
  const heaviest = calculatorSizes.slice(0, 3).map((page) => `${page.path} ${kb(page.js)}`).join(', ');
  console.log(`\nAll ${calculatorSizes.length} calculator pages, JS gzip KB: heaviest ${heaviest}; median ${kb(median(calculatorSizes.map((page) => page.js)))}; lightest ${calculatorSizes.at(-1)?.path} ${kb(calculatorSizes.at(-1)?.js ?? 0)}`);
  const saved = savedForOffline();
  console.log(`\nSaved by the service worker after the first visit (downloaded after load, not before the first interaction): ${saved.files} files, ${kb(saved.bytes)} KB, ${kb(saved.brotli)} KB as sent (brotli)`);
  if (listFiles) {
    for (const s of sizes) {
      console.log(`\n${s.path}: each file, gzip KB`);
      for (const file of s.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(file.gzip).padStart(6)}  ${file.url}`);
    }
  }

  if (runs === 0) process.exit(0); // --runs=0: sizes only
  const { version } = JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8'));
  console.log(`\nLighthouse ${version}, mobile preset, ${runs} runs a page: median (every run)`);
  console.log('(goals: performance >= 95, accessibility 100, best practices >= 95, SEO 100)');
  console.log('| path | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { path, results: all } of scores) {
    const results = all.filter((r) => !r.failed);
    if (results.length === 0) {
      console.log(`| ${path} | every run failed | | | | | | |`);
      continue;
    }
    const cell = (id) => `${median(results.map((r) => r[id]))} (${results.map((r) => r[id]).join(', ')})`;
    const metric = (id, digits = 0) => median(results.map((r) => r[id])).toFixed(digits);
    console.log(`| ${path} | ${cell('performance')} | ${cell('accessibility')} | ${cell('best-practices')} | ${cell('seo')} | ${metric('lcp')} | ${metric('tbt')} | ${metric('cls', 3)} |`);
  }
  console.log('\nPer run: load average (1, 5, 15 min) before the run, Lighthouse benchmark index, audits that cost points');
  for (const { path, results } of scores) {
    results.forEach((r, index) => {
      if (r.failed) return console.log(`- ${path} run ${index + 1}: load ${r.load}, Lighthouse could not finish (${r.failed})`);
      console.log(`- ${path} run ${index + 1}: load ${r.load}, benchmarkIndex ${Math.round(r.benchmarkIndex)}, FCP ${Math.round(r.fcp)} ms${r.lost.length ? `; ${r.lost.join(', ')}` : ''}`);
    });
  }
  console.log(`\nLighthouse reports (JSON): ${reports}`);
} finally {
  stopServer();
}
