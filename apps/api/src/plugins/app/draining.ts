import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process is shutting down: it still answers, but asks to be sent nothing new. */
    readonly draining: boolean;
    /**
     * Starts the shutdown's first step: `/api/health/ready` answers 503 and every answer closes its connection, so
     * that a proxy in front keeps no idle connection to this process, which it could send a request on just as the
     * process stops listening (a POST sent that way could not be tried on another replica).
     */
    drain(): void;
    /** Requests received and not yet answered. */
    readonly requestsInFlight: number;
  }
}

/** The first step of a graceful shutdown (see server.ts): readiness off and no connection kept alive. */
export default fp(
  async (fastify) => {
    let draining = false;
    let inFlight = 0;
    fastify.decorate('draining', {
      getter: () => draining,
    });
    fastify.decorate('requestsInFlight', {
      getter: () => inFlight,
    });
    // A request is counted out once, when it is answered or when its client gives up on it.
    const open = new WeakSet<FastifyRequest>();
    fastify.addHook('onRequest', async (request) => {
      open.add(request);
      inFlight += 1;
    });
    const answered = (request: FastifyRequest) => {
      if (open.delete(request)) inFlight -= 1;
    };
    fastify.addHook('onResponse', async (request) => answered(request));
    fastify.addHook('onRequestAbort', async (request) => answered(request));
    fastify.decorate('drain', () => {
      draining = true;
    });
    fastify.addHook('preClose', async () => {
      draining = true;
    });
    fastify.addHook('onSend', async (_request, reply, payload) => {
      if (draining) reply.header('connection', 'close');
      return payload;
    });
  },
  { name: 'draining' },
);
