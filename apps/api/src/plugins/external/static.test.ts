import { expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { auditLog } from '../../db/schema.js';
import { describeWithApp, ORIGIN, siteFixture, TEST_ADMIN_KEY, testConfig } from '../../testing/harness.js';

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
      for (const url of ['/', '/api/health', '/admin']) {
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
  },
  { kinds: ['pglite'], env: { TRUST_PROXY: 'true' } },
);
