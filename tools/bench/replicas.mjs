#!/usr/bin/env node
// `npm run bench:replicas [-- --replicas=3] [-- --clients=20] [-- --settle=8] [-- --server=apps/api/dist/server.mjs]
// [-- --json]`: the deployment of compose.yaml, run as processes on this machine. A database of its own on the local
// PostgreSQL (BENCH_POSTGRES_URL, default the test server), N api replicas on it (TRUST_PROXY=true, METRICS_TOKEN
// set), and Debian's nginx in front with deploy/nginx/calchub.conf.template: the prerendered site from disk, the rest
// proxied. Steady mixed load from many visitor addresses (pages, shared addresses, the public API, explanations),
// then each replica restarted with SIGTERM in turn (waiting until it is ready again), then one killed with SIGKILL and
// started again. Prints, for each phase, the requests, the failures (a network error or a 5xx) and the latency; a
// POST in flight on the killed replica is the only failure nginx cannot hide, and is counted on its own. Then what
// an operator sees in one replica's metrics. `--json` prints the figures as one JSON object (the tests read it).
// Build first: `npx nx run-many -t build -p @calchub/web @calchub/admin @calchub/api`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const REPLICAS = Number(option('replicas', 3));
const CLIENTS = Number(option('clients', 20));
/** Seconds of load before the first restart, between steps, and after the last. */
const SETTLE_SECONDS = Number(option('settle', 8));
const serverScript = resolve(root, option('server', 'apps/api/dist/server.mjs'));
const site = resolve(root, option('site', 'apps/web/dist/site'));
const asJson = args.includes('--json');
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ADMIN_KEY = 'replicas-bench-admin-key-0123456789';
const METRICS_TOKEN = 'replicas-bench-metrics-token-0123';
/** How long nginx's old workers get to pass on what they were sending to a replica taken out of rotation. */
const DEREGISTER_MS = 500;
/** Distinct visitor addresses the load comes from (each limit counts per address). */
const VISITORS = 2_000;

const say = (line) => {
  if (!asJson) console.log(line);
};

for (const needed of [site, serverScript]) {
  if (!existsSync(needed)) throw new Error(`${needed} is missing: run npx nx run-many -t build -p @calchub/web @calchub/admin @calchub/api first`);
}
if (spawnSync('nginx', ['-v']).error) throw new Error("nginx is not installed: apt-get install nginx-light (Debian's package)");

const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

function freePort() {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

async function waitUntil(check, what, limitMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not happen within ${limitMs / 1000} s`);
}

// ---- the database ----

async function createDatabase() {
  const name = `calchub_replicas_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: POSTGRES });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

// ---- the api replicas ----

function startReplica(replica, databaseUrl) {
  const child = spawn(process.execPath, [serverScript], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(replica.port),
      DATABASE_URL: databaseUrl,
      ADMIN_KEY,
      METRICS_TOKEN,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: site,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += String(chunk)));
  replica.child = child;
  replica.exited = new Promise((resolveExit) => child.on('exit', (code, signal) => resolveExit(signal ?? code)));
  replica.errors = () => errors;
  return replica;
}

const isReady = async (replica) => (await fetch(`http://127.0.0.1:${replica.port}/api/health/ready`)).status === 200;

// ---- nginx ----

/**
 * Writes the site's configuration from compose.yaml's template, for processes on this machine: a replica taken out of
 * rotation is marked `down`.
 */
function writeCalchubConfig(folder, port, replicas) {
  const template = readFileSync(join(root, 'deploy/nginx/calchub.conf.template'), 'utf8');
  const values = {
    CALCHUB_API_SERVERS: replicas.map((replica) => `server 127.0.0.1:${replica.port} max_fails=1 fail_timeout=2s${replica.down ? ' down' : ''};`).join(' '),
    CALCHUB_LISTEN: `127.0.0.1:${port}`,
    CALCHUB_SITE_ROOT: site,
  };
  writeFileSync(join(folder, 'calchub.conf'), template.replace(/\$\{(CALCHUB_\w+)\}/g, (_match, name) => values[name]));
}

/** The nginx configuration around it: one worker, in the foreground, every file in `folder`. */
function nginxConfig(folder, port, replicas) {
  writeCalchubConfig(folder, port, replicas);
  return `worker_processes 1;
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  include ${folder}/calchub.conf;
}
`;
}

async function startNginx(replicas) {
  const folder = mkdtempSync(join(tmpdir(), 'calchub-replicas-nginx-'));
  const port = await freePort();
  writeFileSync(join(folder, 'nginx.conf'), nginxConfig(folder, port, replicas));
  const check = spawnSync('nginx', ['-t', '-q', '-c', join(folder, 'nginx.conf'), '-p', folder], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the configuration:\n${check.stderr}`);
  const child = spawn('nginx', ['-c', join(folder, 'nginx.conf'), '-p', folder], { stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  await waitUntil(async () => (await fetch(`${base}/`)).status === 200, 'nginx answering');
  /** Writes the configuration again and has nginx load it: new workers take it, the old ones finish their requests. */
  const reload = () => {
    writeCalchubConfig(folder, port, replicas);
    const reloaded = spawnSync('nginx', ['-s', 'reload', '-c', join(folder, 'nginx.conf'), '-p', folder], { encoding: 'utf8' });
    if (reloaded.status !== 0) throw new Error(`nginx could not reload:\n${reloaded.stderr}`);
  };
  return { base, stop: () => child.kill('SIGQUIT'), folder, reload };
}

// ---- the load ----

const PAGES = ['/', '/calculator/bmi', '/calculator/mortgage', '/category/finance', '/calculator/loan'];

/** One request of the mix: what a visitor's browser and a script calling the API send. */
function nextRequest(sequence) {
  const visitor = `198.18.${Math.floor((sequence % VISITORS) / 250)}.${sequence % 250}`;
  const headers = { 'x-forwarded-for': visitor, 'accept-encoding': 'br, gzip' };
  const pick = sequence % 20;
  if (pick < 6) return { kind: 'page', method: 'GET', path: PAGES[sequence % PAGES.length], headers };
  if (pick < 10) {
    const amount = 10_000 + (sequence % 500) * 100;
    return { kind: 'shared address', method: 'GET', path: `/calculator/loan?loanAmount=${amount}&interestRate=7&loanTenure=3`, headers };
  }
  if (pick < 17) return { kind: 'public API', method: 'GET', path: `/api/v1/calculate/bmi?weight=${50 + (sequence % 60)}&height=175`, headers };
  const body = JSON.stringify({ slug: 'loan', inputs: { loanAmount: 10_000 + (sequence % 50) * 1000, interestRate: 7, loanTenure: 3 } });
  return { kind: 'explain', method: 'POST', path: '/api/explain', headers: { ...headers, 'content-type': 'application/json' }, body };
}

/**
 * Sends one request on a connection of its own and reads the whole answer; resolves with the status. A new
 * connection each time, as many visitors' browsers make: a connection kept alive to nginx would be closed by nginx's
 * reload while idle, and a browser sends again a request that failed that way, which this client would count as a
 * failure instead.
 */
function send(url, { method, headers, body }) {
  return new Promise((resolveStatus, reject) => {
    const outgoing = httpRequest(url, { method, headers, agent: false }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolveStatus(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

function percentile(sorted, share) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
}

async function main() {
  const database = await createDatabase();
  const replicas = [];
  let nginx;
  const results = [];
  let phase = 'before';
  let running = true;
  try {
    for (let index = 0; index < REPLICAS; index += 1) replicas.push({ name: `replica ${index + 1}`, port: await freePort() });
    // One at a time: the first migrates the new database.
    for (const replica of replicas) {
      startReplica(replica, database.url);
      await waitUntil(() => isReady(replica), `${replica.name} ready`);
    }
    nginx = await startNginx(replicas);
    say(`${REPLICAS} replicas on PostgreSQL behind nginx (${nginx.base}); ${CLIENTS} clients, ${VISITORS} visitor addresses, ${SETTLE_SECONDS} s between steps`);

    let sequence = 0;
    const client = async () => {
      while (running) {
        sequence += 1;
        const request = nextRequest(sequence);
        const started = performance.now();
        let status = 0;
        try {
          status = await send(`${nginx.base}${request.path}`, request);
        } catch {
          status = 0;
        }
        // Counted in the phase it ended in: a request in flight when a replica was killed failed in that phase.
        results.push({ phase, kind: request.kind, method: request.method, status, ms: performance.now() - started, at: new Date().toISOString() });
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);

    const steps = [];
    const step = async (name, action) => {
      phase = name;
      const started = Date.now();
      await action();
      steps.push({ name, seconds: (Date.now() - started) / 1000, startedAt: new Date(started).toISOString() });
      await sleep(SETTLE_SECONDS * 1000);
    };
    await sleep(SETTLE_SECONDS * 1000);
    // A rolling restart as an operator runs it with nginx: take the replica out of rotation (marked down, nginx
    // reloaded), stop it with SIGTERM (it finishes what it is answering), start it, wait until it is ready, and put
    // it back.
    for (const replica of replicas) {
      await step(`SIGTERM ${replica.name}`, async () => {
        replica.down = true;
        nginx.reload();
        await sleep(DEREGISTER_MS);
        replica.child.kill('SIGTERM');
        const exit = await replica.exited;
        if (exit !== 0) throw new Error(`${replica.name} exited with ${exit} on SIGTERM:\n${replica.errors()}`);
        startReplica(replica, database.url);
        await waitUntil(() => isReady(replica), `${replica.name} ready again`);
        replica.down = false;
        nginx.reload();
      });
    }
    const killed = replicas[0];
    await step(`SIGKILL ${killed.name}`, async () => {
      killed.child.kill('SIGKILL');
      await killed.exited;
      startReplica(killed, database.url);
      await waitUntil(() => isReady(killed), `${killed.name} ready again`);
    });
    phase = 'after';
    await sleep(SETTLE_SECONDS * 1000);
    running = false;
    await Promise.all(clients);

    const scrape = await fetch(`http://127.0.0.1:${replicas[1 % REPLICAS].port}/api/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const metrics = await scrape.text();

    const phases = ['before', ...steps.map((entry) => entry.name), 'after'].map((name) => {
      const rows = results.filter((row) => row.phase === name);
      const failed = rows.filter((row) => row.status === 0 || row.status >= 500);
      const sorted = rows.map((row) => row.ms).sort((a, b) => a - b);
      return {
        phase: name,
        seconds: steps.find((entry) => entry.name === name)?.seconds,
        requests: rows.length,
        failed: failed.length,
        failedGets: failed.filter((row) => row.method === 'GET').length,
        failedPosts: failed.filter((row) => row.method === 'POST').length,
        statuses: Object.fromEntries([...new Set(rows.map((row) => row.status))].sort().map((status) => [status, rows.filter((row) => row.status === status).length])),
        p50: Math.round(percentile(sorted, 0.5) * 10) / 10,
        p99: Math.round(percentile(sorted, 0.99) * 10) / 10,
        max: Math.round((sorted.at(-1) ?? 0) * 10) / 10,
      };
    });
    const pick = (pattern) => metrics.split('\n').filter((line) => pattern.test(line));
    const nginxLog = readFileSync(join(nginx.folder, 'error.log'), 'utf8').split('\n').filter((line) => line.includes('upstream')).sort((a, b) => Number(b.includes('POST')) - Number(a.includes('POST')));
    const report = {
      replicas: REPLICAS,
      clients: CLIENTS,
      requests: results.length,
      failed: phases.reduce((sum, entry) => sum + entry.failed, 0),
      byKind: Object.fromEntries([...new Set(results.map((row) => row.kind))].map((kind) => [kind, results.filter((row) => row.kind === kind).length])),
      phases,
      metrics: {
        requests: pick(/^calchub_http_requests_total\{/),
        renderCache: pick(/^calchub_render_cache_(pages|bytes|answers_total)/),
        explanations: pick(/^calchub_explanations_total\{/),
        pool: pick(/^calchub_db_pool_connections\{/),
        eventLoop: pick(/^nodejs_eventloop_lag_(p50|p99|max)_seconds /),
        memory: pick(/^process_resident_memory_bytes /),
      },
      // What nginx logged about the replicas: each request it tried on another replica, and any it could not.
      nginxLog: nginxLog.slice(0, 20).map((line) => line.replace(/^\S+ \S+ /, '')),
      // Every failed request: when, in which phase, what.
      failures: results.filter((row) => row.status === 0 || row.status >= 500).map(({ at, phase: during, kind, status }) => ({ at, phase: during, kind, status })),
    };
    if (asJson) {
      console.log(JSON.stringify(report));
      return;
    }
    say(`\n${report.requests} requests (${Object.entries(report.byKind).map(([kind, count]) => `${count} ${kind}`).join(', ')}); failed: ${report.failed}\n`);
    say('| phase | took | requests | failed (GET / POST) | p50 ms | p99 ms | max ms | statuses |');
    say('|---|---|---|---|---|---|---|---|');
    for (const entry of phases) {
      say(`| ${entry.phase} | ${entry.seconds === undefined ? '' : `${entry.seconds.toFixed(1)} s`} | ${entry.requests} | ${entry.failed} (${entry.failedGets} / ${entry.failedPosts}) | ${entry.p50} | ${entry.p99} | ${entry.max} | ${Object.entries(entry.statuses).map(([status, count]) => `${status === '0' ? 'network error' : status}: ${count}`).join(', ')} |`);
    }
    for (const failure of report.failures) say(`failed: ${failure.at} ${failure.phase}: ${failure.kind} answered ${failure.status === 0 ? 'with a network error' : failure.status}`);
    say(`\nnginx's log about the replicas (${nginxLog.length} lines; the first ${report.nginxLog.length}):`);
    for (const line of report.nginxLog) say(`    ${line.slice(0, 220)}`);
    say(`\nWhat ${replicas[1 % REPLICAS].name}'s /api/metrics showed at the end (it was restarted once, so it counts since then):`);
    for (const [name, lines] of Object.entries(report.metrics)) {
      say(`- ${name}:`);
      for (const line of lines.slice(0, 12)) say(`    ${line}`);
    }
  } finally {
    running = false;
    nginx?.stop();
    for (const replica of replicas) replica.child?.kill('SIGKILL');
    await Promise.all(replicas.map((replica) => replica.exited));
    await database.drop().catch((error) => console.error(`the bench database could not be dropped: ${error.message}`));
    if (nginx) rmSync(nginx.folder, { recursive: true, force: true });
  }
}

await main();
