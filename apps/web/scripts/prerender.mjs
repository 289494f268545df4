#!/usr/bin/env node
// Writes one static HTML file per public route into dist/site, from the client build (dist/client) and the
// server build of src/entry-server.tsx (dist/server). Also writes sitemap.xml and robots.txt.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(root, 'dist/client');
const site = join(root, 'dist/site');
const baseUrl = (process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

const { render, prerenderRoutes } = await import(pathToFileURL(join(root, 'dist/server/entry-server.js')).href);
const template = readFileSync(join(client, 'index.html'), 'utf8');

/** React 19 emits the page's <title>, <meta> and <link> first: move that leading run into <head>. */
function splitHead(html) {
  const match = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(html);
  const head = match ? match[0] : '';
  return { head, body: html.slice(head.length) };
}

/**
 * React's prerender can leave a Suspense boundary "pending": its fallback in place and the finished content in a
 * hidden <div id="S:n">, swapped in by an inline script ($RC). The strict CSP blocks that script, so do the swap
 * here, as $RC would, and drop the inline scripts: the static page then holds its content where it belongs.
 */
function revealBoundaries(html) {
  const { document } = new JSDOM(`<!doctype html><body>${html}</body>`).window;
  for (let segment = document.querySelector('div[hidden][id^="S:"]'); segment; segment = document.querySelector('div[hidden][id^="S:"]')) {
    const template = document.getElementById(`B:${segment.id.slice(2)}`);
    if (!template) throw new Error(`Prerender: no boundary for segment ${segment.id}`);
    const start = template.previousSibling;
    let node = template.nextSibling;
    let depth = 0;
    while (node && !(node.nodeType === 8 && node.data === '/$' && depth === 0)) {
      if (node.nodeType === 8 && node.data === '/$') depth -= 1;
      else if (node.nodeType === 8 && node.data.startsWith('$')) depth += 1;
      const next = node.nextSibling;
      node.remove();
      node = next;
    }
    if (!node) throw new Error(`Prerender: boundary B:${segment.id.slice(2)} has no end`);
    while (segment.firstChild) node.parentNode.insertBefore(segment.firstChild, node);
    template.remove();
    if (start && start.nodeType === 8) start.data = '$';
    segment.remove();
  }
  for (const script of document.querySelectorAll('script:not([type])')) script.remove();
  if (document.body.innerHTML.includes('<!--$?-->')) throw new Error('Prerender: a Suspense boundary is still pending');
  return document.body.innerHTML;
}

rmSync(site, { recursive: true, force: true });
cpSync(client, site, { recursive: true });

const routes = prerenderRoutes();
for (const route of routes) {
  const rendered = splitHead(await render(route.path));
  // JSON-LD travels as <meta name="calchub:json-ld" content="{...}"> (see PageMeta): write each as a data block.
  const head = rendered.head.replace(/<meta name="calchub:json-ld" content="([^"]*)"\/>/g, (_, content) => {
    const json = content.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    return `<script type="application/ld+json">${JSON.stringify(JSON.parse(json)).replace(/</g, '\\u003c')}</script>`;
  });
  // React's prerender may add a small inline timing script (requestAnimationFrame ... $RT); the strict CSP
  // (script-src 'self') blocks inline scripts, and the fully rendered page does not need it. JSON-LD blocks
  // carry a type attribute and stay.
  const body = revealBoundaries(rendered.body);
  if (!/<title>/.test(head)) throw new Error(`Prerender: ${route.path} has no <title>`);
  const html = template
    .replace(/<title>[^<]*<\/title>\s*/, '')
    .replace('</head>', `${head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  const file = join(site, route.file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...routes.filter((route) => route.inSitemap).map((route) => `  <url><loc>${baseUrl}${route.path}</loc></url>`),
  '</urlset>',
  '',
].join('\n');
writeFileSync(join(site, 'sitemap.xml'), sitemap);
writeFileSync(
  join(site, 'robots.txt'),
  ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${baseUrl}/sitemap.xml`, ''].join('\n'),
);
// Pre-compressed copies, so the server sends brotli or gzip without compressing on every request.
const COMPRESSIBLE = /\.(html|js|css|svg|xml|txt|json)$/;
function compressTree(folder) {
  for (const name of readdirSync(folder)) {
    const file = join(folder, name);
    if (statSync(file).isDirectory()) compressTree(file);
    else if (COMPRESSIBLE.test(name) && statSync(file).size > 1024) {
      const content = readFileSync(file);
      writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    }
  }
}
compressTree(site);
console.log(`Prerendered ${routes.length} pages into dist/site (base ${baseUrl}), with gzip and brotli copies.`);
