import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createPostgresDatabase } from './testing/postgres-server.js';
import { signInOverHttp, spawnServer, startServer, type ServerProcess } from './testing/server-process.js';

const ADMIN_KEY = 'process-test-admin-key-0123456789';
const STACK = /\n\s+at /;

function scratchDir(): string {
  return mkdtempSync(join(inject('scratchDir'), 'process-'));
}

/**
 * Sends contact messages from 4 concurrent writers (each from its own forwarded address, so the per-address limit
 * does not apply) until `acknowledged` have been answered 201, then kills the server with SIGKILL while writes are
 * still in flight. Returns the acknowledged messages.
 */
async function writeThenKill(server: ServerProcess, acknowledged: number): Promise<string[]> {
  const acked: string[] = [];
  let sequence = 0;
  let killed = false;
  const writer = async () => {
    while (!killed) {
      sequence += 1;
      const message = `durability check message ${sequence}`;
      try {
        const response = await fetch(`${server.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${(sequence >> 8) & 255}.${sequence & 255}` },
          body: JSON.stringify({ name: 'Durability', email: 'durable@example.com', message }),
        });
        if (response.status === 201) acked.push(message);
        else throw new Error(`unexpected ${response.status}: ${await response.text()}`);
      } catch (error) {
        if (!killed) throw error;
      }
      if (acked.length >= acknowledged && !killed) {
        killed = true;
        server.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all([writer(), writer(), writer(), writer()]);
  expect(await server.exited).toBe('SIGKILL');
  return acked;
}

async function storedMessages(server: ServerProcess): Promise<string[]> {
  const cookie = await signInOverHttp(server.url, ADMIN_KEY);
  const response = await fetch(`${server.url}/api/admin/contact-messages?limit=500`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as Array<{ message: string }>).map((row) => row.message);
}

async function stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string> {
  server.child.kill(signal);
  return server.exited;
}

describe('the server process', () => {
  it('stops with one clear line per bad setting, without a stack trace', async () => {
    const server = spawnServer({ PORT: 'eighty', LOG_LEVEL: 'loud', DATA_DIR: scratchDir() });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(
      'CalcHub could not start: the configuration is invalid:\n' +
        '  - PORT must be a whole number from 0 to 65535; got "eighty".\n' +
        '  - LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent; got "loud".\n',
    );
  });

  it('stops with one clear line when the data directory cannot be written', async () => {
    const file = join(scratchDir(), 'not-a-folder');
    writeFileSync(file, 'x');
    const server = spawnServer({ DATA_DIR: join(file, 'data') });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toMatch(/^CalcHub could not start: The data directory .+ cannot be created or written \(ENOTDIR\)\. Set DATA_DIR to a folder this user can write, or fix its permissions\.\n$/);
  });

  it('stops with one clear line when the port is in use', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    const database = await createPostgresDatabase();
    try {
      const server = spawnServer({ PORT: String(port), DATABASE_URL: database.url, ADMIN_KEY });
      expect(await server.exited).toBe(1);
      expect(server.stderr()).toBe(`CalcHub could not start: port ${port} is already in use on 127.0.0.1. Stop the other server or set PORT to a free port.\n`);
    } finally {
      blocker.close();
      await database.drop();
    }
  });

  it('on PGlite: every acknowledged write survives SIGKILL; a second server on the same DATA_DIR is refused; SIGTERM closes cleanly', async () => {
    const dataDir = scratchDir();
    const env = { DATA_DIR: dataDir, ADMIN_KEY, TRUST_PROXY: 'true' };
    const first = await startServer(env);
    expect(first.stdout()).toContain(`(database: PGlite in ${join(dataDir, 'pgdata')})`);
    const acked = await writeThenKill(first, 40);

    const second = await startServer(env);
    const stored = await storedMessages(second);
    expect(stored.length).toBeGreaterThanOrEqual(acked.length);
    for (const message of acked) expect(stored).toContain(message);

    const intruder = spawnServer({ ...env, PORT: '0' });
    expect(await intruder.exited).toBe(1);
    expect(intruder.stderr()).toMatch(/^CalcHub could not start: The data directory .+ is in use by another CalcHub server \(process \d+\)\./);
    expect(intruder.stderr()).not.toMatch(STACK);

    expect(readFileSync(join(dataDir, 'calchub.pid'), 'utf8')).toBe(String(second.child.pid));
    expect(await stop(second)).toBe(0);
    expect(second.stdout()).toContain('CalcHub is shutting down (SIGTERM)');
    expect(second.stdout()).toContain('CalcHub stopped.');
    expect(existsSync(join(dataDir, 'calchub.pid'))).toBe(false);
  }, 180_000);

  it('on Postgres: every acknowledged write survives SIGKILL; SIGINT closes cleanly', async () => {
    const database = await createPostgresDatabase();
    try {
      const env = { DATABASE_URL: database.url, ADMIN_KEY, TRUST_PROXY: 'true' };
      const first = await startServer(env);
      const acked = await writeThenKill(first, 60);
      const second = await startServer(env);
      const stored = await storedMessages(second);
      for (const message of acked) expect(stored).toContain(message);
      expect(await stop(second, 'SIGINT')).toBe(0);
    } finally {
      await database.drop();
    }
  }, 120_000);

  it('two servers starting at once on an empty Postgres database: migrations run once, one key is generated, both serve', async () => {
    const database = await createPostgresDatabase();
    const servers: ServerProcess[] = [];
    try {
      const env = { DATABASE_URL: database.url, LOG_LEVEL: 'warn' };
      servers.push(...(await Promise.all([startServer(env), startServer(env)])));
      for (const server of servers) {
        const health = await fetch(`${server.url}/api/health`);
        expect(await health.json()).toMatchObject({ status: 'ok', database: { ok: true, driver: 'postgres' } });
      }
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const journal = JSON.parse(readFileSync(new URL('../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as { entries: unknown[] };
        const applied = await client.query('SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations');
        expect(applied.rows[0].count).toBe(journal.entries.length);
        const agents = await client.query('SELECT count(*)::int AS count FROM agent_configs');
        expect(agents.rows[0].count).toBe(4);
      } finally {
        await client.end();
      }

      const printed = servers.map((server) => /admin key was generated: ([A-Za-z0-9_-]{43})/.exec(server.stdout() + server.stderr())?.[1]);
      const keys = printed.filter((key): key is string => key !== undefined);
      expect(keys).toHaveLength(1);
      for (const server of servers) await expect(signInOverHttp(server.url, keys[0] as string)).resolves.toMatch(/^calchub_admin_session=/);

      // One visitor, two servers: the public API's 120 a minute is counted once, in the shared database.
      const answers: number[] = [];
      for (let sent = 0; sent < 130; sent += 1) {
        const server = servers[sent % 2] as ServerProcess;
        answers.push((await fetch(`${server.url}/api/v1/calculate/bmi?weight=70&height=175`)).status);
      }
      expect(answers.filter((status) => status === 200)).toHaveLength(120);
      expect(answers.slice(120)).toEqual(Array<number>(10).fill(429));
    } finally {
      for (const server of servers) await stop(server);
      await database.drop();
    }
  }, 120_000);
});

describe('the server log', () => {
  it('is one JSON object per line when standard output is a pipe (CI, a log collector)', async () => {
    const database = await createPostgresDatabase();
    try {
      const server = await startServer({ DATABASE_URL: database.url, ADMIN_KEY, LOG_LEVEL: 'info' });
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
      expect(await stop(server)).toBe(0);
      const logLines = server.stdout().split('\n').filter((line) => line !== '' && !line.startsWith('CalcHub '));
      const entries = logLines.map((line) => JSON.parse(line) as { level: number; time: number; msg: string });
      expect(entries.map((entry) => entry.msg)).toContain('request answered');
      for (const entry of entries) expect(entry).toMatchObject({ level: expect.any(Number), time: expect.any(Number), msg: expect.any(String) });
    } finally {
      await database.drop();
    }
  }, 120_000);

  it('is readable text in a terminal: pino-pretty loads next to the bundle and prints time, level and message', async () => {
    const database = await createPostgresDatabase();
    try {
      // `script` runs the server on a pseudo-terminal, as `npm start` in a terminal does; Ctrl-C on that terminal stops
      // it. `exec`, so that the interrupt reaches the server rather than a shell that would die of it.
      const command = `exec ${[process.execPath, inject('bundlePath')].map((word) => `'${word}'`).join(' ')}`;
      const child = spawn('script', ['-qfec', command, '/dev/null'], {
        env: { PATH: process.env['PATH'] ?? '', HOST: '127.0.0.1', PORT: '0', DATABASE_URL: database.url, ADMIN_KEY, LOG_LEVEL: 'info' },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += String(chunk)));
      const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      const started = Date.now();
      let port: string | undefined;
      while (!port && Date.now() - started < 90_000) {
        port = /CalcHub is running at http:\/\/[^:]+:(\d+)/.exec(output)?.[1];
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(port, output).toBeDefined();
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      for (let waited = 0; !output.includes('request answered') && waited < 5_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      child.stdin.write('\u0003');
      expect(await exited).toBe(0);

      const text = stripVTControlCharacters(output);
      expect(text).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO: request answered \{.*"status":200/m);
      expect(text).toContain('CalcHub stopped.');
      expect(text).not.toMatch(/^\{"level"/m);
      expect(text, 'coloured').not.toBe(output);
    } finally {
      await database.drop();
    }
  }, 120_000);
});
