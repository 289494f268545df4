import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { auditLog, searchFinds, searchMisses, seoProposals } from '../../db/schema.js';
import { asAdmin, describeWithApp, signIn, siteFixture, type TestApp } from '../../testing/harness.js';
import type { AgentResult } from '../agent.js';
import { seoAgent } from './seo-agent.js';
import { agentContext } from '../../testing/agent-context.js';

const LOAN_TITLE = 'Loan Calculator | CalcHub';
const LOAN_DESCRIPTION = 'Calculate the monthly payment of a fixed-rate loan.';

/** The loan page's head as the web build writes it, with Open Graph and Twitter tags. */
const LOAN_PAGE = `<!doctype html><html><head><title>${LOAN_TITLE}</title>
<meta name="description" content="${LOAN_DESCRIPTION}">
<meta property="og:title" content="${LOAN_TITLE}">
<meta property="og:description" content="${LOAN_DESCRIPTION}">
<meta property="og:url" content="https://calchub.example/calculator/loan">
<meta name="twitter:title" content="${LOAN_TITLE}">
<meta name="twitter:description" content="${LOAN_DESCRIPTION}">
</head><body><h1>Loan Calculator</h1>${'<p>How a loan is paid back, month by month.</p>'.repeat(20)}</body></html>`;

const SITEMAP = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://calchub.example/</loc></url>
  <url><loc>https://calchub.example/calculator/loan</loc></url>
</urlset>
`;

/** The fixture site with a loan page that has a real head (and its compressed copies) and a sitemap. */
function seoSite(): { WEB_DIST_DIR: string; ADMIN_DIST_DIR: string } {
  const site = siteFixture({ loanPage: LOAN_PAGE });
  writeFileSync(join(site.webDir, 'sitemap.xml'), SITEMAP);
  return { WEB_DIST_DIR: site.webDir, ADMIN_DIST_DIR: site.adminDir };
}

/** One run of the SEO Agent at `startedAt`, as the runner would start it, its audit entries by `agent:SEO Agent`. */
function runAgent(test: TestApp, startedAt = new Date()): Promise<AgentResult> {
  return seoAgent.run(agentContext(test, 'SEO Agent', { startedAt }));
}

const proposals = (test: TestApp) => test.db.select().from(seoProposals).orderBy(seoProposals.id);
const headOf = (html: string) => ({
  title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
  description: /<meta name="description" content="([^"]*)">/.exec(html)?.[1],
  ogTitle: /<meta property="og:title" content="([^"]*)">/.exec(html)?.[1],
  ogDescription: /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1],
  twitterTitle: /<meta name="twitter:title" content="([^"]*)">/.exec(html)?.[1],
  twitterDescription: /<meta name="twitter:description" content="([^"]*)">/.exec(html)?.[1],
});
const lastmodOf = (sitemap: string, path: string) => new RegExp(`<loc>https://calchub.example${path}</loc><lastmod>([^<]+)</lastmod>`).exec(sitemap)?.[1];
/** Finds are counted by month: their evidence spans the days from the month's start to the run. */
function daysThisMonth(now: Date): string {
  const days = Math.max(1, Math.ceil((now.getTime() - Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)) / 86_400_000));
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}
const toSecond = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z');

describeWithApp(
  'the SEO Agent',
  (current) => {
    let cookie = '';
    beforeEach(async () => {
      cookie = await signIn(current().app);
      // The database was emptied: the pages go back to their built heads.
      await current().app.servedPages.refresh();
    });
    const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: Record<string, unknown>) =>
      asAdmin(current().app, cookie, { method, url, ...(payload ? { payload } : {}) });
    const find = (query: string, path: string) => current().inject({ method: 'POST', url: '/api/search-finds', payload: { query, path } });

    it('counts the searches that found a calculator by query, page and month, with nothing about who searched', async () => {
      const test = current();
      for (const query of ['Car Loan', 'car  loan ', 'car loan']) expect((await find(query, '/calculator/loan')).statusCode).toBe(204);
      expect((await find('car loan', '/calculator/mortgage')).statusCode).toBe(204);
      const rows = await test.db.select().from(searchFinds).orderBy(searchFinds.path);
      const month = `${new Date().toISOString().slice(0, 7)}-01`;
      expect(rows).toEqual([
        { query: 'car loan', path: '/calculator/loan', month, count: 3 },
        { query: 'car loan', path: '/calculator/mortgage', month, count: 1 },
      ]);
    });

    it.each([
      [{ query: 'car loan', path: '/calculator/no-such-calculator' }, 'path', 'path must be a calculator page on this site; /calculator/no-such-calculator is none.'],
      [{ query: 'car loan', path: 'https://elsewhere.example/calculator/loan' }, 'path', 'path must be a calculator page on this site, like /calculator/loan.'],
      [{ query: '   ', path: '/calculator/loan' }, 'query', 'query must be 1 to 200 characters and not only spaces.'],
      [{ path: '/calculator/loan' }, 'query', undefined],
      [{ query: 'car loan', path: '/calculator/loan', visitor: 'abc' }, 'visitor', undefined],
    ])('POST /api/search-finds %j answers 400 naming %s', async (payload, field, message) => {
      const response = await current().inject({ method: 'POST', url: '/api/search-finds', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().field).toBe(field);
      if (message) expect(response.json().message).toBe(message);
      expect(await current().db.select().from(searchFinds)).toEqual([]);
    });

    it('proposes a keyword from the searches a page saw, with the searches a month observed as its traffic, and audits it', async () => {
      const test = current();
      for (let index = 0; index < 4; index += 1) expect((await find('car loan', '/calculator/loan')).statusCode).toBe(204);
      // Misses that match the mortgage page, typed over two months.
      await test.db.insert(searchMisses).values(
        Array.from({ length: 6 }, (_, index) => ({ query: 'House Payment', page: '/search', createdAt: new Date(Date.now() - index * 12 * 86_400_000) })),
      );
      const startedAt = new Date();
      const result = await runAgent(test, startedAt);
      const stored = await proposals(test);
      const loan = stored.find((proposal) => proposal.path === '/calculator/loan');
      expect(loan).toMatchObject({
        keyword: 'car loan',
        title: 'Loan Calculator: Car Loan | CalcHub',
        status: 'pending',
        priority: 'low',
        estimatedTraffic: 4,
        evidence: `"car loan": 4 searches in ${daysThisMonth(startedAt)} (4 a month) found this page, whose title does not say it.`,
      });
      expect(loan?.title.length).toBeLessThanOrEqual(60);
      const mortgage = stored.find((proposal) => proposal.path === '/calculator/mortgage');
      expect(mortgage).toMatchObject({ keyword: 'house payment', estimatedTraffic: 3 });
      expect(mortgage?.evidence).toContain('found no calculator; this page matches them');
      // Pages with no searches get proposals only from their own metadata, and say there is no data.
      for (const other of stored.filter((proposal) => proposal.estimatedTraffic === null)) expect(other.evidence).toMatch(/^No search data yet/);
      for (const proposal of stored) {
        expect(proposal.title.length).toBeLessThanOrEqual(60);
        expect(proposal.metaDescription.length).toBeLessThanOrEqual(160);
      }
      expect(result.counts).toMatchObject({ searches_read: 10, proposals_created: stored.length, from_search_data: 2 });
      expect(result.summary).toMatch(/^\d+ SEO proposals \(.*\), 2 from search data\. Read 10 site searches \(4 found a calculator, 6 found none\)\.$/);
      const audits = await test.db.select().from(auditLog).where(eq(auditLog.action, 'seo_proposal.created'));
      expect(audits).toHaveLength(stored.length);
      expect(audits.find((entry) => entry.target === `seo_proposal:${loan?.id}`)).toMatchObject({
        address: 'agent:SEO Agent',
        detail: '/calculator/loan: "car loan", title "Loan Calculator: Car Loan | CalcHub"',
      });

      // A second run repeats no pending proposal.
      const again = await runAgent(test);
      const second = (await proposals(test)).slice(stored.length);
      expect(second).toHaveLength(again.counts['proposals_created'] ?? -1);
      for (const proposal of second) {
        expect(stored.some((first) => first.path === proposal.path && first.keyword === proposal.keyword)).toBe(false);
        expect(stored.some((first) => first.title === proposal.title)).toBe(false);
      }
    });

    it('with no search data, says so: no traffic figure, evidence "No search data yet"', async () => {
      const test = current();
      const result = await runAgent(test);
      const stored = await proposals(test);
      expect(stored.length).toBeGreaterThan(0);
      for (const proposal of stored) {
        expect(proposal.estimatedTraffic).toBeNull();
        expect(proposal.evidence).toMatch(/^No search data yet/);
      }
      expect(result.summary).toContain('0 from search data. Read 0 site searches');
    });

    it('approving a proposal serves its page with the new title, description, Open Graph and Twitter tags; the sitemap has its lastmod', async () => {
      const test = current();
      const before = await test.inject({ url: '/calculator/loan', headers: { 'accept-encoding': 'br' } });
      expect(headOf(brotliDecompressSync(before.rawPayload).toString()).title).toBe(LOAN_TITLE);
      expect((await test.inject('/sitemap.xml')).body).not.toContain('<lastmod>');

      for (let index = 0; index < 3; index += 1) await find('car loan', '/calculator/loan');
      await runAgent(test);
      const [loan] = (await proposals(test)).filter((proposal) => proposal.path === '/calculator/loan');
      if (!loan) throw new Error('no proposal for the loan page');
      const approved = await admin('PUT', `/api/admin/seo/${loan.id}/status`, { status: 'approved' });
      expect(approved.statusCode).toBe(200);
      expect(approved.json()).toMatchObject({ status: 'approved', path: '/calculator/loan', reverted_at: null });

      const expected = {
        title: 'Loan Calculator: Car Loan | CalcHub',
        description: loan.metaDescription,
        ogTitle: 'Loan Calculator: Car Loan | CalcHub',
        ogDescription: loan.metaDescription,
        twitterTitle: 'Loan Calculator: Car Loan | CalcHub',
        twitterDescription: loan.metaDescription,
      };
      for (const url of ['/calculator/loan', '/calculator/loan/', '/calculator/loan/index.html']) {
        const page = await test.inject(url);
        expect(page.statusCode).toBe(200);
        expect(headOf(page.body)).toEqual(expected);
        expect(page.body).toContain('<meta property="og:url" content="https://calchub.example/calculator/loan">');
      }
      const brotli = await test.inject({ url: '/calculator/loan', headers: { 'accept-encoding': 'br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(headOf(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(expected);
      expect(brotli.headers['etag']).not.toBe(before.headers['etag']);
      // The browser's copy from before the approval is stale: it gets the new page, not a 304.
      const revalidated = await test.inject({ url: '/calculator/loan', headers: { 'accept-encoding': 'br', 'if-none-match': String(before.headers['etag']) } });
      expect(revalidated.statusCode).toBe(200);
      // The agents see the page as served.
      expect(test.app.sitePages.pageHtml('/calculator/loan')).toContain('<title>Loan Calculator: Car Loan | CalcHub</title>');

      const sitemap = (await test.inject('/sitemap.xml')).body;
      expect(lastmodOf(sitemap, '/calculator/loan')).toBe(toSecond(String(approved.json().decided_at)));
      expect(sitemap).toContain('<url><loc>https://calchub.example/</loc></url>');

      // The next run sees the approved title as the page's own: it proposes nothing that repeats it.
      await runAgent(test);
      const later = (await proposals(test)).filter((proposal) => proposal.path === '/calculator/loan' && proposal.id !== loan.id);
      for (const proposal of later) expect(proposal.title).not.toBe(expected.title);
    });

    it('rejecting a proposal leaves the page as built', async () => {
      const test = current();
      for (let index = 0; index < 3; index += 1) await find('car loan', '/calculator/loan');
      await runAgent(test);
      const [loan] = (await proposals(test)).filter((proposal) => proposal.path === '/calculator/loan');
      expect((await admin('PUT', `/api/admin/seo/${loan?.id}/status`, { status: 'rejected' })).statusCode).toBe(200);
      const page = await test.inject('/calculator/loan');
      expect(headOf(page.body)).toMatchObject({ title: LOAN_TITLE, ogTitle: LOAN_TITLE, description: LOAN_DESCRIPTION });
      expect((await test.inject('/sitemap.xml')).body).not.toContain('<lastmod>');
    });

    it('reverting an approved proposal serves the built title again, audited; a proposal not applied cannot be reverted', async () => {
      const test = current();
      for (let index = 0; index < 3; index += 1) await find('car loan', '/calculator/loan');
      await runAgent(test);
      const all = await proposals(test);
      const loan = all.find((proposal) => proposal.path === '/calculator/loan');
      const pending = all.find((proposal) => proposal.path !== '/calculator/loan');
      if (!loan || !pending) throw new Error('expected proposals for the loan page and another');
      await admin('PUT', `/api/admin/seo/${loan.id}/status`, { status: 'approved' });
      expect(headOf((await test.inject('/calculator/loan')).body).title).toBe('Loan Calculator: Car Loan | CalcHub');

      const reverted = await admin('POST', `/api/admin/seo/${loan.id}/revert`, {});
      expect(reverted.statusCode).toBe(200);
      expect(reverted.json()).toMatchObject({ id: loan.id, status: 'approved' });
      expect(reverted.json().reverted_at).not.toBeNull();
      const page = await test.inject({ url: '/calculator/loan', headers: { 'accept-encoding': 'gzip' } });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(headOf((await test.inject('/calculator/loan')).body)).toEqual({
        title: LOAN_TITLE,
        description: LOAN_DESCRIPTION,
        ogTitle: LOAN_TITLE,
        ogDescription: LOAN_DESCRIPTION,
        twitterTitle: LOAN_TITLE,
        twitterDescription: LOAN_DESCRIPTION,
      });
      // The page changed again: its lastmod is the revert.
      expect(lastmodOf((await test.inject('/sitemap.xml')).body, '/calculator/loan')).toBe(toSecond(String(reverted.json().reverted_at)));
      const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.action, 'seo_proposal.revert'));
      expect(entry).toMatchObject({ target: `seo_proposal:${loan.id}`, outcome: 'success' });

      const again = await admin('POST', `/api/admin/seo/${loan.id}/revert`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This SEO proposal is reverted; only an approved one still applied can be reverted.');
      expect((await admin('POST', `/api/admin/seo/${pending.id}/revert`, {})).json().message).toBe(
        'This SEO proposal is pending; only an approved one still applied can be reverted.',
      );
      expect((await admin('POST', '/api/admin/seo/99999/revert', {})).statusCode).toBe(404);
      const badId = await admin('POST', '/api/admin/seo/abc/revert', {});
      expect(badId.statusCode).toBe(400);
      expect(badId.json().field).toBe('id');
    });

    it('a second approval for a page replaces the first: one title applies, and reverting it gives the built one', async () => {
      const test = current();
      const [first, second] = await test.db
        .insert(seoProposals)
        .values(
          ['Car Loan', 'Auto Loan'].map((keyword) => ({
            keyword: keyword.toLowerCase(),
            priority: 'low',
            title: `Loan Calculator: ${keyword} | CalcHub`,
            metaDescription: `${keyword}: ${LOAN_DESCRIPTION}`,
            confidenceScore: 0.6,
            estimatedTraffic: 5,
            path: '/calculator/loan',
            evidence: `"${keyword.toLowerCase()}": 5 searches`,
          })),
        )
        .returning();
      if (!first || !second) throw new Error('not inserted');
      await admin('PUT', `/api/admin/seo/${first.id}/status`, { status: 'approved' });
      await admin('PUT', `/api/admin/seo/${second.id}/status`, { status: 'approved' });
      expect(headOf((await test.inject('/calculator/loan')).body).title).toBe('Loan Calculator: Auto Loan | CalcHub');
      const replaced = (await admin('GET', '/api/admin/seo-proposals?status=approved')).json().find((item: { id: number }) => item.id === first.id);
      expect(replaced.reverted_at).not.toBeNull();
      await admin('POST', `/api/admin/seo/${second.id}/revert`, {});
      expect(headOf((await test.inject('/calculator/loan')).body).title).toBe(LOAN_TITLE);
    });
  },
  { env: () => seoSite() },
);

