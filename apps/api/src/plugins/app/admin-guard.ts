import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-error.js';
import { SESSION_COOKIE, type AdminSession } from './auth.js';
import { requestPath } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** An /api/admin route that works without a session (login, session status). */
    adminPublic?: boolean;
  }
  interface FastifyRequest {
    /** The live admin session, on /api/admin routes that require one. */
    adminSession: AdminSession | null;
  }
}

export const NO_SESSION_MESSAGE = 'You are not signed in as admin, or your session has expired. Please sign in again.';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ADMIN_PATH = /^\/api\/admin(\/|$)/i;

/**
 * Whether the request's Origin is this site: PUBLIC_BASE_URL's origin, or the origin the request was sent to
 * (scheme and Host, as TRUST_PROXY allows). A missing, `null` or malformed Origin is not.
 * @param request - the request
 * @param publicBaseUrl - the configured public address
 * @returns whether it is same-origin
 * @example
 * isSameOrigin(request, 'https://calchub.example'); // true for Origin https://calchub.example, false for https://evil.example
 */
function isSameOrigin(request: FastifyRequest, publicBaseUrl: string): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string') return false;
  let claimed: string;
  try {
    claimed = new URL(origin).origin;
  } catch {
    return false;
  }
  const own = new Set<string>();
  for (const candidate of [publicBaseUrl, `${request.protocol}://${request.host}`]) {
    try {
      own.add(new URL(candidate).origin);
    } catch {
      // a Host header that is not a host: no match
    }
  }
  return claimed !== 'null' && own.has(claimed);
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return typeof type === 'string' && type.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

/**
 * A request that sends nothing: no Content-Type, no Content-Length above 0, not chunked. The admin's "Reset usage"
 * is such a call (`POST /api/admin/reset-usage` with no body); it is read as `{}`.
 */
function hasNoBody(request: FastifyRequest): boolean {
  const { 'content-type': type, 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  return type === undefined && encoding === undefined && (length === undefined || Number(length) === 0);
}

/**
 * The gate in front of /api/admin/*: every route (and every unknown path) answers 401 without a live session,
 * except those marked `config.adminPublic`; every state-changing request must be JSON (or send no body at all) and
 * come from this site's Origin (with the SameSite=Strict cookie, this stops cross-site request forgery). Answers are never cached.
 */
export default fp(
  async (fastify) => {
    fastify.decorateRequest('adminSession', null);
    fastify.addHook('onRequest', async (request, reply) => {
      const isAdmin = ADMIN_PATH.test(requestPath(request)) || (request.routeOptions.url ?? '').startsWith('/api/admin');
      if (!isAdmin) return;
      reply.header('cache-control', 'no-store');
      if (!request.routeOptions.config.adminPublic) {
        const token = request.cookies[SESSION_COOKIE];
        const session = token ? await fastify.adminAuth.touchSession(token) : null;
        if (!session) throw new HttpError(401, NO_SESSION_MESSAGE);
        request.adminSession = session;
      }
      // An unknown path answers 404 once signed in; there is nothing there to protect from forgery.
      if (STATE_CHANGING.has(request.method) && !request.is404) {
        if (!isSameOrigin(request, fastify.config.publicBaseUrl)) {
          throw new HttpError(403, "This request was refused: it must come from this site's own pages (Origin header).");
        }
        if (!isJson(request) && !hasNoBody(request)) throw new HttpError(415, 'Send the request body as JSON (Content-Type: application/json).');
      }
    });
    // A state-changing call without a body is checked as `{}`: a route that takes no fields answers, one that needs
    // some answers 400 naming the first one missing.
    fastify.addHook('preValidation', async (request) => {
      if (request.adminSession && STATE_CHANGING.has(request.method) && request.body === undefined && hasNoBody(request)) request.body = {};
    });
  },
  { name: 'admin-guard', dependencies: ['auth', 'cookie', 'errors'] },
);
