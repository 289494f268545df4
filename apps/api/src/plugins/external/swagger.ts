import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { API_VERSION } from '../../version.js';

/** Where the public, read-only calculation API lives; only its routes are in the OpenAPI document. */
const PUBLIC_API_PREFIX = '/api/v1/';

// Our schemas carry `errorMessage` for the api's 400 answers; the document keeps JSON Schema's own words only.
function withoutErrorMessages<Value>(value: Value): Value {
  if (Array.isArray(value)) return value.map(withoutErrorMessages) as Value;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'errorMessage')
      .map(([key, entry]) => [key, withoutErrorMessages(entry as unknown)]),
  ) as Value;
}

/**
 * A query string schema whose other parameters share one schema (a calculator's inputs by name) as OpenAPI says
 * it: one `inputs` parameter, an object, sent `style: form, explode: true` (each entry its own `name=value`).
 * @param querystring - the route's query string schema
 * @returns the schema to document
 */
function withFreeFormParameters(querystring: unknown): unknown {
  if (typeof querystring !== 'object' || querystring === null) return querystring;
  const { additionalProperties, properties, maxProperties: _count, ...rest } = querystring as Record<string, unknown>;
  if (typeof additionalProperties !== 'object' || additionalProperties === null) return querystring;
  const inputs = {
    type: 'object',
    additionalProperties,
    description: 'The calculator\'s inputs by name, each its own query parameter (`loanAmount=10000&interestRate=7`), as GET /api/v1/calculators lists them.',
  };
  return { ...rest, properties: { ...(properties as object), inputs }, style: 'form', explode: true };
}

/**
 * The OpenAPI 3.1 document of the public calculation API, generated from the route schemas (`fastify.swagger()`;
 * served at /api/v1/openapi.json and read by the /api/docs page). Registered before the routes, so that it sees
 * them all; every route outside /api/v1 (the site's own endpoints, the admin's) and every CORS preflight is left out.
 */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'CalcHub calculation API',
          version: API_VERSION,
          description:
            'The results of CalcHub\'s calculators, computed by the same engine as the site: free, read-only, open to any origin (CORS), rate-limited per address with RateLimit headers. Every answer other than success is `{ message, field? }`.',
          license: { name: 'MIT', identifier: 'MIT' },
        },
        servers: [{ url: fastify.config.publicBaseUrl }],
        tags: [{ name: 'calculators', description: 'The calculators, their inputs and their results.' }],
      },
      transform: ({ schema, url, route }) => {
        const methods = [route.method].flat();
        const published = url.startsWith(PUBLIC_API_PREFIX) && !methods.includes('OPTIONS');
        if (!published) return { schema: { ...schema, hide: true }, url };
        // Each operation is open to anyone, without a key: `security: []` says so to generated clients.
        return { schema: { ...schema, querystring: withFreeFormParameters(schema.querystring), tags: ['calculators'], security: [] }, url };
      },
      transformObject: (documentObject) =>
        'openapiObject' in documentObject ? withoutErrorMessages(documentObject.openapiObject) : withoutErrorMessages(documentObject.swaggerObject),
    });
  },
  { name: 'swagger', dependencies: ['env'] },
);
