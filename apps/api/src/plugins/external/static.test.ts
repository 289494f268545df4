import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Database } from '../../db/database.js';
import { auditLog } from '../../db/schema.js';
import { MEMORY_LIMIT_PER_FILE } from '../../site-files.js';
import { describeWithApp, logCollector, ORIGIN, siteFixture, TEST_ADMIN_KEY, testConfig } from '../../testing/harness.js';

const CALCULATOR_PAGE = `<!doctype html><title>Loan Calculator</title><h1>Loan Calculator</h1>${'<p>How a loan is paid back, month by month.</p>'.repeat(40)}`;

/** A built site whose calculator page has the brotli and gzip copies the web build writes. */
const compressedSite = () => siteFixture({ loanPage: CALCULATOR_PAGE });

async function appFor(site: { webDir: string; adminDir: string }, database: Database, logStream?: NodeJS.WritableStream): Promise<FastifyInstance> {
  return buildApp(testConfig({ WEB_DIST_DIR: site.webDir, ADMIN_DIST_DIR: site.adminDir, LOG_LEVEL: 'info' }), {
    database,
    logStream: logStream ?? logCollector().stream,
  });
}

describeWithApp(
  'the web and admin apps',
  (current) => {
    it('serves the home page and prerendered pages with no-cache, the same page with or without a trailing slash', async () => {
      const { inject } = current();
      const home = await inject('/');
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.body).toContain('Home page');
      for (const url of ['/calculator/loan', '/calculator/loan/']) {
        const page = await inject(url);
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('Loan Calculator');
        expect(page.headers['cache-control']).toBe('no-cache');
      }
      expect((await inject('/robots.txt')).body).toContain('User-agent');
    });

    it('serves hashed /assets/* with a year-long immutable cache, for the web and the admin app', async () => {
      const { inject } = current();
      for (const url of ['/assets/index-Ab12Cd34.js', '/admin/assets/index-Ef56Gh78.js']) {
        const asset = await inject(url);
        expect(asset.statusCode).toBe(200);
        expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(asset.headers['content-type']).toMatch(/javascript/);
      }
    });

    it('answers an unknown page with the site 404 page and status 404; unknown assets 404 too', async () => {
      const { inject } = current();
      for (const url of ['/no-such-page', '/calculator/no-such-calculator', '/assets/missing-123.js', '/admin/assets/missing.js']) {
        const response = await inject(url);
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('Page not found');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('answers short, alias and "-calculator" calculator paths with a 301 to the canonical path, keeping the query', async () => {
      const { inject } = current();
      for (const url of ['/loan', '/loan-calculator', '/calculator/loan-calculator', '/mortgage-calculator/', '/calculator/house-payment']) {
        const response = await inject(`${url}?a=1`);
        const slug = url.includes('loan') ? 'loan' : 'mortgage';
        expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({
          url,
          status: 301,
          location: `/calculator/${slug}?a=1`,
        });
      }
    });

    it('serves the admin SPA at /admin and for every client-side /admin/* route', async () => {
      const { inject } = current();
      for (const url of ['/admin', '/admin/', '/admin/dashboard', '/admin/seo-proposals?status=pending']) {
        const response = await inject(url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect(response.body).toContain('CalcHub Admin');
        expect(response.headers['cache-control']).toBe('no-cache');
      }
    });

    it('sends the security headers on pages and API answers: strict CSP, no framing, no base, HSTS', async () => {
      const { inject } = current();
      for (const url of ['/', '/api/health', '/admin', '/assets/index-Ab12Cd34.js', '/no-such-page', '/admin/dashboard']) {
        const response = await inject(url);
        const csp = String(response.headers['content-security-policy']);
        const directives = Object.fromEntries(
          csp.split(';').map((part) => {
            const [name, ...values] = part.trim().split(/\s+/);
            return [name, values.join(' ')];
          }),
        );
        expect(directives).toMatchObject({
          'default-src': "'self'",
          'script-src': "'self'",
          'object-src': "'none'",
          'base-uri': "'none'",
          'frame-ancestors': "'none'",
        });
        expect(csp).not.toContain('unsafe-inline');
        expect(csp).not.toContain('unsafe-eval');
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(response.headers['x-frame-options']).toBe('DENY');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
    });

    it.each([
      { method: 'GET', url: '/api/admin/no-such-route', status: 401 },
      { method: 'POST', url: '/api/admin/no-such-route', status: 401 },
      { method: 'GET', url: '/api/admin/stats', status: 401 },
      { method: 'GET', url: '/api/no-such-route', status: 404 },
      { method: 'GET', url: '/api/v1/calculate/loan?loanAmount=abc&interestRate=7&loanTenure=3', status: 400 },
      { method: 'POST', url: '/api/explain', status: 415, headers: { 'content-type': 'text/plain' }, payload: 'x' },
    ] as const)('sends the security headers on an error answer too: $method $url ($status)', async ({ status, ...request }) => {
      const response = await current().inject(request);
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('sends the best copy the browser accepts: brotli, then gzip, then the page itself, varying on Accept-Encoding', async () => {
      const app = await appFor(compressedSite(), current().database);
      try {
        const answers: Record<string, string> = {};
        for (const accept of ['br, gzip', 'gzip, deflate, br', 'gzip', 'br;q=0, gzip', 'identity', '*', '']) {
          const response = await app.inject({ url: '/calculator/loan', headers: { 'accept-encoding': accept } });
          expect(response.statusCode).toBe(200);
          expect(response.headers['vary']).toBe('Accept-Encoding');
          expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
          const coding = String(response.headers['content-encoding'] ?? 'identity');
          const raw = response.rawPayload;
          expect(Number(response.headers['content-length'])).toBe(raw.length);
          const html = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
          expect(html.toString()).toBe(CALCULATOR_PAGE);
          answers[accept] = coding;
        }
        expect(answers).toEqual({
          'br, gzip': 'br',
          'gzip, deflate, br': 'br',
          gzip: 'gzip',
          'br;q=0, gzip': 'gzip',
          identity: 'identity',
          '*': 'br',
          '': 'identity',
        });
      } finally {
        await app.close();
      }
    });

    it('gives each copy of a file its own strong ETag and answers 304 when the browser has that copy', async () => {
      const app = await appFor(compressedSite(), current().database);
      try {
        const get = (accept: string, ifNoneMatch?: string) =>
          app.inject({ url: '/calculator/loan/', headers: { 'accept-encoding': accept, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } });
        const etags = await Promise.all(['br', 'gzip', 'identity'].map(async (accept) => String((await get(accept)).headers.etag)));
        expect(new Set(etags).size).toBe(3);
        for (const etag of etags) expect(etag).toMatch(/^"[\w-]+"$/);
        const [brEtag, gzipEtag] = etags as [string, string, string];

        const notModified = await get('br, gzip', brEtag);
        expect(notModified.statusCode).toBe(304);
        expect(notModified.body).toBe('');
        expect(notModified.headers.etag).toBe(brEtag);
        expect(notModified.headers['cache-control']).toBe('no-cache');
        expect(notModified.headers['vary']).toBe('Accept-Encoding');
        expect((await get('gzip', `W/"other", W/${gzipEtag}`)).statusCode).toBe(304);

        // The brotli copy's tag does not stand for the gzip copy: a browser that now only takes gzip gets it in full.
        const changed = await get('gzip', brEtag);
        expect(changed.statusCode).toBe(200);
        expect(changed.headers['content-encoding']).toBe('gzip');
        expect(changed.headers.etag).toBe(gzipEtag);
      } finally {
        await app.close();
      }
    });

    it('answers HEAD with the headers of GET and no body', async () => {
      const app = await appFor(compressedSite(), current().database);
      try {
        for (const url of ['/calculator/loan', '/assets/index-Ab12Cd34.js']) {
          const headers = { 'accept-encoding': 'br, gzip' };
          const get = await app.inject({ url, headers });
          const head = await app.inject({ method: 'HEAD', url, headers });
          expect(head.statusCode).toBe(200);
          expect(head.body).toBe('');
          for (const name of ['content-length', 'content-type', 'content-encoding', 'etag', 'cache-control', 'vary']) {
            expect({ url, name, value: head.headers[name] }).toEqual({ url, name, value: get.headers[name] });
          }
        }
      } finally {
        await app.close();
      }
    });

    it('finds files only by their path in the build: climbing out of the folder with encoded dots or slashes answers the 404 page', async () => {
      const site = compressedSite();
      // A file beside the site's folder, which no URL may reach.
      writeFileSync(join(dirname(site.webDir), 'secret.txt'), 'the operator secret');
      const app = await appFor(site, current().database);
      try {
        for (const url of [
          '/..%2fsecret.txt',
          '/..%2f..%2fetc/passwd',
          '/%2e%2e/secret.txt',
          '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
          '/assets/..%2f..%2fsecret.txt',
          '/calculator/%2e%2e/%2e%2e/secret.txt',
          '/calculator/loan/..%5c..%5c..%5csecret.txt',
          '/admin/assets/..%2f..%2fsecret.txt',
        ]) {
          const response = await app.inject(url);
          expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
          expect(response.body).toContain('Page not found');
          expect(response.body).not.toContain('operator secret');
          expect(response.body).not.toContain('root:');
        }
        // Overlong UTF-8 for "..": not valid UTF-8, so refused before any lookup.
        const overlong = await app.inject('/%c0%ae%c0%ae/secret.txt');
        expect(overlong.statusCode).toBe(400);
        expect(overlong.body).not.toContain('operator secret');
      } finally {
        await app.close();
      }
    });

    it('holds the files present at start: one added later is not served, one deleted later still is; the log says what it holds', async () => {
      const site = compressedSite();
      const log = logCollector();
      const app = await appFor(site, current().database, log.stream);
      try {
        writeFileSync(join(site.webDir, 'added-later.txt'), 'new');
        rmSync(join(site.webDir, 'robots.txt'));
        expect((await app.inject('/added-later.txt')).statusCode).toBe(404);
        const robots = await app.inject('/robots.txt');
        expect(robots.statusCode).toBe(200);
        expect(robots.body).toContain('User-agent');
        expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');

        // web: index, 404, loan page (+ 2 copies), embedded loan page, asset, robots; admin: index, asset.
        const bytes = 3 * 55 + CALCULATOR_PAGE.length + gzipSync(CALCULATOR_PAGE).length + brotliCompressSync(CALCULATOR_PAGE).length;
        const line = log.lines().find((entry) => String(entry['msg']).startsWith('Serving the site from memory'));
        expect(line).toMatchObject({ files: 8, filesOnDisk: 0 });
        expect(line?.['msg']).toMatch(/^Serving the site from memory: 8 files, 0\.0 MB with their compressed copies\.$/);
        expect(Number(line?.['bytes'])).toBeGreaterThan(bytes - 3 * 55);
      } finally {
        await app.close();
      }
    });

    it(`streams a file over ${MEMORY_LIMIT_PER_FILE / 1024 / 1024} MB from disk instead of holding it`, async () => {
      const site = siteFixture();
      const large = Buffer.alloc(MEMORY_LIMIT_PER_FILE + 1, 'a');
      mkdirSync(join(site.webDir, 'downloads'));
      writeFileSync(join(site.webDir, 'downloads/rates.csv'), large);
      const log = logCollector();
      const app = await appFor(site, current().database, log.stream);
      try {
        const response = await app.inject('/downloads/rates.csv');
        expect(response.statusCode).toBe(200);
        expect(Number(response.headers['content-length'])).toBe(large.length);
        expect(response.rawPayload.equals(large)).toBe(true);
        expect(response.headers['content-type']).toBe('application/octet-stream');
        expect(log.lines().find((entry) => String(entry['msg']).startsWith('Serving the site from memory'))).toMatchObject({ filesOnDisk: 1 });
      } finally {
        await app.close();
      }
    });

    it('lets any site frame an embedded calculator (/embed/{slug}) and no other page: frame-ancestors *, no X-Frame-Options', async () => {
      const { inject } = current();
      const strict = String((await inject('/')).headers['content-security-policy']);
      expect(strict).toContain("frame-ancestors 'none'");
      for (const url of ['/embed/loan', '/embed/loan/', '/embed/loan?loanAmount=10000&interestRate=7']) {
        const response = await inject(url);
        expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
        expect(response.body).toContain('Powered by CalcHub');
        // Every other directive exactly as on any page: only who may frame it changes.
        expect(response.headers['content-security-policy']).toBe(strict.replace("frame-ancestors 'none'", 'frame-ancestors *'));
        expect(response.headers['x-frame-options']).toBeUndefined();
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
      }
      // Every other page, including addresses that only look like an embed or resolve elsewhere, still refuses.
      for (const url of ['/', '/calculator/loan', '/calculator/loan?embed=1', '/embed', '/embed/', '/admin', '/api/health', '/embed/loan/extra', '/embed/%2e%2e/calculator/loan', '/embed/..%2fcalculator%2floan', '/x/embed/loan']) {
        const response = await inject(url);
        expect({ url, csp: response.headers['content-security-policy'], frameOptions: response.headers['x-frame-options'] }).toEqual({
          url,
          csp: strict,
          frameOptions: 'DENY',
        });
      }
    });

    it('serves the service worker revalidated on every visit and the web app manifest as a manifest, both allowed by the CSP', async () => {
      const site = siteFixture();
      const worker = 'self.addEventListener("fetch", () => undefined);'.repeat(40);
      writeFileSync(join(site.webDir, 'sw.js'), worker);
      writeFileSync(join(site.webDir, 'sw.js.br'), brotliCompressSync(worker));
      writeFileSync(join(site.webDir, 'manifest.webmanifest'), JSON.stringify({ name: 'CalcHub', start_url: '/', display: 'standalone' }));
      const app = await appFor(site, current().database);
      try {
        const sw = await app.inject({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
        expect(sw.statusCode).toBe(200);
        expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
        // A new deploy must reach the browser on its next visit: never a long-lived or immutable cache.
        expect(sw.headers['cache-control']).toBe('no-cache');
        expect(sw.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(sw.rawPayload).toString()).toBe(worker);

        const manifest = await app.inject('/manifest.webmanifest');
        expect(manifest.statusCode).toBe(200);
        expect(manifest.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
        expect(manifest.headers['cache-control']).toBe('no-cache');
        expect(manifest.json()).toMatchObject({ name: 'CalcHub', start_url: '/' });

        for (const response of [sw, manifest, await app.inject('/')]) {
          const csp = String(response.headers['content-security-policy']);
          expect(csp).toContain("worker-src 'self'");
          expect(csp).toContain("manifest-src 'self'");
        }
      } finally {
        await app.close();
      }
    });

    it('without a 404.html, answers unknown pages with index.html and status 404', async () => {
      const site = siteFixture({ notFoundPage: false });
      const app = await buildApp(testConfig({ WEB_DIST_DIR: site.webDir }), { database: current().database });
      try {
        const response = await app.inject('/nowhere');
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('Home page');
      } finally {
        await app.close();
      }
    });

    it('without a built web or admin app, still serves the API and answers pages with a plain 404', async () => {
      const app = await buildApp(testConfig({ WEB_DIST_DIR: '/nonexistent/web', ADMIN_DIST_DIR: '/nonexistent/admin' }), {
        database: current().database,
      });
      try {
        expect((await app.inject('/api/health')).statusCode).toBe(200);
        const page = await app.inject('/');
        expect(page.statusCode).toBe(404);
        expect(page.body).toBe('Page not found.');
        expect((await app.inject('/admin')).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });

    it('without TRUST_PROXY, ignores X-Forwarded-For: the audit log records the connection address', async () => {
      const { inject, db, address } = current();
      await inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.99' },
        payload: { key: 'a-wrong-key-for-the-test' },
      });
      const rows = await db.select().from(auditLog);
      expect(rows.map((row) => row.address)).toEqual([address]);
    });
  },
  { kinds: ['pglite'] },
);

describeWithApp(
  'behind a proxy',
  (current) => {
    it('with TRUST_PROXY=true, believes X-Forwarded-For for the client address (audit log, rate limits)', async () => {
      const { app, db } = current();
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { origin: ORIGIN, 'x-forwarded-for': '203.0.113.99' },
        payload: { key: TEST_ADMIN_KEY },
        remoteAddress: '10.0.0.1',
      });
      expect(response.statusCode).toBe(200);
      const rows = await db.select().from(auditLog);
      expect(rows.map((row) => row.address)).toEqual(['203.0.113.99']);
    });

    it('with TRUST_PROXY=true (one proxy), an address the client wrote in X-Forwarded-For is not believed: the proxy\'s entry is', async () => {
      const { app, db } = current();
      for (const spoofed of ['198.51.100.1', '198.51.100.2']) {
        await app.inject({
          method: 'POST',
          url: '/api/admin/login',
          headers: { origin: ORIGIN, 'x-forwarded-for': `${spoofed}, 203.0.113.50` },
          payload: { key: 'wrong-key-0123456789' },
          remoteAddress: '10.0.0.1',
        });
      }
      const rows = await db.select().from(auditLog);
      expect(rows.map((row) => row.address)).toEqual(['203.0.113.50', '203.0.113.50']);
    });
  },
  { kinds: ['pglite'], env: { TRUST_PROXY: 'true' } },
);
