import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { minifySync, parseSync, type Plugin } from 'vite';

/**
 * A classic script's source, minified as a script (not a module): what the build ships of it.
 * @param file - the script's file
 * @returns the minified code
 * @example
 * classicScript('src/theme/stored-theme.js'); // 'try{let e=localStorage.getItem(`calchub-theme`);...}catch{}'
 */
export function classicScript(file: string): string {
  const { code, errors } = minifySync(file, readFileSync(file, 'utf8'), { module: false });
  if (errors.length > 0) throw new Error(`Build: ${file}: ${errors.map((error) => error.message).join('; ')}`);
  return code;
}

/**
 * Applies the visitor's stored theme before the first paint (docs/product.md#dark-mode). `script` is a classic
 * script of a few lines (no module, no import), copied as written into `assets/` under a hashed name, so it is cached
 * for a year like the bundles, and referenced by a blocking `<script src>` at the end of the page head: the parser
 * runs it, after the stylesheet has arrived, before it creates `<body>`, so the first paint already has the right
 * `data-theme` on `<html>`. A strict CSP (`script-src 'self'`) allows it; an inline script would be blocked. The
 * system setting needs no script at all: the stylesheet follows `prefers-color-scheme` by itself.
 * @param script - the script's file (`src/theme/stored-theme.js`)
 * @returns the Vite plugin
 * @example
 * plugins: [themeBeforePaint(join(import.meta.dirname, 'src/theme/stored-theme.js'))]
 * // the built page's head ends with <script src="/assets/stored-theme-Ab12Cd34.js"></script>
 */
export function themeBeforePaint(script: string): Plugin {
  const name = script.split('/').pop() ?? script;
  let root = '';
  let building = false;
  return {
    name: 'calchub:theme-before-paint',
    configResolved(config) {
      root = config.root;
      building = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      if (building) this.emitFile({ type: 'asset', name, source: classicScript(script) });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // The dev server serves the source file as it is; the build refers to the hashed copy.
        const emitted = bundle && Object.values(bundle).find((file) => file.type === 'asset' && file.names.includes(name));
        if (bundle && !emitted) throw new Error(`Build: ${name} was not emitted`);
        const src = emitted ? `/${emitted.fileName}` : `/${relative(root, script)}`;
        return { html, tags: [{ tag: 'script', attrs: { src }, injectTo: 'head' }] };
      },
    },
  };
}

/**
 * Puts the stylesheet ahead of the scripts in the page head. A prerendered page paints as soon as its HTML and
 * this one stylesheet are in; the scripts only hydrate what is already on screen.
 */
export function stylesheetFirst(): Plugin {
  return {
    name: 'calchub:stylesheet-first',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstScript = html.search(/[ \t]*<script /);
        if (stylesheets.length === 0 || firstScript === -1) return html;
        const rest = stylesheets.reduce((page, link) => page.replace(link, ''), html);
        const at = rest.search(/[ \t]*<script /);
        return `${rest.slice(0, at)}${stylesheets.join('')}${rest.slice(at)}`;
      },
    },
  };
}

/**
 * Lets the bundler drop the parts of react-router the site does not use (`NavLink`, `Form`, `ScrollRestoration`,
 * fetchers and their helpers: about 1.8 KB gzipped on every page, see docs/performance.md). react-router ships them
 * as `const NavLink = React.forwardRef(...)` followed by `NavLink.displayName = "NavLink"`: a call and an assignment
 * the bundler must keep in case they have effects. `forwardRef` has none, so its calls are marked pure, and the
 * display names (read only by React DevTools) are left out of the production build.
 */
export function pureReactRouter(): Plugin {
  return {
    name: 'calchub:pure-react-router',
    apply: 'build',
    transform: {
      filter: { id: /node_modules\/react-router\/dist\// },
      handler: markReactRouterPure,
    },
  };
}

/** The source transform of `pureReactRouter`, for one module of react-router's build. */
export function markReactRouterPure(code: string): string {
  return code.replace(/\b(\w+)\.forwardRef\(/g, '/* @__PURE__ */ $1.forwardRef(').replace(/^\w+\.displayName = "[^"]*";$/gm, '');
}

/**
 * The parts of a calculator's definition that only its tests read, never a page. (Its properties stay: the solver
 * reads them too, and the page must solve as the server does.)
 */
const CHECK_PARTS = new Set(['referenceValues']);

/**
 * Leaves a calculator definition's published reference values out of the pages' scripts. The engine's tests check a
 * calculator against them; no page reads them, and they are about a sixth of a definition (sources, names, sample
 * inputs). The client build replaces them with an empty list; the server build, the tests and the published engine
 * keep them.
 */
export function withoutCalculatorChecks(): Plugin {
  return {
    name: 'calchub:without-calculator-checks',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform: {
      filter: { id: /libs[\\/]calc-engine[\\/]src[\\/]calculators[\\/]([\w-]+)[\\/]\1\.ts$/ },
      handler: (code, id) => leaveOutCalculatorChecks(code, id),
    },
  };
}

/** The parts of a calculator's page that only the search index and the API read: the search has its own copy. */
const SEARCH_PARTS = new Set(['keywords', 'aliases']);

/**
 * Leaves a calculator page's keywords and aliases out of the pages' scripts. No page reads them: the search carries its
 * own terms (generated/calculator-search-terms.ts) and the addresses their own aliases; on the scientific page they are
 * a quarter of its definition. The client build replaces them with empty lists; the server build, the API and the
 * tests keep them.
 */
export function withoutSearchTerms(): Plugin {
  return {
    name: 'calchub:without-search-terms',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform: {
      filter: { id: /libs[\\/]catalogue[\\/]src[\\/]generated[\\/]described[\\/][\w-]+-page\.ts$/ },
      handler: (code, id) => leaveOutSearchTerms(code, id),
    },
  };
}

/** Where a value is written in a module's source, in characters. */
interface SourceRange {
  readonly start: number;
  readonly end: number;
}

/** Parses a module the build transforms; a source it cannot parse stops the build, naming the file. */
function parseModule(code: string, file: string) {
  const parsed = parseSync(file, code);
  if (parsed.errors.length > 0) throw new Error(`Build: ${file}: ${parsed.errors.map((error) => error.message).join('; ')}`);
  return parsed;
}

/** The source with each of the ranges (lists the pages never read) written as an empty list, from the last one back. */
function withEmptyLists(code: string, ranges: readonly SourceRange[]): string {
  return [...ranges].sort((a, b) => b.start - a.start).reduce((source, { start, end }) => `${source.slice(0, start)}[]${source.slice(end)}`, code);
}

/**
 * The source transform of `withoutSearchTerms`, for one calculator's page module.
 * @param code - the module's TypeScript source
 * @param file - its file name (for the parser and the error message)
 * @returns the source with the `keywords` and `aliases` of its page as empty lists
 * @example
 * leaveOutSearchTerms('export const tipPage = { "title": "Tip Calculator", "keywords": ["tip", "gratuity"] };', 'tip-page.ts');
 * // 'export const tipPage = { "title": "Tip Calculator", "keywords": [] };'
 */
export function leaveOutSearchTerms(code: string, file: string): string {
  const { program } = parseModule(code, file);
  const ranges: SourceRange[] = [];
  for (const statement of program.body) {
    const declarations = (statement as { declaration?: { declarations?: { init?: { type?: string; properties?: unknown[] } }[] } }).declaration?.declarations ?? [];
    for (const { init } of declarations) {
      if (init?.type !== 'ObjectExpression') continue;
      for (const property of init.properties ?? []) {
        const { key, value } = property as { key?: { value?: unknown; name?: string }; value?: { type?: string; start: number; end: number } };
        const name = String(key?.value ?? key?.name);
        if (SEARCH_PARTS.has(name) && value?.type === 'ArrayExpression') ranges.push({ start: value.start, end: value.end });
      }
    }
  }
  return withEmptyLists(code, ranges);
}

/**
 * The source transform of `withoutCalculatorChecks`, for one calculator's definition module.
 * @param code - the module's TypeScript source
 * @param file - its file name (for the parser and the error message)
 * @returns the source with the `referenceValues` of its `defineCalculator({...})` call as an empty list
 * @example
 * leaveOutCalculatorChecks("defineCalculator({ slug: 'x', referenceValues: [{ ... }] })", 'x.ts');
 * // "defineCalculator({ slug: 'x', referenceValues: [] })"
 */
export function leaveOutCalculatorChecks(code: string, file: string): string {
  const { program } = parseModule(code, file);
  const ranges: SourceRange[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const candidate = node as { type?: string; callee?: { name?: string }; arguments?: unknown[] };
    if (candidate.type === 'CallExpression' && candidate.callee?.name === 'defineCalculator') {
      const [options] = candidate.arguments ?? [];
      for (const property of (options as { properties?: unknown[] } | undefined)?.properties ?? []) {
        const { key, value } = property as { key?: { name?: string }; value?: { start: number; end: number } };
        if (key?.name && CHECK_PARTS.has(key.name) && value) ranges.push({ start: value.start, end: value.end });
      }
      return;
    }
    for (const child of Object.values(node)) if (child && typeof child === 'object') visit(child);
  };
  visit(program.body);
  return withEmptyLists(code, ranges);
}
