import { describe, expect, it } from 'vitest';
import { JSON_LD_META } from '../components/page-meta.js';
import { robotsTxt, sitemapXml, staticPageHtml } from './static-site.js';

const template = [
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Static title</title>',
  '<script type="module" src="/assets/index-abc.js"></script></head><body><div id="root"></div></body></html>',
].join('');

const blank = () => document.implementation.createHTMLDocument('');

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('staticPageHtml', () => {
  it('moves the page title and meta into the head in place of the template title, and the app into #root', () => {
    const html = staticPageHtml(template, '<title>Loan | CalcHub</title><meta name="description" content="Pay &amp; rate"/><main><h1>Loan</h1></main>', blank());
    const page = parse(html);
    expect([...page.head.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['Loan | CalcHub']);
    expect(page.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Pay & rate');
    expect(page.getElementById('root')?.innerHTML).toBe('<main><h1>Loan</h1></main>');
  });

  it('writes JSON-LD carried in a meta element as a data block that parses back, with "<" escaped', () => {
    const data = { '@type': 'WebApplication', name: 'A </script><script>alert(1)</script> & "B"' };
    const metaTag = `<meta name="${JSON_LD_META}" content="${JSON.stringify(data).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}"/>`;
    const html = staticPageHtml(template, `<title>T</title>${metaTag}<h1>T</h1>`, blank());
    const blocks = [...parse(html).querySelectorAll('script[type="application/ld+json"]')];
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]?.textContent ?? '')).toEqual(data);
    expect(html).not.toContain('</script><script>alert');
    expect(parse(html).querySelector(`meta[name="${JSON_LD_META}"]`)).toBeNull();
  });

  it('reveals a boundary React outlined, nested boundaries included, and drops its inline scripts', () => {
    const app = [
      '<title>T</title><main><!--$?--><template id="B:0"></template><p>Loading…</p><!--$--><p>inner fallback</p><!--/$--><!--/$--></main>',
      '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>',
      '<div hidden id="S:0"><h1>Ready</h1><!--$--><p>nested</p><!--/$--></div><script>$RC("B:0","S:0")</script>',
    ].join('');
    const root = parse(staticPageHtml(template, app, blank())).getElementById('root');
    expect(root?.innerHTML).toBe('<main><!--$--><h1>Ready</h1><!--$--><p>nested</p><!--/$--><!--/$--></main>');
    expect(root?.querySelector('script')).toBeNull();
  });

  it('marks the root of the 404 page, which is sent for any unknown path, and no other', () => {
    const app = '<title>Page not found</title><h1>Page not found</h1>';
    expect(parse(staticPageHtml(template, app, blank(), { notFound: true })).getElementById('root')?.dataset['notFound']).toBe('');
    expect(parse(staticPageHtml(template, app, blank())).getElementById('root')?.hasAttribute('data-not-found')).toBe(false);
  });

  it("names a calculator page's own chunk on <body>, for the browser to load it without every calculator's list", () => {
    const app = '<title>Loan | CalcHub</title><h1>Loan</h1>';
    const body = parse(staticPageHtml(template, app, blank(), { pageChunk: { calculator: 'loan', file: '/assets/loan-a1b2.js' } })).body;
    expect(body.dataset).toMatchObject({ pageCalculator: 'loan', pageChunk: '/assets/loan-a1b2.js' });
    expect(parse(staticPageHtml(template, app, blank())).body.hasAttribute('data-page-chunk')).toBe(false);
  });

  it('keeps "$" sequences of the page text as they are', () => {
    const html = staticPageHtml(template, "<title>Save $&amp; more $' now</title><p>$1,000 $&amp;</p>", blank());
    expect(parse(html).title).toBe("Save $& more $' now");
    expect(parse(html).getElementById('root')?.textContent).toBe('$1,000 $&');
  });

  it('refuses a page without a title, a boundary without its content, and a template without an empty root', () => {
    expect(() => staticPageHtml(template, '<main>no title</main>', blank())).toThrow(/no <title>/);
    expect(() => staticPageHtml(template, '<title>T</title><!--$?--><template id="B:0"></template><p>Loading</p><!--/$-->', blank())).toThrow(/still pending/);
    expect(() => staticPageHtml('<html><body></body></html>', '<title>T</title>', blank())).toThrow(/empty <div id="root">/);
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('lists only the routes marked for the sitemap, at absolute addresses, XML-escaped', () => {
    const xml = sitemapXml('https://calchub.example', [
      { path: '/', file: 'index.html', inSitemap: true },
      { path: '/a&b', file: 'a/index.html', inSitemap: true },
      { path: '/404', file: '404.html', inSitemap: false },
    ]);
    const locs = [...new DOMParser().parseFromString(xml, 'application/xml').getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual(['https://calchub.example/', 'https://calchub.example/a&b']);
  });

  it('robots.txt names the sitemap at the given address', () => {
    expect(robotsTxt('https://calchub.example')).toContain('\nSitemap: https://calchub.example/sitemap.xml\n');
  });
});
