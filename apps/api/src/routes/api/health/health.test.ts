import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { describeWithApp, logCollector, testConfig } from '../../../testing/harness.js';

describeWithApp('health checks for a load balancer', (current) => {
  it('GET /api/health/live answers while the process runs, never cached', async () => {
    const response = await current().inject('/api/health/live');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/health/ready is 200 with a database that answers and the site loaded', async () => {
    const response = await current().inject('/api/health/ready');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready', database: true, site: true, problems: [] });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/health/ready is 503 naming the problem when the database stops answering, while live still answers', async () => {
    const database = await current().backend.openDedicated();
    const app = await buildApp(testConfig(), { database });
    try {
      await database.close();
      const ready = await app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not_ready', database: false, site: true, problems: ['the database does not answer'] });
      expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('GET /api/health/ready is 503 when the web app is not built', async () => {
    const missing = join(mkdtempSync(join(inject('scratchDir'), 'no-site-')), 'dist');
    const app = await buildApp(testConfig({ WEB_DIST_DIR: missing }), { database: current().database });
    try {
      const ready = await app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not_ready', site: false, problems: ['the web app is not built'] });
    } finally {
      await app.close();
    }
  });
});

describeWithApp('request ids and the request log', (current) => {
  it('answers each request with an X-Request-Id and logs one line with it: route, path, status and time', async () => {
    const logs = logCollector();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'info' }), { database: current().database, logStream: logs.stream });
    try {
      const first = await app.inject('/api/v1/calculate/bmi?weight=70&height=175');
      const second = await app.inject('/api/v1/calculate/bmi?weight=70&height=175');
      const id = first.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(second.headers['x-request-id']).not.toBe(id);
      const line = logs.lines().find((entry) => entry['requestId'] === id && entry['msg'] === 'request answered');
      expect(line).toMatchObject({ method: 'GET', route: '/api/v1/calculate/:slug', path: '/api/v1/calculate/bmi', status: 200 });
      expect(line?.['durationMs']).toEqual(expect.any(Number));
      // One line per request: Fastify's own "incoming request" and "request completed" lines are off.
      expect(logs.lines().filter((entry) => entry['requestId'] === id)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it("keeps a proxy's request id when it is a plain token, and replaces anything else with its own", async () => {
    const { inject } = current();
    const kept = await inject({ url: '/api/health/live', headers: { 'x-request-id': 'nginx-3f9a.1:7' } });
    expect(kept.headers['x-request-id']).toBe('nginx-3f9a.1:7');
    for (const sent of ['a'.repeat(65), 'two words', 'line\nbreak', '']) {
      const replaced = await inject({ url: '/api/health/live', headers: { 'x-request-id': sent } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('logs a failure with the id the answer carries', async () => {
    const database = await current().backend.openDedicated();
    const logs = logCollector();
    const app = await buildApp(testConfig({ LOG_LEVEL: 'error' }), { database, logStream: logs.stream });
    try {
      await database.close();
      const failed = await app.inject({ method: 'POST', url: '/api/contact', payload: { name: 'Ada', email: 'a@b.co', message: 'Hello there, CalcHub.' } });
      expect(failed.statusCode).toBe(500);
      const logged = logs.lines().find((line) => line['msg'] === 'request failed');
      expect(logged?.['requestId']).toBe(failed.headers['x-request-id']);
    } finally {
      await app.close();
    }
  });
}, { kinds: ['pglite'] });
