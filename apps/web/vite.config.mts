/// <reference types="vitest/config" />
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { pureReactRouter, stylesheetFirst, themeBeforePaint, withoutCalculatorChecks, withoutSearchTerms } from './vite-plugins.mjs';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

// Canonical links, Open Graph URLs, JSON-LD and the sitemap are built from PUBLIC_BASE_URL. Tests use an address
// that is not the code's own fallback, so a URL that ignored the setting would fail them.
const publicBaseUrl = process.env['PUBLIC_BASE_URL'] ?? (process.env['VITEST'] ? 'https://calchub.example' : 'http://localhost:3000');

// A calculator page's parts (definition and formula) are one chunk per calculator, named after its slug, loaded
// through the catalogue's loader table. Their imports are not preloaded with them: the table's list of every
// calculator's imports would cost each calculator page about 1 KB of JavaScript before the first interaction, and the
// imports a calculator shares with the page already open are loaded (a navigation to another calculator fetches its
// own helpers after its chunk arrives; offline and on a repeat visit they come from the cache).
const calculatorSlugs = readdirSync(join(import.meta.dirname, '../../libs/catalogue/src/generated/calculator-pages')).map((file) => file.replace(/\.ts$/, ''));
const calculatorPartsChunk = new RegExp(`^assets/(${calculatorSlugs.join('|')})-[\\w-]{8}\\.js$`);

/** A test for a chunk group: the given source modules (paths from the repository's root, without extension). */
function modules(paths: readonly string[]): RegExp {
  return new RegExp(`(${paths.map((path) => path.replaceAll('/', '[\\\\/]')).join('|')})\\.tsx?$`);
}

/** The page metadata, buttons and category names that every lazy page uses. */
const PAGE_MODULES = ['apps/web/src/components/page-meta', 'apps/web/src/config/site', 'libs/ui/src/components/button', 'libs/catalogue/src/category-names'];

/** What a calculator page and an embed need to render and read their fields. */
const CALCULATOR_FORM_MODULES = [
  ...['use-calculator-form', 'calculator-form', 'input-values', 'calculator-code', 'calculator-page-parts', 'result-placeholder', 'result-chunk', 'promise-cache']
    .map((name) => `apps/web/src/features/calculator/${name}`),
  ...['described-page', 'disclaimers', 'format', 'units', 'read-inputs', 'typed-number', 'feet-inches'].map((name) => `libs/catalogue/src/${name}`),
  'libs/calc-engine/src/dates/time-zones', 'libs/calc-engine/src/_lib/input-shown', 'libs/calc-engine/src/errors/typed-value-messages',
];

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/web',
  plugins: [
    react(),
    tailwindcss(),
    stylesheetFirst(),
    themeBeforePaint(join(import.meta.dirname, 'src/theme/stored-theme.js')),
    pureReactRouter(),
    withoutCalculatorChecks(),
    withoutSearchTerms(),
    ...(isSsrBuild ? [] : [offlineAndInstallable()]),
  ],
  resolve: { conditions: ['@calchub/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@calchub/source', ...defaultServerConditions], externalConditions: ['@calchub/source'] } },
  server: { port: 4200, proxy: { '/api': 'http://localhost:3000' } },
  define: { __PUBLIC_BASE_URL__: JSON.stringify(publicBaseUrl) },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // .vite/manifest.json: where each calculator's page chunk went, for the prerenderer to name it in the calculator's
    // pages (calculator-page-parts.ts).
    manifest: !isSsrBuild,
    reportCompressedSize: false,
    // No <link rel="modulepreload"> in the page: on a slow connection those downloads share the bandwidth with the
    // stylesheet and delay the first paint (Lighthouse mobile: FCP about 2.0 s with them, 1.3-1.6 s without, see
    // docs/performance.md). The entry's imports are still fetched in parallel as soon as it arrives, and a lazy
    // page still fetches its chunk's imports together with it.
    // With no preload link in the page, Vite's modulepreload polyfill (for <link rel="modulepreload"> in the HTML)
    // has nothing to do; lazy chunks preload their imports with Vite's own helper, which needs no polyfill.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, dependencies, { hostType }) => (hostType === 'html' || calculatorPartsChunk.test(file) ? [] : dependencies),
    },
    rolldownOptions: {
      // React, React DOM and React Router in one file: every page needs all of them, one gzip stream compresses
      // them 1 KB smaller than four files, and the file stays cached while only the site's own code changes.
      output: isSsrBuild ? undefined : {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]|^\0vite\/preload-helper/ },
            // Fewer, larger files before the first interaction. Without these groups, each module that the entry and a
            // lazy page share becomes a file of its own (a lazy chunk never imports the entry's): about 15 files of
            // 0.1-1.2 KB on a calculator page, each with its own gzip stream and import lines. Measured with
            // `npm run bench:web -- --runs=0 --files`: 1.1-1.3 KB less on every calculator page (docs/performance.md).
            // What the entry needs, in the entry's file:
            { name: 'site', tags: ['$initial'], includeDependenciesRecursively: false },
            { name: 'page', test: modules(PAGE_MODULES), includeDependenciesRecursively: false },
            // A module missing from these lists only lands in a small file of its own; the bench's list of files shows it.
            { name: 'use-calculator-form', test: modules(CALCULATOR_FORM_MODULES), includeDependenciesRecursively: false },
          ],
        },
      },
      onwarn(warning, warn) {
        // The prerenderer imports every page and definition eagerly on purpose (entry-server.tsx); the client
        // build, where splitting matters, still reports these.
        if (isSsrBuild && warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT') return;
        warn(warning);
      },
    },
  },
  test: {
    name: '@calchub/web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins.test.mts'],
    setupFiles: ['./src/test-setup.ts'],
    // A guard against a hanging test, not a speed check (see src/test-setup.ts).
    testTimeout: 30_000,
  },
}));

/**
 * The web app manifest (linked from every page's head) and the service worker, src/service-worker/sw.ts built to
 * /sw.js. The list of files the worker saves is written into it by scripts/prerender.mjs once every page exists, so
 * the build here leaves the list's placeholder as it is. The page registers the worker itself, after load
 * (src/main.tsx), so nothing is added to the scripts a page needs before its first interaction.
 */
function offlineAndInstallable() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    injectManifest: { injectionPoint: undefined },
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'CalcHub',
      short_name: 'CalcHub',
      description: 'Free online calculators for finance, health, education and business, with their formulas and worked examples. They work offline too.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      theme_color: '#1d4ed8',
      background_color: '#f8fafc',
      categories: ['finance', 'education', 'health', 'business', 'utilities'],
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
  });
}
