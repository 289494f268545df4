import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Security headers on every answer. The CSP is strict: scripts only from this origin (the prerendered pages load
 * their bundles from /assets and carry JSON-LD in `<script type="application/ld+json">` data blocks, which are
 * not executed and so need no allowance), no framing, no `<base>`. HSTS for a year.
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
  },
  { name: 'helmet' },
);
