import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The anonymous visitor cookie: a random id, sent only to the explain endpoints. */
export const VISITOR_COOKIE = 'calchub_visitor';
export const VISITOR_COOKIE_PATH = '/api/explain';
/** A visitor is remembered for a year (browsers cap cookies at 400 days). */
const VISITOR_COOKIE_DAYS = 365;
/** 32 random bytes in base64url. */
const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The key that counts this visitor's AI use: the SHA-256 of the id in the visitor cookie. A request without a
     * valid cookie gets a new random id, set on the reply (HttpOnly, Secure, SameSite=Lax).
     */
    visitorKey(request: FastifyRequest, reply: FastifyReply): string;
  }
}

/**
 * The visitor's key from a cookie value, or undefined for a value that is not an id this server could have made.
 * @example
 * visitorKeyOf('x'); // undefined
 */
export function visitorKeyOf(cookieValue: string | undefined): string | undefined {
  if (cookieValue === undefined || !VISITOR_ID.test(cookieValue)) return undefined;
  return createHash('sha256').update(cookieValue).digest('hex');
}

/** `fastify.visitorKey(request, reply)`: who is asking for an explanation, without knowing who they are. */
export default fp(
  async (fastify) => {
    fastify.decorate('visitorKey', (request: FastifyRequest, reply: FastifyReply) => {
      const known = visitorKeyOf(request.cookies[VISITOR_COOKIE]);
      if (known !== undefined) return known;
      const id = randomBytes(32).toString('base64url');
      reply.setCookie(VISITOR_COOKIE, id, {
        httpOnly: true,
        secure: true,
        sameSite: 'lax',
        path: VISITOR_COOKIE_PATH,
        maxAge: VISITOR_COOKIE_DAYS * 24 * 3600,
      });
      // A second call for the same request (availability, then explain) must see the same visitor.
      request.cookies[VISITOR_COOKIE] = id;
      return createHash('sha256').update(id).digest('hex');
    });
  },
  { name: 'visitor', dependencies: ['cookie'] },
);
