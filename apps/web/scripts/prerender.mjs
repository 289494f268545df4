#!/usr/bin/env node
// Writes the static site into dist/site: the client build (dist/client) plus what `prerenderSite` of the server build
// of src/entry-server.tsx (dist/server) generates: one HTML file per public route, sitemap.xml and robots.txt. Then
// pre-compressed copies, so the server sends brotli or gzip without compressing on every request. How each page is
// assembled lives in src/lib/static-site.ts, where its tests are. Before compressing, it writes into the service
// worker (sw.js, built by vite-plugin-pwa from src/service-worker/sw.ts) the list of files it saves for offline use:
// every page's HTML but the embedded calculators' and the 404 page, every script and stylesheet, the icons and the
// manifest, each with a revision (a hash of its content), so that a new build is saved again.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { JSDOM } from 'jsdom';
import { injectManifest } from 'workbox-build';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const client = join(root, 'dist/client');
const site = join(root, 'dist/site');

const { prerenderSite, PUBLIC_BASE_URL } = await import(pathToFileURL(join(root, 'dist/server/entry-server.js')).href);
const template = readFileSync(join(client, 'index.html'), 'utf8');

// Each calculator's page chunk, named in its pages so the browser loads it without the list of every calculator's.
const PAGE_CHUNK_SOURCE = /generated\/calculator-pages\/([a-z0-9-]+)\.ts$/;
const manifest = JSON.parse(readFileSync(join(client, '.vite/manifest.json'), 'utf8'));
const pageChunks = Object.fromEntries(
  Object.entries(manifest).flatMap(([source, { file }]) => {
    const slug = PAGE_CHUNK_SOURCE.exec(source)?.[1];
    return slug === undefined ? [] : [[slug, `/${file}`]];
  }),
);
const files = await prerenderSite(template, () => new JSDOM('<!doctype html><html><head></head><body></body></html>').window.document, pageChunks);
const named = files.filter(({ content }) => content.includes('data-page-chunk=')).length;
if (named === 0) throw new Error('No page names its calculator chunk: the manifest has no generated/calculator-pages entries');

// Written into their own folder, never into dist/client: a cache hit on the client build cannot undo them. The
// build's manifest stays behind: it is for this script, not for visitors.
rmSync(site, { recursive: true, force: true });
cpSync(client, site, { recursive: true, filter: (source) => !source.split(sep).includes('.vite') });
for (const { file, content } of files) {
  const path = join(site, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, content);
}

const precache = await injectManifest({
  swSrc: join(site, 'sw.js'),
  swDest: join(site, 'sw.js'),
  globDirectory: site,
  globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
  globIgnores: ['sw.js', 'embed/**', '404.html'],
  // Vite's hashed file names already change with their content: no revision needed for those.
  dontCacheBustURLsMatching: /^assets\//,
  // The largest script is well under this; a file above it would be left out and fail offline.
  maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
});
if (precache.warnings.length > 0) throw new Error(`The service worker's file list: ${precache.warnings.join('; ')}`);

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
const pages = files.filter(({ file }) => file.endsWith('.html')).length;
console.log(`Prerendered ${pages} pages, sitemap.xml and robots.txt into dist/site (base ${PUBLIC_BASE_URL}), with gzip and brotli copies.`);
console.log(`The service worker saves ${precache.count} files for offline use, ${(precache.size / 1024).toFixed(0)} KB before compression.`);
