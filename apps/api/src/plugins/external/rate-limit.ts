import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-error.js';

/**
 * Per-address request limits, off by default and switched on per route with `config.rateLimit` (the public
 * write endpoints, and the public calculation API as a whole, in routes/api/v1). The address is `request.ip`, which believes X-Forwarded-For only as far as TRUST_PROXY says.
 * Admin login has its own limit, counted in the database (see routes/api/admin/login).
 */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      // The IETF draft's headers (RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset), not the X- ones.
      enableDraftSpec: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests from your address. Please wait ${context.after} and try again.`),
    });
  },
  { name: 'rate-limit' },
);
