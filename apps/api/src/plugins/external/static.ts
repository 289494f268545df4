import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { AddressPages, loadAddressRenderer } from '../../address-pages.js';
import type { PageHtml } from '../../agents/validation/example-checks.js';
import { pageHtmlFromSite } from '../../agents/validation/validation-run.js';
import { sitemapWithLastmod, withPageHead, type PageOverride } from '../../page-overrides.js';
import { chooseCopy, loadSiteFiles, matchesEtag, siteFileFromHtml, type SiteFile } from '../../site-files.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built web and admin apps' HTML fallbacks, used by the not-found handler. */
    sitePages: {
      /** Whether the web app's build was found and loaded (the readiness check asks). */
      readonly built: boolean;
      /** The shared addresses' render cache (pages and bytes held, addresses answered), when addresses are rendered. */
      addressCache(): { readonly size: AddressPages['size']; readonly answered: AddressPages['answered'] } | undefined;
      /** The web's 404.html (else its index.html) with status 404. */
      sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply;
      /** The admin SPA's index.html with status 200, for /admin and any /admin/* client-side route. */
      sendAdminApp(request: FastifyRequest, reply: FastifyReply): FastifyReply;
      /** A built page's HTML as it is served (`/calculator/loan`), or undefined when the site has none there. */
      pageHtml: PageHtml;
      /**
       * Serves these pages with their approved SEO title and description (and the sitemap with their `<lastmod>`)
       * instead of the built ones; a page not listed goes back to its built head. Calls apply in order.
       */
      applyOverrides(overrides: readonly PageOverride[]): Promise<void>;
    };
  }
}

/** The text of a file's uncompressed copy, when it is held in memory. */
function identityText(file: SiteFile): string | undefined {
  return file.copies.find((copy) => copy.coding === 'identity')?.body?.toString('utf8');
}

/** The path of a request URL without its query, %-escapes decoded; undefined when they are not valid UTF-8. */
function urlPath(url: string): string | undefined {
  const end = url.search(/[?#]/);
  const raw = end === -1 ? url : url.slice(0, end);
  if (!raw.includes('%')) return raw;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * Sends one file of the built site: the best copy the request accepts (brotli, gzip, the file itself) with its
 * ETag, or 304 when the client's copy is current. Files with compressed copies vary on Accept-Encoding.
 */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: SiteFile, status: number): FastifyReply {
  const copy = chooseCopy(file, request.headers['accept-encoding']);
  reply.header('cache-control', file.cacheControl).header('etag', copy.etag);
  if (file.copies.length > 1) reply.header('vary', 'Accept-Encoding');
  if (status === 200 && matchesEtag(request.headers['if-none-match'], copy.etag)) return reply.code(304).send();
  if (copy.coding !== 'identity') reply.header('content-encoding', copy.coding);
  reply.code(status).header('content-type', file.contentType).header('content-length', copy.length);
  return reply.send(copy.body ?? createReadStream(copy.path));
}

/**
 * Serves the built web app at / and the admin SPA at /admin (WEB_DIST_DIR, ADMIN_DIST_DIR) from memory: every file
 * and its brotli and gzip copies are read once at start (files over 5 MB stay on disk and are streamed), and the
 * number of files and bytes held is logged. Each answer is the best copy the browser accepts with a strong ETag
 * (304 when current); hashed /assets/* have a year-long immutable cache and everything else (HTML first of all)
 * `no-cache`, so a new build shows once the server restarts. A calculator address with inputs
 * (`/calculator/loan?loanAmount=10000&...`, `/embed/loan?...`) is rendered with its own result by the web build's
 * server entry (`dist/server/entry-server.js` beside WEB_DIST_DIR) and cached (see address-pages.ts). A missing
 * build is a warning, not a failure: the API still runs.
 */
export default fp(
  async (fastify) => {
    const { webDistDir, adminDistDir } = fastify.config;
    const hasWeb = existsSync(webDistDir);
    const hasAdmin = existsSync(adminDistDir);
    if (!hasWeb) fastify.log.warn(`The web app is not built (${webDistDir} is missing); only the API is served. Run npm start to build it.`);
    if (!hasAdmin) fastify.log.warn(`The admin app is not built (${adminDistDir} is missing); /admin is not served.`);

    const byPath = new Map<string, SiteFile>();
    let files = 0;
    let bytes = 0;
    let onDisk = 0;
    for (const [folder, options] of [
      [hasAdmin ? adminDistDir : undefined, { prefix: '/admin/', indexes: false }],
      [hasWeb ? webDistDir : undefined, { prefix: '/', indexes: true }],
    ] as const) {
      if (!folder) continue;
      const site = await loadSiteFiles(folder, options);
      for (const [path, file] of site.byPath) if (!byPath.has(path)) byPath.set(path, file);
      files += site.files;
      bytes += site.bytesInMemory;
      onDisk += site.filesOnDisk;
    }
    if (files > 0) {
      const onDiskNote = onDisk > 0 ? `; ${onDisk} larger copies are read from disk on each request` : '';
      fastify.log.info(
        { files, bytes, filesOnDisk: onDisk },
        `Serving the site from memory: ${files} files, ${(bytes / 1024 / 1024).toFixed(1)} MB with their compressed copies${onDiskNote}.`,
      );
    }

    const addressPages = hasWeb ? await addressPagesFor(join(webDistDir, '..', 'server', 'entry-server.js')) : undefined;

    async function addressPagesFor(entry: string): Promise<AddressPages | undefined> {
      try {
        const renderer = await loadAddressRenderer(entry);
        if (renderer) {
          fastify.log.info('Calculator addresses with inputs are rendered on the server with their own result.');
          return new AddressPages(renderer);
        }
        fastify.log.warn(`The web app's server entry is missing (${entry}): addresses with inputs get the page as built.`);
      } catch (error) {
        fastify.log.error({ err: error }, 'The web app\'s server entry could not be loaded: addresses with inputs get the page as built.');
      }
      return undefined;
    }

    /** A built HTML page rendered with the address's inputs; the page as built when it cannot be rendered. */
    async function renderedPage(request: FastifyRequest, path: string, search: string, file: SiteFile, pages: AddressPages): Promise<SiteFile> {
      try {
        return (await pages.page(path, search, file))?.file ?? file;
      } catch (error) {
        // The page as built still works: its script reads the address after loading.
        request.log.error({ err: error, url: request.url }, 'Could not render the address; sending the page as built.');
        return file;
      }
    }

    /** The files as served: the built ones, with the pages an approved SEO proposal changed (see applyOverrides). */
    let served: ReadonlyMap<string, SiteFile> = byPath;
    let appliedOverrides = '[]';
    let applying = Promise.resolve();

    async function servedWith(overrides: readonly PageOverride[]): Promise<ReadonlyMap<string, SiteFile>> {
      const next = new Map(byPath);
      // A page answers at /calculator/loan, /calculator/loan/ and /calculator/loan/index.html: one file for all three.
      const changed = new Map<SiteFile, SiteFile>();
      for (const { path, head } of overrides) {
        if (!head) continue;
        for (const alias of [path, `${path}/`, `${path}/index.html`]) {
          const built = byPath.get(alias);
          const html = built?.contentType.startsWith('text/html') ? identityText(built) : undefined;
          if (!built || html === undefined) continue;
          const file = changed.get(built) ?? (await siteFileFromHtml(withPageHead(html, head), built));
          changed.set(built, file);
          next.set(alias, file);
        }
      }
      const sitemap = byPath.get('/sitemap.xml');
      const sitemapXml = sitemap ? identityText(sitemap) : undefined;
      if (sitemap && sitemapXml !== undefined && overrides.length > 0) {
        next.set('/sitemap.xml', await siteFileFromHtml(sitemapWithLastmod(sitemapXml, new Map(overrides.map((override) => [override.path, override.changedAt]))), sitemap));
      }
      return next;
    }

    async function applyOverrides(overrides: readonly PageOverride[]): Promise<void> {
      const key = JSON.stringify(overrides);
      if (key === appliedOverrides) return;
      served = await servedWith(overrides);
      appliedOverrides = key;
      // Shared addresses are rendered from the page's head: those rendered before the change are stale.
      addressPages?.clear();
    }

    const notFoundPage = byPath.get('/404.html') ?? byPath.get('/index.html');
    const adminApp = byPath.get('/admin/index.html');

    fastify.decorate('sitePages', {
      built: hasWeb,
      addressCache: () => (addressPages ? { size: addressPages.size, answered: addressPages.answered } : undefined),
      pageHtml: (path: string) => pageHtmlFromSite(served)(path),
      applyOverrides(overrides: readonly PageOverride[]) {
        const next = applying.then(() => applyOverrides(overrides));
        // A failed apply leaves the pages as they were; the next call starts afresh.
        applying = next.catch(() => undefined);
        return next;
      },
      sendNotFound(request: FastifyRequest, reply: FastifyReply) {
        if (notFoundPage) return sendFile(request, reply, notFoundPage, 404);
        return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Page not found.');
      },
      sendAdminApp(request: FastifyRequest, reply: FastifyReply) {
        if (adminApp) return sendFile(request, reply, adminApp, 200);
        return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('The admin app is not built.');
      },
    });

    for (const url of ['/admin', '/admin/']) fastify.get(url, (request, reply) => fastify.sitePages.sendAdminApp(request, reply));
    if (files > 0) {
      // The security headers are the same for every file: helmet's are computed for the first request and then set
      // as they are, instead of helmet building its middleware again on each request (a tenth of the time a file
      // takes). Misses get them too, before the not-found handler.
      let securityHeaders: Record<string, string | number | string[] | undefined> | undefined;
      // Any other GET or HEAD is looked up by its path: what the build holds, else the not-found handler (404 page,
      // the admin SPA's client-side routes, the calculator redirects). Each file served is not logged on its own
      // line, as a static server's access log is usually off; failures still are.
      // The app's error handler is set after this plugin; a hook's error here (an unknown /api/admin path without a
      // session) must reach it, not Fastify's default.
      const withSecurityHeaders = (reply: FastifyReply) => {
        if (securityHeaders) reply.headers(securityHeaders);
        else {
          reply.helmet();
          securityHeaders = { ...reply.raw.getHeaders() };
        }
      };
      // An error answer (a hook's 401) carries the security headers too: the route turned helmet's own hooks off.
      const errorHandler = (error: Error, request: FastifyRequest, reply: FastifyReply) => {
        withSecurityHeaders(reply);
        return fastify.errorHandler(error, request, reply);
      };
      fastify.get('/*', { helmet: false, logLevel: 'warn', errorHandler }, (request, reply) => {
        withSecurityHeaders(reply);
        const path = urlPath(request.url);
        const file = path === undefined ? undefined : served.get(path);
        if (!file || path === undefined) return reply.callNotFound();
        const queryStart = request.url.indexOf('?');
        // Most requests have no query: answered at once, with no promise in the way.
        if (!addressPages || queryStart === -1 || !file.contentType.startsWith('text/html')) return sendFile(request, reply, file, 200);
        const search = request.url.slice(queryStart);
        const ready = addressPages.ready(path, search, file);
        if (ready) return sendFile(request, reply, ready, 200);
        return renderedPage(request, path, search, file, addressPages).then((page) => sendFile(request, reply, page, 200));
      });
    }
  },
  { name: 'static', dependencies: ['env'] },
);
