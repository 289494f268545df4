import fp from 'fastify-plugin';
import type { Config } from '../../config.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated configuration the app was built with (see config.ts). */
    config: Config;
  }
}

/**
 * Makes the configuration available as `fastify.config`. It is read and validated from the environment once, in
 * server.ts (or given by a test), so that the app itself never reads `process.env`.
 */
export default fp<{ config: Config }>(
  async (fastify, options) => {
    fastify.decorate('config', options.config);
  },
  { name: 'env' },
);
