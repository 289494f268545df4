import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web and admin apps' HTML fallbacks, used by the not-found handler. */
    sitePages: {
      /** The web's 404.html (else its index.html) with status 404. */
      sendNotFound(reply: FastifyReply): Promise<FastifyReply>;
      /** The admin SPA's index.html with status 200, for /admin and any /admin/* client-side route. */
      sendAdminApp(reply: FastifyReply): Promise<FastifyReply>;
    };
  }
}

// Vite names bundled files with a content hash, so a given URL under /assets/ never changes.
const HASHED_ASSET = /[\\/]assets[\\/]/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function cacheHeaders(reply: FastifyReply, path: string): void {
  reply.header('cache-control', HASHED_ASSET.test(path) ? IMMUTABLE : 'no-cache');
}

async function firstFile(paths: readonly string[]): Promise<Buffer | undefined> {
  for (const path of paths) {
    try {
      return await readFile(path);
    } catch {
      // try the next one
    }
  }
  return undefined;
}

/**
 * Serves the built web app at / and the admin SPA at /admin (WEB_DIST_DIR, ADMIN_DIST_DIR), pre-compressed
 * files when the browser accepts them, hashed /assets/* with a year-long immutable cache and everything else
 * (HTML first of all) with `no-cache`, so a new build shows at once. A missing build is a warning, not a
 * failure: the API still runs.
 */
export default fp(
  async (fastify) => {
    const { webDistDir, adminDistDir } = fastify.config;
    const hasWeb = existsSync(webDistDir);
    const hasAdmin = existsSync(adminDistDir);
    if (!hasWeb) fastify.log.warn(`The web app is not built (${webDistDir} is missing); only the API is served. Run npm start to build it.`);
    if (!hasAdmin) fastify.log.warn(`The admin app is not built (${adminDistDir} is missing); /admin is not served.`);

    if (hasAdmin) {
      await fastify.register(fastifyStatic, {
        root: adminDistDir,
        prefix: '/admin/',
        index: false,
        preCompressed: true,
        decorateReply: false,
        setHeaders: cacheHeaders,
      });
    }
    if (hasWeb) {
      await fastify.register(fastifyStatic, {
        root: webDistDir,
        prefix: '/',
        preCompressed: true,
        decorateReply: false,
        setHeaders: cacheHeaders,
      });
    }

    const sendHtml = (reply: FastifyReply, status: number, html: Buffer) =>
      reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);

    fastify.decorate('sitePages', {
      async sendNotFound(reply: FastifyReply) {
        const html = await firstFile([join(webDistDir, '404.html'), join(webDistDir, 'index.html')]);
        if (html) return sendHtml(reply, 404, html);
        return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Page not found.');
      },
      async sendAdminApp(reply: FastifyReply) {
        const html = await firstFile([join(adminDistDir, 'index.html')]);
        if (html) return sendHtml(reply, 200, html);
        return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('The admin app is not built.');
      },
    });

    for (const url of ['/admin', '/admin/']) fastify.get(url, (_request, reply) => fastify.sitePages.sendAdminApp(reply));
  },
  { name: 'static', dependencies: ['env'] },
);
