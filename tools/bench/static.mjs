#!/usr/bin/env node
// `npm run bench:static [-- --seconds=N] [-- --nginx-workers=N] [-- --server=apps/api/dist/server.mjs]`: serves the
// built site (apps/web/dist/site, apps/admin/dist) with the api process and with Debian's nginx side by side, and
// prints, for the home page, a calculator page and a hashed asset, requests/s, p99 latency and the bytes of each
// answer, asked with `Accept-Encoding: br, gzip` by autocannon (20 connections). nginx gets a generated
// configuration in a temporary folder: the same folder, the precompressed copies (gzip_static, brotli_static when the
// module is installed), the same cache headers, one worker by default (the api is one process).
// `npm run bench:static -- --memory`: the api process's resident memory (VmRSS, and its peak VmHWM) once it answers,
// after the load, and settled, on PGlite and on PostgreSQL (DATABASE_URL of the test server, a database of its own).
// Build first: `npx nx run-many -t build -p @calchub/web @calchub/admin @calchub/api`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const seconds = Number(option('seconds', 5));
const nginxWorkers = option('nginx-workers', '1');
const serverScript = resolve(root, option('server', 'apps/api/dist/server.mjs'));
const memoryOnly = args.includes('--memory');
const site = join(root, 'apps/web/dist/site');
const adminSite = join(root, 'apps/admin/dist');
const CONNECTIONS = 20;
const ACCEPT = 'br, gzip';
const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

for (const needed of [site, serverScript]) {
  if (!existsSync(needed)) throw new Error(`${needed} is missing: run npx nx run-many -t build -p @calchub/web @calchub/admin @calchub/api first`);
}

function freePort() {
  return new Promise((resolvePort) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolvePort(port));
    });
  });
}

const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const sleep = (ms) => new Promise((resolveSleep) => setTimeout(resolveSleep, ms));

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function waitFor(url, child) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode}) before answering`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within a minute`);
}

async function startApi(env = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverScript], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'calchub-static-bench-')),
      ADMIN_KEY: 'bench-admin-key-0123456789',
      LOG_LEVEL: 'info',
      WEB_DIST_DIR: site,
      ADMIN_DIST_DIR: adminSite,
      ...env,
    },
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  const started = Date.now();
  await waitFor(`http://127.0.0.1:${port}/api/health`, child);
  return { name: 'api', base: `http://127.0.0.1:${port}`, child, startMs: Date.now() - started, log: () => log, stop: () => child.kill('SIGTERM') };
}

function nginxModules() {
  const folder = '/usr/lib/nginx/modules';
  const brotli = existsSync(join(folder, 'ngx_http_brotli_static_module.so'));
  return brotli ? { load: `load_module ${join(folder, 'ngx_http_brotli_static_module.so')};`, brotli: 'brotli_static on;' } : { load: '', brotli: '' };
}

async function startNginx() {
  const port = await freePort();
  const folder = mkdtempSync(join(tmpdir(), 'calchub-nginx-'));
  const modules = nginxModules();
  // The api's rules: hashed /assets/ immutable for a year, everything else no-cache; a folder answers with its
  // index.html with or without the trailing slash; unknown paths get 404.html with status 404.
  const config = `${modules.load}
worker_processes ${nginxWorkers};
daemon off;
pid ${folder}/nginx.pid;
error_log ${folder}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${folder}/body;
  proxy_temp_path ${folder}/proxy;
  fastcgi_temp_path ${folder}/fastcgi;
  uwsgi_temp_path ${folder}/uwsgi;
  scgi_temp_path ${folder}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  gzip_static on;
  gzip_vary on;
  ${modules.brotli}
  server {
    listen 127.0.0.1:${port};
    root ${site};
    error_page 404 /404.html;
    location /assets/ {
      add_header Cache-Control "public, max-age=31536000, immutable";
      try_files $uri =404;
    }
    location /admin/ {
      alias ${adminSite}/;
      try_files $uri /admin/index.html;
    }
    location / {
      add_header Cache-Control "no-cache";
      try_files $uri $uri/index.html =404;
    }
  }
}
`;
  writeFileSync(join(folder, 'nginx.conf'), config);
  const child = spawn('nginx', ['-c', join(folder, 'nginx.conf'), '-p', folder], { stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`http://127.0.0.1:${port}/`, child);
  return { name: `nginx (${nginxWorkers} worker${nginxWorkers === '1' ? '' : 's'}${modules.brotli ? ', brotli_static' : ', gzip only'})`, base: `http://127.0.0.1:${port}`, child, stop: () => child.kill('SIGTERM') };
}

/** One request as a browser sends it: status, encoding, body bytes and the headers the comparison is about. */
function probe(url) {
  return new Promise((resolveProbe, reject) => {
    request(url, { headers: { 'accept-encoding': ACCEPT } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolveProbe({
          status: response.statusCode,
          encoding: response.headers['content-encoding'] ?? 'identity',
          bytes,
          cacheControl: response.headers['cache-control'],
          etag: Boolean(response.headers.etag),
          vary: response.headers.vary,
        }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const SHARED_QUERY = '?homePrice=300000&downPaymentPercent=10&interestRate=7&loanTerm=30';

/** A request for an address no one asked for before: the api renders each one (the cache cannot help). */
function distinctAddresses() {
  let next = 0;
  return [{ method: 'GET', setupRequest: (request) => ({ ...request, path: `/calculator/mortgage?homePrice=${200000 + (next += 1)}&downPaymentPercent=10&interestRate=7&loanTerm=30` }) }];
}

async function drive(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': ACCEPT } });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

function pages() {
  const asset = readdirSync(join(site, 'assets')).find((name) => /^index-.*\.js$/.test(name));
  return [
    ['home', '/'],
    ['calculator page', '/calculator/mortgage'],
    // nginx sends the page as built for any query (its script would compute the result); the api sends the page
    // rendered with the address's own result, rendered once and then from its cache.
    ['shared address', `/calculator/mortgage${SHARED_QUERY}`],
    [`hashed asset`, `/assets/${asset}`],
  ];
}

async function throughput() {
  const api = await startApi({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' });
  const nginx = await startNginx();
  const servedFromMemory = /Serving the site from memory[^"]*/.exec(api.log())?.[0];
  const before = memoryOf(api.child.pid);
  const rows = [];
  try {
    console.log(`Serving ${site} with ${nginx.name} and the api (${serverScript.slice(root.length + 1)}); ${CONNECTIONS} connections, ${seconds} s a case, Accept-Encoding: ${ACCEPT}`);
    if (servedFromMemory) console.log(`api: ${servedFromMemory}`);
    for (const [label, path] of pages()) {
      for (const server of [nginx, api]) {
        const loadBefore = load();
        const answer = await probe(`${server.base}${path}`);
        await autocannon({ url: `${server.base}${path}`, connections: CONNECTIONS, duration: 1, headers: { 'accept-encoding': ACCEPT } }); // warm-up
        const measured = await drive(`${server.base}${path}`);
        rows.push({ label, path, server: server.name, loadBefore, ...answer, ...measured });
      }
    }
    const distinct = await autocannon({ url: api.base, connections: CONNECTIONS, duration: seconds, headers: { 'accept-encoding': ACCEPT }, requests: distinctAddresses() });
    rows.renders = { rps: distinct.requests.average, p99: distinct.latency.p99, errors: distinct.errors + distinct.non2xx };
  } finally {
    nginx.stop();
    api.stop();
  }
  const after = memoryOf(api.child.pid);
  console.log('\n| page | server | requests/s | p99 ms | answer | bytes | cache-control | ETag | Vary | non-2xx or errors | load before |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    console.log(
      `| ${row.label} \`${row.path}\` | ${row.server} | ${Math.round(row.rps)} | ${row.p99} | ${row.status} ${row.encoding} | ${row.bytes} | ${row.cacheControl ?? ''} | ${row.etag ? 'yes' : 'no'} | ${row.vary ?? ''} | ${row.errors} | ${row.loadBefore} |`,
    );
  }
  console.log('\napi / nginx requests/s:');
  for (let index = 0; index < rows.length; index += 2) {
    const [nginxRow, apiRow] = [rows[index], rows[index + 1]];
    console.log(`- ${nginxRow.label}: ${(apiRow.rps / nginxRow.rps).toFixed(2)}`);
  }
  const { renders } = rows;
  console.log(`\napi, a new shared address on every request (each one rendered, then cached within its bound): ${Math.round(renders.rps)} requests/s, p99 ${renders.p99} ms, ${renders.errors} non-2xx or errors`);
  console.log(`\napi resident memory: ${before.rss.toFixed(0)} MB before the load (peak ${before.peak.toFixed(0)}), ${after.rss.toFixed(0)} MB after (peak ${after.peak.toFixed(0)}); load average now ${load()}`);
}

async function memory() {
  const database = `calchub_memory_${process.pid}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(POSTGRES);
  url.pathname = `/${database}`;
  console.log(`api resident memory (MB), ${serverScript.slice(root.length + 1)}; load average ${load()}`);
  console.log('| database | start (ms) | answering: RSS | peak so far | after 2,000 page requests: RSS | then 3,000 distinct shared addresses: RSS | settled 15 s later: RSS | peak |');
  console.log('|---|---|---|---|---|---|---|---|');
  try {
    const dataDir = mkdtempSync(join(tmpdir(), 'calchub-static-bench-'));
    for (const [label, env] of [
      ['PGlite, first start (empty DATA_DIR)', { DATA_DIR: dataDir }],
      ['PGlite, next start (same DATA_DIR)', { DATA_DIR: dataDir }],
      ['PostgreSQL', { DATABASE_URL: url.href }],
    ]) {
      const api = await startApi({ ...env, LOG_LEVEL: 'warn' });
      try {
        const answering = memoryOf(api.child.pid);
        await autocannon({ url: `${api.base}/calculator/mortgage`, connections: 10, amount: 2000, headers: { 'accept-encoding': ACCEPT } });
        const loaded = memoryOf(api.child.pid);
        await autocannon({ url: api.base, connections: 10, amount: 3000, headers: { 'accept-encoding': ACCEPT }, requests: distinctAddresses() });
        const rendered = memoryOf(api.child.pid);
        await sleep(15_000);
        const settled = memoryOf(api.child.pid);
        console.log(
          `| ${label} | ${api.startMs} | ${answering.rss.toFixed(0)} | ${answering.peak.toFixed(0)} | ${loaded.rss.toFixed(0)} | ${rendered.rss.toFixed(0)} | ${settled.rss.toFixed(0)} | ${settled.peak.toFixed(0)} |`,
        );
      } finally {
        api.stop();
        await new Promise((resolveExit) => api.child.once('exit', resolveExit));
      }
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
}

if (memoryOnly) await memory();
else await throughput();
