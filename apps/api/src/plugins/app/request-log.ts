import fp from 'fastify-plugin';
import { REQUEST_ID_HEADER } from '../../request-id.js';

/** The longest path written in a log line: a request's path is the client's to choose. */
const LOGGED_PATH_MAX = 200;

/**
 * One log line per answered request, with the request's id (also sent back as `X-Request-Id`), the method, the
 * route's pattern (`/api/v1/calculate/:slug`, or none for a file or a miss), the path, the status and the time
 * taken. Errors are logged with the same id (the error handler writes through `request.log`). Routes with a
 * quieter `logLevel` (the site's files) are not logged one by one.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    fastify.addHook('onResponse', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? null,
          path: path.length > LOGGED_PATH_MAX ? `${path.slice(0, LOGGED_PATH_MAX)}…` : path,
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request answered',
      );
    });
  },
  { name: 'request-log' },
);
