import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Cookie parsing and `reply.setCookie`; the admin session cookie holds an opaque random token, so it is not signed. */
export default fp(
  async (fastify) => {
    await fastify.register(cookie);
  },
  { name: 'cookie' },
);
