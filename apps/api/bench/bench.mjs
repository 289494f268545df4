#!/usr/bin/env node
// Load benchmark of the api: requests/s and p99 latency of GET /api/health and GET /api/admin/stats (with 10,000
// SEO proposals and 10,000 calculator requests seeded), on PGlite and on PostgreSQL. It builds the bundle, starts it
// as a real server process, and drives it with autocannon. Figures only: nothing here passes or fails.
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
    env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ADMIN_KEY, ...env },
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

async function measure(url, path, headers = {}) {
  const result = await autocannon({ url: `${url}${path}`, connections: CONNECTIONS, duration: SECONDS, headers });
  return { path, rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, total: result.requests.total };
}

/** Runs both endpoints against one database; `seed(sqlStatements)` fills it while the server is stopped. */
async function benchDriver(bundle, driver, env, seed) {
  // First start applies the migrations; the seed goes in while no server holds the database.
  await stopServer(await startServer(bundle, env));
  await seed(SEED);
  const server = await startServer(bundle, env);
  try {
    const cookie = await signIn(server.url);
    const rows = [];
    rows.push({ driver, ...(await measure(server.url, '/api/health')) });
    rows.push({ driver, ...(await measure(server.url, '/api/admin/stats', { cookie })) });
    return rows;
  } finally {
    await stopServer(server);
  }
}

const scratch = join(repoRoot, 'tmp');
mkdirSync(scratch, { recursive: true });
const workdir = mkdtempSync(join(scratch, 'api-bench-'));
const results = [];
try {
  console.log(`Building the api bundle…`);
  const bundle = await bundleApi(join(workdir, 'bundle'));
  console.log(`Each endpoint: ${SECONDS} s, ${CONNECTIONS} connections; ${ROWS.toLocaleString('en-US')} SEO proposals and ${ROWS.toLocaleString('en-US')} calculator requests seeded.`);

  if (DRIVERS.includes('pglite')) {
    const dataDir = mkdtempSync(join(tmpdir(), 'calchub-bench-'));
    try {
      results.push(
        ...(await benchDriver(bundle, 'pglite', { DATA_DIR: dataDir }, async (statements) => {
          const db = await PGlite.create({ dataDir: join(dataDir, 'pgdata') });
          for (const statement of statements) await db.exec(statement);
          await db.close();
        })),
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
        ...(await benchDriver(bundle, 'postgres', { DATABASE_URL: url.toString() }, async (statements) => {
          const client = new pg.Client({ connectionString: url.toString() });
          await client.connect();
          for (const statement of statements) await client.query(statement);
          await client.end();
        })),
      );
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
} finally {
  rmSync(workdir, { recursive: true, force: true });
}

console.log('');
console.log(
  `Node ${process.version}, ${availableParallelism()} cores; 1-minute load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end.`,
);
console.log('driver    endpoint            requests/s   p99 (ms)   requests   errors');
for (const row of results) {
  console.log(
    `${row.driver.padEnd(10)}${row.path.padEnd(20)}${row.rps.toFixed(0).padStart(10)}${String(row.p99).padStart(11)}${String(row.total).padStart(11)}${String(row.errors).padStart(9)}`,
  );
}
