#!/usr/bin/env node
// `npm run bench:web`: builds the site, serves it with the api, and prints per page type the gzipped JavaScript and
// CSS loaded before the first interaction, then Lighthouse 12 (mobile preset) scores with Debian's Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const pages = { home: '/', calculator: '/calculator/mortgage', category: '/category/finance', legal: '/terms' };
const lighthousePages = ['/', '/calculator/mortgage', '/category/finance'];

const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '-p', '@calchub/web', '@calchub/admin', '@calchub/api', '--outputStyle=static'], {
  cwd: root, stdio: 'inherit', env: { ...process.env, NX_TUI: 'false', PUBLIC_BASE_URL: base },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['apps/api/dist/server.mjs'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'calchub-bench-')), ADMIN_KEY: 'bench-admin-key-0123456789', LOG_LEVEL: 'warn', PUBLIC_BASE_URL: base },
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      if (i > 100) throw new Error('the api did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  // Bytes on the wire (gzip/brotli as served) of scripts and styles requested until the page is idle.
  const browser = await chromium.launch({ executablePath: chromePath, args: flags.slice(1) });
  const sizes = [];
  for (const [type, path] of Object.entries(pages)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const client = await context.newCDPSession(page);
    await client.send('Network.enable');
    const kinds = new Map();
    const totals = { js: 0, css: 0 };
    client.on('Network.responseReceived', (event) => kinds.set(event.requestId, event.type));
    client.on('Network.loadingFinished', (event) => {
      const kind = kinds.get(event.requestId);
      if (kind === 'Script') totals.js += event.encodedDataLength;
      if (kind === 'Stylesheet') totals.css += event.encodedDataLength;
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    sizes.push({ type, path, js: totals.js / 1024, css: totals.css / 1024 });
    await context.close();
  }
  await browser.close();

  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const scores = [];
  for (const path of lighthousePages) {
    const chrome = await launch({ chromePath, chromeFlags: flags });
    try {
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile', screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false } });
      const c = result.lhr.categories;
      scores.push({ path, performance: c.performance.score * 100, accessibility: c.accessibility.score * 100, 'best-practices': c['best-practices'].score * 100, seo: c.seo.score * 100 });
    } finally {
      await chrome.kill();
    }
  }

  console.log('\nJavaScript and CSS loaded before the first interaction (KB as transferred, compressed; goal JS <= 100 KB)');
  console.log('| page type | path | JS KB | CSS KB |\n|---|---|---|---|');
  for (const s of sizes) console.log(`| ${s.type} | ${s.path} | ${s.js.toFixed(1)} | ${s.css.toFixed(1)} |`);
  console.log('\nLighthouse 12.8 mobile (goals: performance >= 95, accessibility 100, best practices >= 95, SEO 100)');
  console.log('| path | performance | accessibility | best practices | SEO |\n|---|---|---|---|---|');
  for (const s of scores) console.log(`| ${s.path} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} |`);
} finally {
  server.kill('SIGTERM');
}
