import { PUBLIC_API_RATE_LIMIT } from '@calchub/api-contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import calculate from './calculate/_slug/index.js';
import calculators from './calculators/index.js';
import openapiDocument from './openapi.json/index.js';

// The public calculation API's routes, under /api/v1 (`_slug` stands for `:slug`).
const ROUTES: ReadonlyArray<readonly [prefix: string, plugin: FastifyPluginAsync]> = [
  ['/calculators', calculators],
  ['/calculate/:slug', calculate],
  ['/openapi.json', openapiDocument],
];

/** Headers a page on another origin may read from an answer: the rate limit's. */
const EXPOSED_HEADERS = 'RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset, Retry-After';

function openToEveryOrigin(reply: FastifyReply): void {
  reply.header('access-control-allow-origin', '*');
  reply.header('access-control-expose-headers', EXPOSED_HEADERS);
  // Helmet's same-origin default would keep other sites from even a no-CORS read of a public answer.
  reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * The public calculation API (/api/v1): read-only routes open to every origin (CORS, preflight answered; no
 * cookies are read, so none are allowed), limited per address to PUBLIC_API_RATE_LIMIT requests a minute over
 * all its routes together, with the draft standard `RateLimit-*` headers and a 429 naming the wait. The site's own
 * endpoints (/api/explain, /api/admin) keep refusing other origins.
 */
const publicApi: FastifyPluginAsync = async (fastify) => {
  const limit = fastify.rateLimit({ max: PUBLIC_API_RATE_LIMIT, timeWindow: '1 minute', limitName: 'public-api' } as Parameters<typeof fastify.rateLimit>[0]);
  fastify.addHook('onRequest', async function (request, reply) {
    openToEveryOrigin(reply);
    if (request.method !== 'OPTIONS') await limit.call(this, request, reply);
  });
  for (const [prefix, plugin] of ROUTES) {
    await fastify.register(plugin, { prefix });
    fastify.options(prefix, async (_request, reply) => {
      reply
        .code(204)
        .header('access-control-allow-methods', 'GET, POST, OPTIONS')
        .header('access-control-allow-headers', 'Content-Type')
        .header('access-control-max-age', '86400');
    });
  }
};
export default publicApi;
