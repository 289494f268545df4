import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * An embedded calculator's page (`/embed/{slug}`, see the web app's README): the only pages other sites may show in
 * an iframe. The path must be exactly that, with nothing encoded and no dot segment, so that no address that the
 * static files resolve to another page can borrow the allowance.
 */
const EMBED_PAGE = /^\/embed\/[a-z0-9-]+\/?(?:\?|$)/;

/**
 * Security headers on every answer. The CSP is strict: scripts only from this origin (the prerendered pages load
 * their bundles from /assets and carry JSON-LD in `<script type="application/ld+json">` data blocks, which are
 * not executed and so need no allowance), no framing, no `<base>`. HSTS for a year. The embedded calculators alone
 * may be framed by any site: their CSP says `frame-ancestors *` (every other directive as on any page) and they
 * carry no X-Frame-Options.
 */
export default fp(
  async (fastify) => {
    await fastify.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          manifestSrc: ["'self'"],
          workerSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Nothing cross-origin is embedded, but COEP would also block a future CDN image without CORP headers.
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: 'deny' },
    });
    // Just before an answer is sent, whoever set the security headers: helmet's own hooks, or the site's file route,
    // which sets the headers helmet computed once.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (!EMBED_PAGE.test(request.url)) return payload;
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string') reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
      reply.removeHeader('x-frame-options');
      return payload;
    });
  },
  { name: 'helmet' },
);
