import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { AppDatabase, Database } from '../db/database.js';
import { openBackend, type Backend, type BackendKind } from './backends.js';

export const TEST_ADMIN_KEY = 'test-admin-key-0123456789abcdef';
/** The origin app.inject requests are sent to (Host: localhost:80). */
export const ORIGIN = 'http://localhost';

/**
 * A built web app and admin app, as small as the tests need; `loanPage` replaces the loan calculator's page, with the
 * brotli and gzip copies the web build writes.
 */
export function siteFixture(options: { notFoundPage?: boolean; loanPage?: string } = {}): { webDir: string; adminDir: string } {
  const root = mkdtempSync(join(inject('scratchDir'), 'site-'));
  const webDir = join(root, 'web');
  const adminDir = join(root, 'admin');
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  mkdirSync(join(webDir, 'calculator/loan'), { recursive: true });
  mkdirSync(join(webDir, 'embed/loan'), { recursive: true });
  mkdirSync(join(adminDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>CalcHub</title><h1>Home page</h1>');
  const loanPage = join(webDir, 'calculator/loan/index.html');
  writeFileSync(loanPage, options.loanPage ?? '<!doctype html><h1>Loan Calculator</h1>');
  if (options.loanPage !== undefined) {
    writeFileSync(`${loanPage}.gz`, gzipSync(options.loanPage));
    writeFileSync(`${loanPage}.br`, brotliCompressSync(options.loanPage));
  }
  writeFileSync(join(webDir, 'embed/loan/index.html'), '<!doctype html><h1>Loan Calculator</h1><a href="/calculator/loan" target="_blank">Powered by CalcHub</a>');
  if (options.notFoundPage !== false) writeFileSync(join(webDir, '404.html'), '<!doctype html><h1>Page not found</h1>');
  writeFileSync(join(webDir, 'assets/index-Ab12Cd34.js'), 'console.log("web")');
  writeFileSync(join(webDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  writeFileSync(join(adminDir, 'index.html'), '<!doctype html><title>CalcHub Admin</title><div id="root"></div>');
  writeFileSync(join(adminDir, 'assets/index-Ef56Gh78.js'), 'console.log("admin")');
  return { webDir, adminDir };
}

let sharedSite: { webDir: string; adminDir: string } | undefined;

/** A configuration for tests: quiet logs, a known admin key, the fixture site; `env` overrides any of it. */
export function testConfig(env: Record<string, string | undefined> = {}): Config {
  sharedSite ??= siteFixture();
  return loadConfig({
    LOG_LEVEL: 'silent',
    ADMIN_KEY: TEST_ADMIN_KEY,
    WEB_DIST_DIR: sharedSite.webDir,
    ADMIN_DIST_DIR: sharedSite.adminDir,
    // Never opened: tests hand the app a database.
    DATA_DIR: join(inject('scratchDir'), 'unused-data-dir'),
    // Only the runner's own tests start the job queue.
    AGENT_RUNNER: 'off',
    ...env,
  });
}

/** Collects log lines (JSON) written by the app. */
export function logCollector(): { stream: NodeJS.WritableStream; lines: () => Array<Record<string, unknown>> } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: AppDatabase;
  readonly database: Database;
  readonly backend: Backend;
  /** This test's own client address (the app, and so its in-memory rate limits, is shared by the file's tests). */
  readonly address: string;
  /** `app.inject` from this test's address unless the options name another. */
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
}

let addressCounter = 0;

/** A client address no other test in this process uses. */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/**
 * For each database kind, a describe block with one app and one migrated database for the file; the database is
 * emptied and re-seeded before each test, and each test sends from an address of its own, so tests do not share
 * rate-limit counters. (Building the app per test cost ~300 ms on this machine; see backends.ts for the database.)
 * @param name - the block's name (the kind is appended)
 * @param body - the tests; `current()` is the test's app
 * @param options - `kinds` to run on (default both), `env` for the configuration
 */
export function describeWithApp(
  name: string,
  body: (current: () => TestApp, kind: BackendKind) => void,
  options: {
    kinds?: readonly BackendKind[];
    /** Environment for the app's configuration; a function is read when the app is built (after earlier beforeAll hooks). */
    env?: Record<string, string | undefined> | (() => Record<string, string | undefined>);
  } = {},
): void {
  for (const kind of options.kinds ?? (['pglite', 'postgres'] as const)) {
    describe(`${name} (${kind})`, () => {
      let backend: Backend | undefined;
      let app: FastifyInstance | undefined;
      let current: TestApp | undefined;
      beforeAll(async () => {
        backend = await openBackend(kind);
        app = await buildApp(testConfig(typeof options.env === 'function' ? options.env() : options.env), { database: backend.shared });
      });
      afterAll(async () => {
        await app?.close();
        await backend?.dispose();
      });
      beforeEach(async () => {
        if (!backend || !app) throw new Error('the backend did not open');
        await backend.reset();
        const address = uniqueAddress();
        const shared = app;
        current = {
          app: shared,
          db: backend.shared.db,
          database: backend.shared,
          backend,
          address,
          inject: (options) => shared.inject(typeof options === 'string' ? { url: options, remoteAddress: address } : { remoteAddress: address, ...options }),
        };
      });
      body(() => {
        if (!current) throw new Error('no app: use current() inside a test');
        return current;
      }, kind);
    });
  }
}

/**
 * Signs in with the test key and returns the Cookie header to send.
 * @param app - the app
 * @param remoteAddress - the client address to sign in from
 * @returns `calchub_admin_session=<token>`
 */
export async function signIn(app: FastifyInstance, remoteAddress = uniqueAddress()): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { origin: ORIGIN },
    payload: { key: TEST_ADMIN_KEY },
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.find((entry) => entry.name === 'calchub_admin_session');
  if (!cookie) throw new Error('no session cookie');
  return `${cookie.name}=${cookie.value}`;
}

/**
 * A request as the admin app sends it: the session cookie, this site's Origin and, for a state-changing method,
 * a JSON body (`{}` when none is given).
 * @param app - the app
 * @param cookie - from {@link signIn}
 * @param options - method, url, payload...
 * @returns the response
 */
export function asAdmin(app: FastifyInstance, cookie: string, options: InjectOptions & { url: string }): Promise<LightMyRequestResponse> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { cookie, origin: ORIGIN, ...(options.headers as Record<string, string> | undefined) };
  if (method !== 'GET' && method !== 'HEAD') {
    return app.inject({
      ...options,
      headers: { 'content-type': 'application/json', ...headers },
      payload: options.payload === undefined ? '{}' : options.payload,
    });
  }
  return app.inject({ ...options, headers });
}

/** A response body never shows a stack trace or a source location. */
export const STACK_TRACE = /\bat [^\s]+ \([^()\s]*:\d+:\d+\)|\.(ts|js|mjs):\d+:\d+|node_modules|Error:/;
