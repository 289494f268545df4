import { validationProblem, type RequestPart, type SchemaError } from '@calchub/api-contract';
import { findCalculatorSummary } from '@calchub/catalogue';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GENERIC_SERVER_ERROR } from '../../http-error.js';

// Fastify's own 4xx errors, in words a caller can act on.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object (at least {}).',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
};

const API_PATH = /^\/api(\/|$)/;

/**
 * The path of a request without its query, %-escapes decoded when they are valid and repeated slashes merged,
 * so that `/api/%61dmin` and `//api/admin` are recognised as admin paths.
 * @param request - the request
 * @returns the path
 * @example
 * requestPath({ url: '/api/%61dmin//stats?x=1' } as FastifyRequest); // '/api/admin/stats'
 */
export function requestPath(request: FastifyRequest): string {
  const raw = request.url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(raw).replace(/\/{2,}/g, '/');
  } catch {
    return raw.replace(/\/{2,}/g, '/');
  }
}

function clientError(error: FastifyError & { field?: unknown }, request: FastifyRequest): { message: string; field?: string } {
  if (error.validation) {
    const part = (error.validationContext ?? 'body') as RequestPart;
    const schema = request.routeOptions.schema?.[part];
    return validationProblem(error.validation as unknown as SchemaError[], schema, part);
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return { message: FASTIFY_MESSAGES['FST_ERR_CTP_INVALID_JSON_BODY'] as string };
  }
  const known = error.code ? FASTIFY_MESSAGES[error.code] : undefined;
  if (known) return { message: known };
  return typeof error.field === 'string' ? { message: error.message, field: error.field } : { message: error.message };
}

const SHORT_OR_ALIAS_PATH = /^\/(?:calculator\/)?([a-z0-9-]+)\/?$/i;

/**
 * The canonical address of a calculator reached by a short, alias or "-calculator" path (`/bmi`,
 * `/bmi-calculator`, `/calculator/house-payment`), or undefined when the path names no calculator.
 * @param path - the request path, decoded
 * @returns `/calculator/<slug>`, or undefined
 * @example
 * canonicalCalculatorPath('/loan-calculator'); // '/calculator/loan'
 */
function canonicalCalculatorPath(path: string): string | undefined {
  const name = SHORT_OR_ALIAS_PATH.exec(path)?.[1];
  const summary = name ? findCalculatorSummary(name) : undefined;
  if (!summary) return undefined;
  const canonical = `/calculator/${summary.slug}`;
  return path === canonical || path === `${canonical}/` ? undefined : canonical;
}

/**
 * One error handler for the whole app: a 4xx answers `{ message, field? }` (validation errors become one
 * sentence naming the field); a 5xx is logged with its context and answered with a generic message, never a
 * stack trace. Unknown /api paths answer 404 JSON; unknown /admin/* paths get the admin SPA, which routes on the
 * client; short and alias calculator paths are redirected to the canonical one; anything else gets the site's 404
 * page with status 404.
 */
export default fp(
  async (fastify) => {
    fastify.setErrorHandler((error: FastifyError & { field?: unknown }, request, reply) => {
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
      if (status >= 400 && status < 500) return reply.code(status).send(clientError(error, request));
      request.log.error(
        { err: error, method: request.method, url: request.url, route: request.routeOptions.url, address: request.ip },
        'request failed',
      );
      return reply.code(500).send({ message: GENERIC_SERVER_ERROR });
    });

    fastify.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const path = requestPath(request);
      if (API_PATH.test(path)) {
        return reply.code(404).send({ message: `There is no API endpoint ${request.method} ${path.slice(0, 200)}.` });
      }
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (isRead && /^\/admin\//.test(path) && !/^\/admin\/assets\//.test(path)) return fastify.sitePages.sendAdminApp(request, reply);
      const canonical = isRead ? canonicalCalculatorPath(path) : undefined;
      if (canonical) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${canonical}${query}`, 301);
      }
      return fastify.sitePages.sendNotFound(request, reply);
    });
  },
  { name: 'errors', dependencies: ['static'] },
);
