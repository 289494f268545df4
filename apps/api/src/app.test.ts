import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { readConfig } from './config.js';
import { openDatabase, type Database } from './database.js';

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  const site = mkdtempSync(join(tmpdir(), 'calchub-site-'));
  mkdirSync(join(site, 'calculator/loan'), { recursive: true });
  writeFileSync(join(site, 'index.html'), '<h1>Home</h1>');
  writeFileSync(join(site, 'calculator/loan/index.html'), '<h1>Loan Calculator</h1>');
  writeFileSync(join(site, '404.html'), '<h1>Page not found</h1>');
  const config = readConfig({ WEB_DIST_DIR: site, ADMIN_DIST_DIR: join(site, 'no-admin'), LOG_LEVEL: 'silent' }, process.cwd());
  db = await openDatabase({ dataDir: mkdtempSync(join(tmpdir(), 'calchub-db-')) });
  app = await buildApp(config, db);
});

afterAll(async () => {
  await app.close();
  await db.close();
});

describe('health', () => {
  it('answers with the version and the database status', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { ok: true, driver: 'pglite' } });
  });
});

describe('contact', () => {
  it('stores a valid message', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ada', email: 'ada@example.com', message: 'Please add a tip calculator.' } });
    expect(response.statusCode).toBe(201);
    expect(await db.query('SELECT name, email FROM contact_messages')).toEqual([{ name: 'Ada', email: 'ada@example.com' }]);
  });

  it('answers 400 naming the field for an invalid email, never 5xx for junk', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ada', email: 'nope', message: 'hello there' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Please enter a valid email address.', field: 'email' });
    for (const payload of ['not json', '[]', 'null', '{"name": 5}']) {
      const response = await app.inject({ method: 'POST', url: '/api/contact', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  });
});

describe('search misses', () => {
  it('stores the query and page, and rejects a page that is not a site path', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/search-misses', payload: { query: 'tip calculator', page: '/' } })).statusCode).toBe(201);
    const bad = await app.inject({ method: 'POST', url: '/api/search-misses', payload: { query: 'x', page: 'http://evil' } });
    expect(bad.json()).toMatchObject({ field: 'page' });
  });
});

describe('pages', () => {
  it('serves a prerendered page with no-cache', async () => {
    const response = await app.inject('/calculator/loan/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Loan Calculator');
  });

  it('redirects alias and short calculator paths to the canonical one, keeping the query', async () => {
    for (const path of ['/loan', '/loan-calculator', '/calculator/loan-calculator']) {
      const response = await app.inject(`${path}?loanAmount=1000`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/calculator/loan?loanAmount=1000');
    }
  });

  it('answers unknown pages, calculators and API paths with 404', async () => {
    const page = await app.inject('/no-such-page');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Page not found');
    expect((await app.inject('/calculator/no-such-calculator')).statusCode).toBe(404);
    expect((await app.inject('/api/nothing')).json()).toMatchObject({ message: expect.stringContaining('No API route') });
  });
});
