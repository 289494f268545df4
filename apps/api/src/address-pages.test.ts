import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AddressPages, MAX_CONCURRENT_RENDERS, type AddressRenderer } from './address-pages.js';
import type { SiteFile } from './site-files.js';
import { buildApp } from './app.js';
import { describeWithApp, logCollector, siteFixture, testConfig } from './testing/harness.js';

/**
 * A web build with a server entry of its own: the fixture site's loan page, and an entry-server.js that renders a
 * loan address by writing its canonical query into the page (the real one renders the React app; its output is
 * tested in the web app and in Chromium). `?fail=1` makes it throw; it counts its renders on globalThis.
 */
function siteWithRenderer(): { webDir: string; adminDir: string } {
  const site = siteFixture();
  const entry = join(dirname(site.webDir), 'server/entry-server.js');
  mkdirSync(dirname(entry), { recursive: true });
  writeFileSync(
    entry,
    `export function addressKey(pathname, search) {
       if (!/^\\/(calculator|embed)\\/loan\\/?$/.test(pathname) || search === '' || search === '?') return undefined;
       const query = new URLSearchParams(search);
       query.delete('ref');
       query.sort();
       return pathname.replace(/\\/$/, '') + '?' + query.toString();
     }
     export async function renderAddressPage(pageHtml, pathname, search) {
       globalThis.addressRenders = (globalThis.addressRenders ?? 0) + 1;
       if (new URLSearchParams(search).has('fail')) throw new Error('the render failed');
       return pageHtml.replace('</h1>', '</h1><p id="result">' + addressKey(pathname, search) + '</p>');
     }
     export function drawsAtRandom() {
       return false;
     }`,
  );
  return site;
}

const renders = () => (globalThis as { addressRenders?: number }).addressRenders ?? 0;

describeWithApp(
  'calculator addresses with inputs',
  (current) => {
    it('renders an address with its own inputs, once: the same inputs in another order come from the cache', async () => {
      const { inject } = current();
      const before = renders();
      const first = await inject({ url: '/calculator/loan?loanTenure=3&loanAmount=10000', headers: { 'accept-encoding': 'br' } });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers['vary']).toBe('Accept-Encoding');
      expect(brotliDecompressSync(first.rawPayload).toString()).toContain('<p id="result">/calculator/loan?loanAmount=10000&loanTenure=3</p>');
      const again = await inject({ url: '/calculator/loan/?loanAmount=10000&loanTenure=3', headers: { 'accept-encoding': 'gzip' } });
      expect(again.headers['content-encoding']).toBe('gzip');
      const plain = await inject('/calculator/loan?loanAmount=10000&loanTenure=3');
      expect(plain.body).toContain('<p id="result">/calculator/loan?loanAmount=10000&loanTenure=3</p>');
      expect(renders() - before).toBe(1);
      // Its ETag is its own: a browser holding it gets 304, a browser holding the page as built does not.
      const revalidated = await inject({ url: '/calculator/loan?loanAmount=10000&loanTenure=3', headers: { 'if-none-match': String(plain.headers['etag']) } });
      expect(revalidated.statusCode).toBe(304);
      const bare = await inject('/calculator/loan');
      expect(bare.headers['etag']).not.toBe(plain.headers['etag']);
      expect(bare.body).not.toContain('id="result"');
    });

    it('renders once for addresses that differ only in parameters the page ignores, from the canonical query', async () => {
      const { inject } = current();
      const before = renders();
      const pages = await Promise.all(['a1', 'a2', 'a3'].map((ref) => inject(`/calculator/loan?loanAmount=7000&ref=${ref}`)));
      for (const page of pages) expect(page.body).toContain('<p id="result">/calculator/loan?loanAmount=7000</p>');
      expect(renders() - before).toBe(1);
    });

    it('sends the page as built when the query changes nothing, or when the path is no calculator address', async () => {
      const { inject } = current();
      const before = renders();
      expect((await inject('/calculator/loan?')).body).toBe('<!doctype html><h1>Loan Calculator</h1>');
      expect((await inject('/robots.txt?loanAmount=1')).body).toContain('User-agent');
      expect((await inject('/?loanAmount=1')).body).toContain('Home page');
      expect(renders() - before).toBe(0);
    });

    it('sends the page as built, never an error, when a render fails, and says so in the log', async () => {
      const logs = logCollector();
      const app = await buildApp(testConfig({ WEB_DIST_DIR: siteWithRenderer().webDir, LOG_LEVEL: 'info' }), { database: current().database, logStream: logs.stream });
      try {
        const failed = await app.inject('/calculator/loan?fail=1');
        expect(failed.statusCode).toBe(200);
        expect(failed.body).toBe('<!doctype html><h1>Loan Calculator</h1>');
        expect(logs.lines()).toContainEqual(
          expect.objectContaining({ level: 50, url: '/calculator/loan?fail=1', msg: 'Could not render the address; sending the page as built.' }),
        );
        expect(logs.lines()).toContainEqual(expect.objectContaining({ msg: 'Calculator addresses with inputs are rendered on the server with their own result.' }));
      } finally {
        await app.close();
      }
    });

    it('renders the embedded calculator with its inputs too', async () => {
      const { inject } = current();
      const embed = await inject('/embed/loan?loanAmount=5000');
      expect(embed.body).toContain('<p id="result">/embed/loan?loanAmount=5000</p>');
      expect(embed.headers['content-security-policy']).toMatch(/frame-ancestors \*/);
    });
  },
  { kinds: ['pglite'], env: () => ({ WEB_DIST_DIR: siteWithRenderer().webDir }) },
);

/** A renderer whose pages are `size` bytes of the key, each render waiting for `gate` when one is given. */
function renderer(size: number, gate?: Promise<void>): AddressRenderer & { count: number } {
  const state = {
    count: 0,
    addressKey: (pathname: string, search: string) => `${pathname}${search}`,
    async renderAddressPage(_pageHtml: string, pathname: string, search: string) {
      state.count += 1;
      const render = state.count;
      await gate;
      return `${pathname}${search}#${render}`.padEnd(size, '.');
    },
    drawsAtRandom: (pathname: string) => pathname === '/calculator/dice-roller',
  };
  return state;
}

const builtPage: SiteFile = {
  contentType: 'text/html; charset=utf-8',
  cacheControl: 'no-cache',
  copies: [{ coding: 'identity', body: Buffer.from('<h1>built</h1>'), path: '', length: 14, etag: '"built"' }],
};

describe('AddressPages', () => {
  it('renders a generator\'s address afresh for every request, never kept (no-store), never shared by requests at once', async () => {
    const render = renderer(100);
    const pages = new AddressPages(render);
    expect(pages.ready('/calculator/dice-roller', '?numberOfDice=3', builtPage)).toBeNull();
    const answers = await Promise.all([1, 2, 3].map(() => pages.page('/calculator/dice-roller', '?numberOfDice=3', builtPage)));
    expect(render.count).toBe(3);
    expect(new Set(answers.map((answer) => answer?.file.copies[2]?.body?.toString())).size).toBe(3);
    for (const answer of answers) expect(answer).toMatchObject({ source: 'rendered', file: { cacheControl: 'no-store' } });
    expect(pages.size.pages).toBe(0);
    expect(pages.ready('/calculator/dice-roller', '?numberOfDice=3', builtPage)).toBeNull();
  });

  it('sends a generator\'s page as built, drawing nothing, while the renders at once are at their limit', async () => {
    let open = () => undefined as void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const render = renderer(100, gate);
    const pages = new AddressPages(render);
    const pending = Array.from({ length: MAX_CONCURRENT_RENDERS }, (_, i) => pages.page('/calculator/dice-roller', `?sides=${i + 2}`, builtPage));
    expect(await pages.page('/calculator/dice-roller', '?sides=20', builtPage)).toEqual({ file: builtPage, source: 'built' });
    open();
    await Promise.all(pending);
    expect(render.count).toBe(MAX_CONCURRENT_RENDERS);
  });

  it('keeps rendered pages within its byte budget, dropping the least recently used first', async () => {
    const render = renderer(50_000);
    // Identity plus two compressed copies of 50 KB of dots: about 50 KB a page, so three fit in 160 KB.
    const pages = new AddressPages(render, 160_000);
    for (const query of ['?a=1', '?a=2', '?a=3']) await pages.page('/calculator/loan', query, builtPage);
    expect(pages.size.pages).toBe(3);
    await pages.page('/calculator/loan', '?a=1', builtPage); // now the most recently used
    await pages.page('/calculator/loan', '?a=4', builtPage);
    expect(pages.size.pages).toBe(3);
    expect(pages.size.bytes).toBeLessThanOrEqual(160_000);
    expect((await pages.page('/calculator/loan', '?a=1', builtPage))?.source).toBe('cached');
    expect(pages.ready('/calculator/loan', '?a=3', builtPage)?.copies[2]?.body?.toString()).toMatch(/^\/calculator\/loan\?a=3#\d+\.+$/);
    expect(pages.ready('/calculator/loan', '?a=2', builtPage)).toBeNull();
    expect((await pages.page('/calculator/loan', '?a=2', builtPage))?.source).toBe('rendered');
    expect(render.count).toBe(5);
  });

  it('shares one render among concurrent requests for an address, and sends the page as built beyond its concurrent renders', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const render = renderer(100, gate);
    const pages = new AddressPages(render);
    const same = [pages.page('/calculator/loan', '?a=1', builtPage), pages.page('/calculator/loan', '?a=1', builtPage)];
    const others = Array.from({ length: MAX_CONCURRENT_RENDERS - 1 }, (_, index) => pages.page('/calculator/loan', `?b=${index}`, builtPage));
    const overflow = await pages.page('/calculator/loan', '?c=1', builtPage);
    expect(overflow?.source).toBe('built');
    expect(overflow?.file).toBe(builtPage);
    open();
    const [first, second] = await Promise.all(same);
    expect(first?.file).toBe(second?.file);
    await Promise.all(others);
    expect(render.count).toBe(MAX_CONCURRENT_RENDERS);
  });
});
