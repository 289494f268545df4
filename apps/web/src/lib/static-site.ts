import { JSON_LD_META } from '../components/page-meta.js';
import type { RenderedDraw } from './rendered-address.js';

/** One public route that is prerendered, the file it is written to, and whether it is listed in the sitemap. */
export interface PrerenderRoute {
  readonly path: string;
  readonly file: string;
  readonly inSitemap: boolean;
  /** The 404 page: the server sends it for every unknown path, whose own route may render something else. */
  readonly notFound?: boolean;
  /** The calculator a calculator page or embedded calculator shows: its page chunk is named in the page. */
  readonly calculator?: string;
}

/**
 * Where the client build put one calculator's page chunk (its definition and formula), by slug
 * (`{ mortgage: '/assets/mortgage-C25QeuyS.js' }`), read from the build's manifest.
 */
export type PageChunks = Readonly<Record<string, string>>;

/** A file of the static site, relative to its root (`calculator/loan/index.html`, `sitemap.xml`). */
export interface StaticFile {
  readonly file: string;
  readonly content: string;
}

/** What React 19 hoists out of a page's components: it emits them first, before the app's markup. */
const HEAD_ELEMENTS = new Set(['TITLE', 'META', 'LINK']);

/**
 * React's prerender may "outline" a finished Suspense boundary: its fallback stays in place and the content waits
 * in a hidden `<div id="S:n">`, swapped in by an inline script (`$RC`) that the strict CSP blocks. Do the swap
 * here, as `$RC` would, so the static page holds its content where it belongs and hydrates as rendered.
 */
function revealOutlinedBoundaries(document: Document): void {
  for (let segment = document.querySelector('div[hidden][id^="S:"]'); segment; segment = document.querySelector('div[hidden][id^="S:"]')) {
    const id = segment.id.slice(2);
    const template = document.getElementById(`B:${id}`);
    if (!template) throw new Error(`Prerender: no boundary B:${id} for the content S:${id}`);
    const start = template.previousSibling;
    let node = template.nextSibling;
    let depth = 0;
    // Remove the fallback: everything up to the boundary's own closing comment, nested boundaries included.
    while (node && !(node.nodeType === node.COMMENT_NODE && (node as Comment).data === '/$' && depth === 0)) {
      if (node.nodeType === node.COMMENT_NODE) {
        const data = (node as Comment).data;
        if (data === '/$') depth -= 1;
        else if (data.startsWith('$')) depth += 1;
      }
      const next = node.nextSibling;
      node.remove();
      node = next;
    }
    if (!node?.parentNode) throw new Error(`Prerender: the boundary B:${id} has no end`);
    while (segment.firstChild) node.parentNode.insertBefore(segment.firstChild, node);
    template.remove();
    // "$?" (pending) becomes "$" (complete): React then hydrates the boundary's content instead of waiting.
    if (start && start.nodeType === start.COMMENT_NODE) (start as Comment).data = '$';
    segment.remove();
  }
  if (document.body.innerHTML.includes('<!--$?-->')) throw new Error('Prerender: a Suspense boundary is still pending');
}

/** JSON-LD as a data block; `<` is escaped so no text inside can close the script element. */
function jsonLdScript(document: Document, json: string): HTMLScriptElement {
  const script = document.createElement('script');
  script.type = 'application/ld+json';
  script.textContent = JSON.stringify(JSON.parse(json)).replace(/</g, '\\u003c');
  return script;
}

/**
 * Turns one page as React prerendered it into the static HTML file the server sends: the page's title, meta and
 * link elements (which React emits first) go into the template's `<head>`, JSON-LD carried as `<meta>` becomes
 * `<script type="application/ld+json">` data blocks, outlined Suspense boundaries are revealed and React's inline
 * scripts are dropped, so the page works under `script-src 'self'` and hydrates without a mismatch.
 * @param template - the client build's `index.html` (module script, stylesheet, an empty `<div id="root">`)
 * @param appHtml - what `render(path)` returned for the page
 * @param document - an empty HTML document to work in (jsdom in the build script, the test's own in tests)
 * @param options - `notFound`: the page is sent for any unknown path; `#root` then carries `data-not-found`, for
 *   the browser entry to render the route afresh ("Calculator Not Found", "No calculators found") instead of
 *   hydrating markup that belongs to another route. `pageChunk`: the calculator the page shows and its page chunk,
 *   named on `<body>` (`data-page-calculator`, `data-page-chunk`) so that the browser loads it without a list of
 *   every calculator's chunk (see calculator-page-parts.ts)
 * @returns the complete HTML file
 * @example
 * staticPageHtml(template, await render('/calculator/loan'), new JSDOM('').window.document);
 * // '<!doctype html>...<title>Loan Calculator | CalcHub</title>...<div id="root"><div class="flex ...'
 */
export function staticPageHtml(
  template: string, appHtml: string, document: Document, options: { notFound?: boolean; pageChunk?: { calculator: string; file: string } } = {},
): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('Prerender: the template has no empty <div id="root">');
  document.body.innerHTML = appHtml;
  const head: Element[] = [];
  while (document.body.firstChild && HEAD_ELEMENTS.has((document.body.firstChild as Element).tagName)) {
    const element = document.body.firstChild as Element;
    element.remove();
    const jsonLd = element.tagName === 'META' && element.getAttribute('name') === JSON_LD_META ? element.getAttribute('content') : null;
    head.push(jsonLd === null ? element : jsonLdScript(document, jsonLd));
  }
  if (!head.some((element) => element.tagName === 'TITLE')) throw new Error('Prerender: the page has no <title>');
  revealOutlinedBoundaries(document);
  // React's inline scripts (boundary reveal, timing): blocked by the CSP and not needed by a complete page.
  for (const script of document.body.querySelectorAll('script:not([type="application/ld+json"])')) script.remove();
  const body = document.body.innerHTML;
  const chunk = options.pageChunk;
  return template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace(/<body\b/, (body) => (chunk ? `${body} data-page-calculator="${escapeXml(chunk.calculator)}" data-page-chunk="${escapeXml(chunk.file)}"` : body))
    .replace('</head>', () => `${head.map((element) => element.outerHTML).join('')}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root"${options.notFound ? ' data-not-found=""' : ''}>${body}</div>`);
}

/** React's hoisted head elements at the start of a render: titles, meta and link elements. */
const LEADING_HEAD_ELEMENTS = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)+/;

/**
 * Puts a fresh render of a page into the page as built, keeping the built page's head (its title, description,
 * canonical link and structured data do not depend on the query): the markup replaces `#root`'s content, and `#root`
 * says which query it was rendered with (`data-rendered-query`), so the browser's first render starts from the same
 * inputs and hydration changes nothing.
 * @param pageHtml - the built page
 * @param appHtml - `render(path + query)`'s output, rendered with no outlined Suspense boundary
 * @param renderedQuery - the query it was rendered with, `?` included
 * @param drawn - a generator's draw the render shows, written on `#root` (`data-drawn`) for the browser to show again
 * @returns the complete HTML
 * @example
 * addressPageHtml(loanHtml, await render('/calculator/loan?loanAmount=5000'), '?loanAmount=5000');
 * // '...<div id="root" data-rendered-query="?loanAmount=5000"><div class="flex ...'
 */
export function addressPageHtml(pageHtml: string, appHtml: string, renderedQuery: string, drawn?: RenderedDraw): string {
  const markup = appHtml.replace(LEADING_HEAD_ELEMENTS, '');
  // An outlined boundary or React's inline script would need a script the CSP blocks (see revealOutlinedBoundaries).
  if (/<script\b|<template\b|<!--\$\?-->/.test(markup)) throw new Error('Render: the page has a pending or outlined Suspense boundary');
  const open = pageHtml.indexOf('<div id="root"');
  // `#root` ends the body, followed at most by script elements (the template's entry script).
  const close = /<\/div>(?:\s*<script\b[^>]*><\/script>)*\s*<\/body>/.exec(pageHtml)?.index ?? -1;
  if (open === -1 || close < open) throw new Error('Render: the built page does not end its body with <div id="root">');
  const draw = drawn ? ` data-drawn="${escapeXml(JSON.stringify(drawn))}"` : '';
  return `${pageHtml.slice(0, open)}<div id="root" data-rendered-query="${escapeXml(renderedQuery)}"${draw}>${markup}${pageHtml.slice(close)}`;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The sitemap: one `<url>` per route listed in it, at its canonical address.
 * @param baseUrl - the site's public address, no trailing slash (`PUBLIC_BASE_URL`)
 * @param routes - the prerendered routes
 * @returns the XML document
 * @example
 * sitemapXml('https://calchub.example', [{ path: '/terms', file: 'terms/index.html', inSitemap: true }]);
 * // '<?xml ...?>\n<urlset ...>\n  <url><loc>https://calchub.example/terms</loc></url>\n</urlset>\n'
 */
export function sitemapXml(baseUrl: string, routes: readonly PrerenderRoute[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...routes.filter((route) => route.inSitemap).map((route) => `  <url><loc>${escapeXml(`${baseUrl}${route.path}`)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: the public site may be crawled, the admin area and the API may not; names the sitemap.
 * @param baseUrl - the site's public address, no trailing slash
 * @returns the file's text
 * @example
 * robotsTxt('https://calchub.example').endsWith('Sitemap: https://calchub.example/sitemap.xml\n'); // true
 */
export function robotsTxt(baseUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n');
}
