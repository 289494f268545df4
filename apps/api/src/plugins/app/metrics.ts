import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the rest of the server reports to the metrics. */
export interface Metrics {
  /** The registry `/api/metrics` writes out (tests read it too). */
  readonly registry: Registry;
  /** An explanation answered: its source, and why the computed insights answered instead of the model. */
  explanation(source: 'ai' | 'template', reason: string | undefined, costUsd: number): void;
  /** An agent run ended, with its status and how long it ran. */
  agentRun(agent: string, status: string, durationMs: number): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Latency buckets, in seconds: a file from memory takes under a millisecond, an explanation from a model seconds. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** An agent runs for seconds to its time limit of minutes. */
const AGENT_BUCKETS = [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600];

/** Methods counted by name; any other is counted as OTHER. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']);

/** Whether `given` is `Bearer <expected>`, compared in constant time. */
function bearerMatches(given: string | undefined, expected: string): boolean {
  const sent = Buffer.from(given ?? '');
  const wanted = Buffer.from(`Bearer ${expected}`);
  return sent.length === wanted.length && timingSafeEqual(sent, wanted);
}

/**
 * The server's metrics in Prometheus' text format at `GET /api/metrics`, for a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>`; without METRICS_TOKEN the route does not exist (404), so nothing about the
 * server is public by default. Requests by route pattern, method and status with their latency; the shared
 * addresses' render cache; explanations by source and reason, and the money the model's answers cost; agent runs
 * by outcome and duration; the database pool's use; and Node's own (event-loop lag, memory, CPU, handles). Every
 * label takes values from a fixed set (route patterns, not paths), so the number of series is bounded whatever
 * clients send.
 */
export default fp(
  async (fastify) => {
    const registry = new Registry();
    const token = fastify.config.metricsToken;

    const requests = new Counter({
      name: 'calchub_http_requests_total',
      help: 'Requests answered, by method, route pattern and status.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'calchub_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer being sent, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });

    new Gauge({
      name: 'calchub_render_cache_pages',
      help: "Shared addresses' pages held in the render cache.",
      registers: [registry],
      collect() {
        this.set(fastify.sitePages.addressCache()?.size.pages ?? 0);
      },
    });
    new Gauge({
      name: 'calchub_render_cache_bytes',
      help: "Bytes the render cache holds (every page's copies).",
      registers: [registry],
      collect() {
        this.set(fastify.sitePages.addressCache()?.size.bytes ?? 0);
      },
    });
    new Counter({
      name: 'calchub_render_cache_answers_total',
      help: "Shared addresses answered, by where the page came from: cached (a hit), rendered (a miss), built (renders busy).",
      labelNames: ['source'] as const,
      registers: [registry],
      collect() {
        const answered = fastify.sitePages.addressCache()?.answered;
        this.reset();
        for (const [source, count] of Object.entries(answered ?? { cached: 0, rendered: 0, built: 0 })) this.inc({ source }, count);
      },
    });

    const explanations = new Counter({
      name: 'calchub_explanations_total',
      help: 'Explanations answered, by source (ai or template) and the reason the computed insights answered (quota, budget, provider_error, unverified, ...).',
      labelNames: ['source', 'reason'] as const,
      registers: [registry],
    });
    const spend = new Counter({
      name: 'calchub_ai_spend_usd_total',
      help: "US dollars the model's answers cost, as the provider reported their tokens.",
      registers: [registry],
    });
    const agentRuns = new Histogram({
      name: 'calchub_agent_run_duration_seconds',
      help: 'Agent runs ended, by agent and outcome (succeeded, failed), with how long they ran.',
      labelNames: ['agent', 'status'] as const,
      buckets: AGENT_BUCKETS,
      registers: [registry],
    });

    const pool = (state: 'total' | 'idle' | 'waiting') => fastify.database.poolUse?.()[state] ?? 0;
    new Gauge({
      name: 'calchub_db_pool_connections',
      help: 'PostgreSQL connections of this process: open (total), idle, and queries waiting for one (0 on PGlite).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        for (const state of ['total', 'idle', 'waiting'] as const) this.set({ state }, pool(state));
      },
    });

    const metrics: Metrics = {
      registry,
      explanation(source, reason, costUsd) {
        explanations.inc({ source, reason: reason ?? 'none' });
        if (costUsd > 0) spend.inc(costUsd);
      },
      agentRun(agent, status, durationMs) {
        agentRuns.observe({ agent, status }, Math.max(0, durationMs) / 1000);
      },
    };
    fastify.decorate('metrics', metrics);

    // Without a token nothing is served, so nothing is measured per request.
    if (token === undefined) return;
    collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
    fastify.addHook('onResponse', async (request, reply) => {
      // Unknown paths share one label: a client choosing paths cannot add series.
      const route = request.routeOptions.url ?? 'unmatched';
      const method = METHODS.has(request.method) ? request.method : 'OTHER';
      requests.inc({ method, route, status: String(reply.statusCode) });
      latency.observe({ method, route }, reply.elapsedTime / 1000);
    });
    fastify.get('/api/metrics', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!bearerMatches(request.headers.authorization, token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ message: 'The metrics need the token in METRICS_TOKEN: send Authorization: Bearer <token>.' });
      }
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'metrics', dependencies: ['env'] },
);
