import fp from 'fastify-plugin';

/**
 * How often each server reads the approved SEO proposals again, so a page approved or reverted through another
 * server is served changed here too within this time. The server that took the decision applies it at once.
 */
const REFRESH_MS = 10_000;

declare module 'fastify' {
  interface FastifyInstance {
    servedPages: {
      /** Reads the approved SEO proposals and serves their pages with them (after an approval or a revert). */
      refresh(): Promise<void>;
    };
  }
}

/**
 * `fastify.servedPages`: the site as served follows the approved SEO proposals. At start, on every approval or revert
 * in this process, and every 10 s (for decisions taken by another server), the pages with an approved title and
 * description get them in their head, and the sitemap a `<lastmod>` for each changed page.
 */
export default fp(
  async (fastify) => {
    const refresh = async () => fastify.sitePages.applyOverrides(await fastify.reviews.pageOverrides());
    await refresh();
    const timer = setInterval(() => {
      refresh().catch((error: unknown) => fastify.log.error({ err: error }, 'Could not read the approved SEO proposals; the pages are served as they were.'));
    }, REFRESH_MS);
    timer.unref();
    fastify.addHook('onClose', async () => clearInterval(timer));
    fastify.decorate('servedPages', { refresh });
  },
  { name: 'served-pages', dependencies: ['db', 'static', 'review-repository'] },
);
