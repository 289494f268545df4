#!/usr/bin/env node
// Load benchmark of the api: requests/s and p99 latency of GET /api/health and GET /api/admin/stats (with 10,000
// SEO proposals and 10,000 calculator requests seeded), and of POST /api/explain three ways: computed insights (no
// AI_BASE_URL), and through the fake OpenAI-compatible provider with every question asked before (answered from the
// cache, no provider call) or every question new (a different loan amount each time: a provider call, the quota and
// budget ledger, the number check). On PGlite and on PostgreSQL. It builds the bundle, starts it as a real server
// process, and drives it with autocannon. Figures only: nothing here passes or fails, but the table counts the
// answers by status and source, so that a run where the server answered otherwise than expected shows it.
//
// The explain endpoint allows 30 requests a minute per address; the bench sends each request from its own address
// in X-Forwarded-For, to a server started with TRUST_PROXY=true.
//
//   npm run bench:api                      (from the repo root)
//   BENCH_SECONDS=20 BENCH_CONNECTIONS=50 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:api
//   BENCH_DRIVERS=pglite npm run bench:api  (skip Postgres)
import { PGlite } from '@electric-sql/pglite';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bundleApi } from '../build.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ROWS = 10_000;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DRIVERS = (process.env.BENCH_DRIVERS ?? 'pglite,postgres').split(',').map((driver) => driver.trim());
const ADMIN_KEY = `bench-${randomBytes(16).toString('hex')}`;
/** The question of the explain runs; the "new questions" run changes its loan amount on every request. */
const LOAN = { loanAmount: 10_000, interestRate: 7, loanTenure: 3 };
/** What the AI server is told a token costs (a small hosted model's list prices), in US dollars per million. */
const PRICES = { AI_INPUT_PRICE_PER_MTOK: '0.15', AI_OUTPUT_PRICE_PER_MTOK: '0.6' };
/** Settings that admit every question: the largest cap and quota the settings allow. Every request is a new visitor. */
const AI_SETTINGS = { ai_enabled: true, global_monthly_cap_usd: 10_000, user_free_quota: 100, max_tokens_per_user_month: 10_000, hard_cutoff: true, ip_tracking: false };
// The figures depend on what else the machine is doing, so the table says how busy it was.
const loadAtStart = loadavg()[0];

const SEED = [
  `INSERT INTO seo_proposals (keyword, priority, status, title, meta_description, confidence_score, estimated_traffic, created_at, decided_at)
   SELECT 'keyword ' || i, (ARRAY['high','medium','low'])[1 + i % 3], (ARRAY['pending','approved','rejected'])[1 + i % 3],
          'Title ' || i, 'Meta description ' || i, (i % 100) / 100.0, i % 5000,
          now() - make_interval(mins => i), CASE WHEN i % 3 = 0 THEN NULL ELSE now() - make_interval(mins => i) END
   FROM generate_series(1, ${ROWS}) AS i`,
  `INSERT INTO calculator_requests (name, category, status, formula, disclaimer, confidence_score, created_at, decided_at)
   SELECT 'Calculator ' || i, (ARRAY['finance','health','education','business'])[1 + i % 4], (ARRAY['pending','approved','rejected'])[1 + i % 3],
          'a * b', 'Estimates only.', (i % 100) / 100.0,
          now() - make_interval(mins => i), CASE WHEN i % 3 = 0 THEN NULL ELSE now() - make_interval(mins => i) END
   FROM generate_series(1, ${ROWS}) AS i`,
];

/** Starts the bundle and resolves with its address once it prints it. */
function startServer(bundle, env) {
  const child = spawn(process.execPath, [bundle], {
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ADMIN_KEY, TRUST_PROXY: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /CalcHub is running at http:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolve({ child, url: `http://127.0.0.1:${match[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
  });
}

function stopServer({ child }) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', resolve);
    child.kill('SIGTERM');
  });
}

async function signIn(url) {
  const response = await fetch(`${url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ key: ADMIN_KEY }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

/** Starts the fake OpenAI-compatible provider on a free port and resolves with its address. */
function startFakeLlm() {
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/api/src/testing/fake-llm-cli.ts', '--port', '0'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /Fake LLM listening at (http:\/\/\S+)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`the fake LLM exited (${code}): ${output}`)));
  });
}

/** Counts answers by status and, for a 200, by source and reason: "200 ai", "200 template budget", "429". */
function tally() {
  const counts = new Map();
  return {
    counts,
    add(status, body) {
      let kind = String(status);
      if (status === 200) {
        try {
          const { source, reason } = JSON.parse(body);
          kind = `200 ${source}${reason ? ` ${reason}` : ''}`;
        } catch {
          kind = '200 unreadable';
        }
      }
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    },
  };
}

async function measure(url, label, options = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });
  return { label, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, total: result.requests.total };
}

let addressesUsed = 0;
/** A new client address for each request, so that the per-address limit of the explain endpoint never applies. */
function nextAddress() {
  addressesUsed += 1;
  return `10.${(addressesUsed >> 16) & 255}.${(addressesUsed >> 8) & 255}.${addressesUsed & 255}`;
}

/**
 * Drives POST /api/explain, each request from a new address and with `inputs()` as its loan, and counts the answers.
 * Every connection gets its own request (`setupClient`), so that none sends another's first question.
 */
async function measureExplain(url, label, inputs, expected) {
  const answers = tally();
  const requests = () => [
    {
      method: 'POST',
      path: '/api/explain',
      setupRequest: (request) => ({
        ...request,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ slug: 'loan', inputs: inputs() }),
      }),
      onResponse: (status, body) => answers.add(status, body),
    },
  ];
  const row = await measure(url, label, { requests: requests(), setupClient: (client) => client.setRequests(requests()) });
  const unexpected = [...answers.counts].filter(([kind]) => kind !== expected).reduce((sum, [, count]) => sum + count, 0);
  return { ...row, answers: answers.counts, unexpected };
}

async function explainOnce(url, inputs) {
  const response = await fetch(`${url}/api/explain`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ slug: 'loan', inputs }),
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`the explain request failed: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}

/** Saves AI settings that admit every question the bench asks. */
async function admitEverything(url, cookie) {
  const headers = { cookie, origin: url, 'content-type': 'application/json' };
  const current = await (await fetch(`${url}/api/admin/ai-settings`, { headers: { cookie } })).json();
  const response = await fetch(`${url}/api/admin/ai-settings`, { method: 'POST', headers, body: JSON.stringify({ ...current, ...AI_SETTINGS }) });
  if (!response.ok) throw new Error(`saving the AI settings failed: ${response.status} ${await response.text()}`);
}

/** What ai_answers says after the AI runs: the provider's answers (written once per provider call) and the cache's. */
const ANSWER_LOG = `SELECT count(*) FILTER (WHERE model IS NOT NULL AND NOT cached) AS provider, count(*) FILTER (WHERE cached) AS cached,
  coalesce(sum(cost_usd) FILTER (WHERE NOT cached), 0) AS cost FROM ai_answers`;

/**
 * Runs every measurement against one database: health, stats and computed insights on a server without AI, then the
 * AI cases on a server pointed at the fake provider. `sql(statements)` runs statements while no server holds the
 * database and resolves with the last one's rows.
 */
async function benchDriver(bundle, driver, env, sql, llmUrl) {
  // First start applies the migrations; the seed goes in while no server holds the database.
  await stopServer(await startServer(bundle, env));
  await sql(SEED);
  const rows = [];
  const server = await startServer(bundle, env);
  try {
    const cookie = await signIn(server.url);
    rows.push({ driver, ...(await measure(server.url + '/api/health', 'GET /api/health')) });
    rows.push({ driver, ...(await measure(server.url + '/api/admin/stats', 'GET /api/admin/stats', { headers: { cookie } })) });
    rows.push({ driver, ...(await measureExplain(server.url, 'explain: computed', () => LOAN, '200 template not_configured')) });
  } finally {
    await stopServer(server);
  }

  const aiServer = await startServer(bundle, { ...env, AI_BASE_URL: `${llmUrl}/v1`, AI_API_KEY: 'sk-bench', AI_MODEL: 'bench-model', ...PRICES });
  let hits;
  let misses;
  try {
    await admitEverything(aiServer.url, await signIn(aiServer.url));
    // The question the cached run repeats is asked once first: that one call reaches the provider.
    const first = await explainOnce(aiServer.url, LOAN);
    if (first.source !== 'ai') throw new Error(`the fake provider's answer was not shown: ${JSON.stringify(first)}`);
    hits = await measureExplain(aiServer.url, 'explain: AI, cached', () => LOAN, '200 ai');
    rows.push({ driver, ...hits });
    // Loan amounts above any the cached run asked: each request a question the model has not answered.
    let loanAmount = 20_000;
    misses = await measureExplain(aiServer.url, 'explain: AI, new', () => ({ ...LOAN, loanAmount: (loanAmount += 1) }), '200 ai');
    rows.push({ driver, ...misses });
  } finally {
    await stopServer(aiServer);
  }
  const [log] = await sql([ANSWER_LOG]);
  // Requests still in flight when a run ends (at most one a connection) are answered after autocannon stops counting.
  const calls = 1 + (misses.answers.get('200 ai') ?? 0) + (misses.answers.get('200 template unverified') ?? 0);
  const fromCache = hits.answers.get('200 ai') ?? 0;
  const within = (count, expected) => (count >= expected && count <= expected + CONNECTIONS ? 'as expected' : 'NOT as expected');
  checks.push(
    `${driver}: the answer log holds ${log.provider} provider answers (${within(Number(log.provider), calls)}: the first question and the ${calls - 1} new ones,` +
      ` plus up to ${CONNECTIONS} in flight at the end) and ${log.cached} from the cache (${within(Number(log.cached), fromCache)}: ${fromCache} counted);` +
      ` $${Number(log.cost).toFixed(4)} spent at the fake's reported usage.`,
  );
  return rows;
}

/** One line a driver about the answer log, printed under the table. */
const checks = [];

const scratch = join(repoRoot, 'tmp');
mkdirSync(scratch, { recursive: true });
const workdir = mkdtempSync(join(scratch, 'api-bench-'));
const results = [];
let llm;
try {
  console.log(`Building the api bundle…`);
  const bundle = await bundleApi(join(workdir, 'bundle'));
  llm = await startFakeLlm();
  console.log(`Each endpoint: ${SECONDS} s, ${CONNECTIONS} connections; ${ROWS.toLocaleString('en-US')} SEO proposals and ${ROWS.toLocaleString('en-US')} calculator requests seeded.`);
  console.log(`Explanations of a loan; the AI runs through the fake provider at ${llm.url}, in this order: the same question, then a new one each request.`);

  if (DRIVERS.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'calchub-bench-'));
    try {
      results.push(
        ...(await benchDriver(
          bundle,
          'pglite',
          { DATA_DIR: dataDir },
          async (statements) => {
            const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
            let rows = [];
            for (const statement of statements) rows = (await db.query(statement)).rows;
            await db.close();
            return rows;
          },
          llm.url,
        )),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  if (DRIVERS.includes('postgres')) {
    const name = `calchub_bench_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${name}`;
    try {
      results.push(
        ...(await benchDriver(
          bundle,
          'postgres',
          { DATABASE_URL: url.toString() },
          async (statements) => {
            const client = new pg.Client({ connectionString: url.toString() });
            await client.connect();
            let rows = [];
            for (const statement of statements) rows = (await client.query(statement)).rows;
            await client.end();
            return rows;
          },
          llm.url,
        )),
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
} finally {
  if (llm) await stopServer(llm);
  rmSync(workdir, { recursive: true, force: true });
}

console.log('');
console.log(
  `Node ${process.version}, ${availableParallelism()} cores; 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end.`,
);
console.log('driver    endpoint                requests/s   p99 (ms)   requests   errors   answers');
for (const row of results) {
  const answers = row.answers ? [...row.answers].map(([kind, count]) => `${kind}: ${count}`).join(', ') : '';
  console.log(
    `${row.driver.padEnd(10)}${row.label.padEnd(24)}${row.rps.toFixed(0).padStart(10)}${String(row.p99).padStart(11)}${String(row.total).padStart(11)}${String(row.errors).padStart(9)}   ${answers}`,
  );
}
for (const line of checks) console.log(line);
const unexpected = results.filter((row) => row.unexpected > 0);
for (const row of unexpected) console.log(`${row.driver} ${row.label}: ${row.unexpected} answers were not the expected kind (see answers).`);
