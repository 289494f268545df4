import rateLimit from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import fp from 'fastify-plugin';
import { HttpError } from '../../http-error.js';
import { countedAddress } from '../../security/counted-address.js';
import { PRUNE_EVERY_MS, pruneEndedWindows, sharedRateLimitStore } from './rate-limit-store.js';

/** Addresses each in-memory limit remembers at once (the least recently seen is forgotten first). */
const MEMORY_ADDRESSES = 5_000;

/**
 * Per-address request limits, off by default and switched on per route with `config.rateLimit` (the public
 * write endpoints, and the public calculation API as a whole, in routes/api/v1). The address is `request.ip`, which
 * believes X-Forwarded-For only as far as TRUST_PROXY says, counted as an IPv4 address or an IPv6 /64 network.
 * On PostgreSQL the counts are kept in the database (see rate-limit-store.ts), so that every server process sharing
 * it counts a visitor once; on PGlite, where one process is the rule, in memory.
 * Admin login has its own limit, counted in the database (see routes/api/admin/login).
 */
export default fp(
  async (fastify) => {
    const shared = fastify.database.driver === 'postgres';
    const memory = new LocalStore(false, false, MEMORY_ADDRESSES);
    await fastify.register(rateLimit, {
      global: false,
      keyGenerator: (request) => countedAddress(request.ip),
      ...(shared && {
        // The plugin constructs its store with `new`: a constructor that returns an object gives that object.
        store: function SharedStore() {
          return sharedRateLimitStore(fastify.db, memory, fastify.log);
        } as unknown as NonNullable<Parameters<typeof rateLimit>[1]>['store'],
      }),
      // The IETF draft's headers (RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset), not the X- ones.
      enableDraftSpec: true,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests from your address. Please wait ${context.after} and try again.`),
    });
    if (!shared) return;
    const prune = () => {
      pruneEndedWindows(fastify.db).catch((error: unknown) => fastify.log.warn({ err: error }, 'ended rate-limit windows could not be deleted'));
    };
    const timer = setInterval(prune, PRUNE_EVERY_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
