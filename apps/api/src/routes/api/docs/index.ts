import type { FastifyPluginAsync } from 'fastify';
import { describeCalculator, publishedCalculators } from '../v1/published-calculators.js';
import { REFERENCE_STYLESHEET, referencePage, type OpenApiDocumentView } from './reference-page.js';

const STYLESHEET_PATH = '/api/docs/reference.css';

/**
 * GET /api/docs: the public calculation API's reference, an HTML page rendered here from the OpenAPI document and
 * the calculators' inputs, with its stylesheet at /api/docs/reference.css (no script, nothing from another origin,
 * as the site's CSP requires).
 */
const docs: FastifyPluginAsync = async (fastify) => {
  let page: string | undefined;
  const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };
  fastify.get('', { config, schema: { hide: true } }, async (_request, reply) => {
    page ??= referencePage(
      fastify.swagger() as unknown as OpenApiDocumentView,
      [...publishedCalculators.values()].map(describeCalculator),
      fastify.config.publicBaseUrl,
      STYLESHEET_PATH,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  });
  fastify.get('/reference.css', { config, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=3600').send(REFERENCE_STYLESHEET),
  );
};
export default docs;
