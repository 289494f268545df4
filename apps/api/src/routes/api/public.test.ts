import { CONTACT_THANKS } from '@calchub/api-contract';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_VERSION } from '../../version.js';
import { contactMessages, searchMisses } from '../../db/schema.js';
import { buildApp } from '../../app.js';
import { describeWithApp, logCollector, STACK_TRACE, testConfig, uniqueAddress } from '../../testing/harness.js';

describe('version', () => {
  it('reports the version of apps/api/package.json', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(API_VERSION).toBe(manifest.version);
  });
});

describeWithApp('public API', (current, kind) => {
  it('GET /api/health reports the version and a working database of the right driver, never cached', async () => {
    const response = await current().inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: API_VERSION, database: { ok: true, driver: kind } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/health says degraded, and a failing request answers a generic 500 (logged, no stack trace), when the database stops answering', async () => {
    const database = await current().backend.openDedicated();
    const logs = logCollector();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'error' }), { database, logStream: logs.stream });
    try {
      await database.close();
      const health = await app.inject('/api/health');
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'degraded', database: { ok: false, driver: kind } });

      const failed = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ada', email: 'a@b.co', message: 'Hello there, CalcHub.' } });
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ message: 'Something went wrong on our side. Please try again in a moment.' });
      expect(failed.body).not.toMatch(STACK_TRACE);
      const logged = logs.lines().find((line) => line['msg'] === 'request failed');
      expect(logged).toMatchObject({ method: 'POST', url: '/api/contact', route: '/api/contact' });
    } finally {
      await app.close();
    }
  });

  it('POST /api/search-misses stores the trimmed query and page, and nothing about the browser', async () => {
    const { inject, db } = current();
    const response = await inject({
      method: 'POST',
      url: '/api/search-misses',
      headers: { 'user-agent': 'Mozilla/5.0 Secret Browser' },
      payload: { query: '  tip calculator ', page: '/search?q=tip' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const rows = await db.select().from(searchMisses);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ query: 'tip calculator', page: '/search?q=tip' });
    expect(JSON.stringify(rows)).not.toContain('Mozilla');
    const columns = (await db.execute(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'search_misses'`)) as unknown as {
      rows: Array<{ column_name: string }>;
    };
    expect(columns.rows.map((row) => row.column_name).sort()).toEqual(['created_at', 'id', 'page', 'query']);
  });

  it.each([
    ['no query', { page: '/' }, 'query', 'query is required.'],
    ['a blank query', { query: '   ', page: '/' }, 'query', 'query must be 1 to 200 characters and not only spaces.'],
    ['a 201-character query', { query: 'x'.repeat(201), page: '/' }, 'query', 'query must be 1 to 200 characters and not only spaces.'],
    ['a number as query', { query: 5, page: '/' }, 'query', 'query must be 1 to 200 characters and not only spaces.'],
    ['another site as page', { query: 'tip', page: 'https://evil.example/' }, 'page', 'page must be a path on this site, starting with /.'],
    ['a protocol-relative page', { query: 'tip', page: '//evil.example/' }, 'page', 'page must be a path on this site, starting with /.'],
    ['a user agent', { query: 'tip', page: '/', userAgent: 'x' }, 'userAgent', 'userAgent is not an accepted field.'],
  ])('POST /api/search-misses with %s answers 400 naming the field', async (_label, payload, field, message) => {
    const response = await current().inject({ method: 'POST', url: '/api/search-misses', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('POST /api/search-misses allows 30 a minute per address, then 429 with Retry-After', async () => {
    const { inject, db } = current();
    const send = (remoteAddress: string) =>
      inject({ method: 'POST', url: '/api/search-misses', payload: { query: 'abacus', page: '/' }, remoteAddress });
    for (let i = 0; i < 30; i += 1) expect((await send('203.0.113.7')).statusCode).toBe(204);
    const limited = await send('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests from your address\. Please wait .+ and try again\.$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('203.0.113.8')).statusCode).toBe(204);
    expect(await db.$count(searchMisses)).toBe(31);
  });

  it('POST /api/contact stores a valid message and thanks the sender', async () => {
    const { inject, db } = current();
    const response = await inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: ' Ada Lovelace ', email: 'ada@example.com', message: 'Please add a tip calculator.' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: CONTACT_THANKS });
    const rows = await db.select().from(contactMessages);
    expect(rows).toMatchObject([{ name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please add a tip calculator.' }]);
  });

  it.each([
    ['no name', { email: 'ada@example.com', message: 'Hello there, CalcHub.' }, 'name', 'name is required.'],
    ['a blank name', { name: ' ', email: 'ada@example.com', message: 'Hello there, CalcHub.' }, 'name', 'Please enter your name (at most 100 characters).'],
    ['a bad email', { name: 'Ada', email: 'not-an-email', message: 'Hello there, CalcHub.' }, 'email', 'Please enter a valid email address, like name@example.com.'],
    ['an email that carries a copy and a body for the reply', { name: 'Ada', email: 'a@b.co?cc=x@evil.example&body=Hi', message: 'Hello there, CalcHub.' }, 'email', 'Please enter a valid email address, like name@example.com.'],
    ['a 9-character message', { name: 'Ada', email: 'ada@example.com', message: 'Too short' }, 'message', 'Please write a message of 10 to 5,000 characters.'],
    ['a 5,001-character message', { name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(5001) }, 'message', 'Please write a message of 10 to 5,000 characters.'],
  ])('POST /api/contact with %s answers 400 naming the field', async (_label, payload, field, message) => {
    const response = await current().inject({ method: 'POST', url: '/api/contact', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
  });

  it('POST /api/contact allows 5 messages per 10 minutes per address', async () => {
    const { inject } = current();
    const payload = { name: 'Ada', email: 'ada@example.com', message: 'Hello there, CalcHub.' };
    for (let i = 0; i < 5; i += 1) expect((await inject({ method: 'POST', url: '/api/contact', payload })).statusCode).toBe(201);
    const limited = await inject({ method: 'POST', url: '/api/contact', payload });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('answers a malformed, empty, oversized or non-JSON body with a 4xx message and no stack trace', async () => {
    const { inject } = current();
    const cases: Array<[string, string | undefined, number, string]> = [
      ['{"name": ', 'application/json', 400, 'The request body is not valid JSON.'],
      ['', 'application/json', 400, 'The request body is empty; send a JSON object (at least {}).'],
      ['[]', 'application/json', 400, 'The request body must be a JSON object.'],
      ['null', 'application/json', 400, 'The request body must be a JSON object.'],
      ['name=Ada', 'application/x-www-form-urlencoded', 415, 'Send the request body as JSON (Content-Type: application/json).'],
      ['hello', 'text/plain', 415, 'Send the request body as JSON (Content-Type: application/json).'],
      [JSON.stringify({ name: 'Ada', email: 'a@b.co', message: 'Hello there, CalcHub.' }), 'text/plain', 415, 'Send the request body as JSON (Content-Type: application/json).'],
      ['['.repeat(16_000) + ']'.repeat(16_000), 'application/json', 400, 'The request body must be a JSON object.'],
      [JSON.stringify({ name: 'Ada', email: 'a@b.co', message: 'x'.repeat(40_000) }), 'application/json', 413, 'The request body is too large.'],
    ];
    for (const [payload, type, status, message] of cases) {
      const response = await inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        headers: type ? { 'content-type': type } : {},
        // One address per case, so the contact form's rate limit does not interfere.
        remoteAddress: uniqueAddress(),
      });
      expect({ payload: payload.slice(0, 20), status: response.statusCode, message: response.json().message }).toEqual({
        payload: payload.slice(0, 20),
        status,
        message,
      });
      expect(response.body).not.toMatch(STACK_TRACE);
    }
  });

  it('refuses text holding a NUL character (which PostgreSQL cannot store) with 400 naming the field, and stores nothing', async () => {
    const { inject, db } = current();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/api/search-misses', { query: 'tip\u0000calculator', page: '/' }, 'query'],
      ['/api/search-misses', { query: 'tip', page: '/search\u0000' }, 'page'],
      ['/api/contact', { name: 'Ada\u0000', email: 'ada@example.com', message: 'Hello there, CalcHub.' }, 'name'],
      ['/api/contact', { name: 'Ada', email: 'ada@example.com', message: 'Hello there,\u0000 CalcHub.' }, 'message'],
      ['/api/contact', { name: 'Ada', email: 'ada@example.com', message: 'Hello there, CalcHub.', 'x\u0000': 1 }, 'x\u0000'],
    ];
    for (const [url, payload, field] of cases) {
      const response = await inject({ method: 'POST', url, payload, remoteAddress: uniqueAddress() });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: { message: `${field} contains a NUL character (U+0000), which cannot be stored.`, field },
      });
    }
    const query = await inject('/api/health?probe=%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().field).toBe('probe');
    expect(await db.$count(searchMisses)).toBe(0);
    expect(await db.$count(contactMessages)).toBe(0);
    // Other control characters are text PostgreSQL stores as sent.
    const tab = await inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ada', email: 'ada@example.com', message: 'Line one\n\tline two\u0001' } });
    expect(tab.statusCode).toBe(201);
  });

  it('answers unknown /api paths and methods with 404 JSON', async () => {
    const { inject } = current();
    for (const [method, url] of [
      ['GET', '/api/nothing'],
      ['POST', '/api/health'],
      ['GET', '/api'],
      ['DELETE', '/api/contact'],
    ] as const) {
      const response = await inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json().message).toBe(`There is no API endpoint ${method} ${url}.`);
    }
  });

});
