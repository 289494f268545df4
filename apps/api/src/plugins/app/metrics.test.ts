import { expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { describeWithApp, testConfig } from '../../testing/harness.js';

const TOKEN = 'scrape-token-0123456789abcdef';
const SCRAPE = { url: '/api/metrics', headers: { authorization: `Bearer ${TOKEN}` } };

interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE_LINE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: \\d+)?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\\n]|\\.)*)",?/gy;

/**
 * Reads Prometheus' text exposition format (version 0.0.4) strictly: every line is a HELP or TYPE comment or a sample
 * `name{label="value",...} number`, and every sample's metric family was declared by a TYPE line.
 */
function parseExposition(text: string): Sample[] {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) (\S+) (.*)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        types.set(comment[2] as string, comment[3] as string);
      }
      continue;
    }
    const sample = SAMPLE_LINE.exec(line);
    if (!sample) throw new Error(`not a sample line: ${line}`);
    const [, name = '', labelText = '', rawValue = ''] = sample;
    const labels: Record<string, string> = {};
    LABEL.lastIndex = 0;
    while (LABEL.lastIndex < labelText.length) {
      const label = LABEL.exec(labelText);
      if (!label) throw new Error(`bad labels in: ${line}`);
      labels[label[1] as string] = label[2] as string;
    }
    // Prometheus reads a value as Go's ParseFloat does: NaN and Inf in any case (prom-client writes "Nan").
    const value = /^[+-]?inf$/i.test(rawValue) ? (rawValue.startsWith('-') ? -Infinity : Infinity) : Number(rawValue);
    if (!/^nan$/i.test(rawValue) && Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
    const family = name.replace(/_(bucket|sum|count|total|created)$/, '');
    expect(types.has(name) || types.has(family), `no TYPE for ${name}`).toBe(true);
    samples.push({ name, labels, value });
  }
  return samples;
}

const find = (samples: readonly Sample[], name: string, labels: Record<string, string> = {}) =>
  samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value));

describeWithApp('metrics for Prometheus', (current) => {
  it('serves no metrics without METRICS_TOKEN: /api/metrics is an unknown endpoint', async () => {
    const response = await current().inject(SCRAPE);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no API endpoint GET /api/metrics.' });
  });

  it('asks for the token, and refuses a wrong one', async () => {
    const app = await buildApp(testConfig({ METRICS_TOKEN: TOKEN }), { database: current().database });
    try {
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789abc', TOKEN, `Bearer ${TOKEN}x`]) {
        const response = await app.inject({ url: '/api/metrics', headers: authorization === undefined ? {} : { authorization } });
        expect(response.statusCode).toBe(401);
        expect(response.headers['www-authenticate']).toBe('Bearer');
        expect(response.json().message).toBe('The metrics need the token in METRICS_TOKEN: send Authorization: Bearer <token>.');
      }
    } finally {
      await app.close();
    }
  });

  it('scrapes in the text format: requests by route and status, explanations by reason, the render cache, the pool, the event loop and memory', async () => {
    const app = await buildApp(testConfig({ METRICS_TOKEN: TOKEN }), { database: current().database });
    try {
      for (let sent = 0; sent < 3; sent += 1) await app.inject('/api/v1/calculate/bmi?weight=70&height=175');
      await app.inject('/api/v1/calculate/bmi?weight=-1&height=175');
      // Paths a client makes up share one series.
      for (let sent = 0; sent < 20; sent += 1) await app.inject(`/api/made-up-${sent}`);
      await app.inject({ method: 'POST', url: '/api/explain', payload: { slug: 'loan', inputs: { loanAmount: 10000, interestRate: 7, loanTenure: 3 } } });

      const response = await app.inject(SCRAPE);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-store');
      const samples = parseExposition(response.body);

      const calculate = { method: 'GET', route: '/api/v1/calculate/:slug' };
      expect(find(samples, 'calchub_http_requests_total', { ...calculate, status: '200' })[0]?.value).toBe(3);
      expect(find(samples, 'calchub_http_requests_total', { ...calculate, status: '400' })[0]?.value).toBe(1);
      expect(find(samples, 'calchub_http_requests_total', { route: 'unmatched' })).toEqual([
        { name: 'calchub_http_requests_total', labels: { method: 'GET', route: 'unmatched', status: '404' }, value: 20 },
      ]);
      expect(find(samples, 'calchub_http_request_duration_seconds_count', calculate)[0]?.value).toBe(4);
      expect(find(samples, 'calchub_http_request_duration_seconds_bucket', { ...calculate, le: '+Inf' })[0]?.value).toBe(4);

      // No AI provider is configured: the computed insights answered, and nothing was spent.
      expect(find(samples, 'calchub_explanations_total', { source: 'template', reason: 'not_configured' })[0]?.value).toBe(1);
      expect(find(samples, 'calchub_ai_spend_usd_total')[0]?.value).toBe(0);

      for (const name of ['calchub_render_cache_pages', 'calchub_render_cache_bytes', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
        expect(find(samples, name), name).toHaveLength(1);
      }
      expect(find(samples, 'calchub_render_cache_answers_total').map((sample) => sample.labels['source']).sort()).toEqual(['built', 'cached', 'rendered']);
      expect(find(samples, 'calchub_db_pool_connections').map((sample) => sample.labels['state']).sort()).toEqual(['idle', 'total', 'waiting']);
      expect(find(samples, 'process_resident_memory_bytes')[0]?.value).toBeGreaterThan(10_000_000);
    } finally {
      await app.close();
    }
  });

  it('counts agent runs by agent and outcome, with their duration', async () => {
    const app = await buildApp(testConfig({ METRICS_TOKEN: TOKEN }), { database: current().database });
    try {
      app.metrics.agentRun('seo', 'succeeded', 1_500);
      app.metrics.agentRun('seo', 'failed', 200);
      const samples = parseExposition((await app.inject(SCRAPE)).body);
      expect(find(samples, 'calchub_agent_run_duration_seconds_count', { agent: 'seo', status: 'succeeded' })[0]?.value).toBe(1);
      expect(find(samples, 'calchub_agent_run_duration_seconds_sum', { agent: 'seo', status: 'succeeded' })[0]?.value).toBe(1.5);
      expect(find(samples, 'calchub_agent_run_duration_seconds_bucket', { agent: 'seo', status: 'failed', le: '0.5' })[0]?.value).toBe(1);
    } finally {
      await app.close();
    }
  });
});
