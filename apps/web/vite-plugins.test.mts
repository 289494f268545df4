import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IndexHtmlTransformContext, IndexHtmlTransformResult } from 'vite';
import { classicScript, leaveOutCalculatorChecks, leaveOutSearchTerms, markReactRouterPure, stylesheetFirst, themeBeforePaint } from './vite-plugins.mjs';

describe('markReactRouterPure', () => {
  it('marks forwardRef calls pure and leaves out display names, so unused components can be dropped', () => {
    const code = ['var NavLink = React10.forwardRef(', '  function NavLinkWithRef() {}', ');', 'NavLink.displayName = "NavLink";', ''].join('\n');
    expect(markReactRouterPure(code)).toBe(['var NavLink = /* @__PURE__ */ React10.forwardRef(', '  function NavLinkWithRef() {}', ');', '', ''].join('\n'));
  });

  it('keeps every other statement', () => {
    const code = 'const title = component.displayName || "Link";\nwindow.__reactRouterVersion = "7";\n';
    expect(markReactRouterPure(code)).toBe(code);
  });

  it('still finds both patterns in the installed react-router, or it would no longer save anything', () => {
    const require = createRequire(import.meta.url);
    const dist = join(dirname(require.resolve('react-router/package.json')), 'dist/development');
    const entry = readFileSync(join(dist, 'index.mjs'), 'utf8');
    const chunks = [...entry.matchAll(/from "\.\/(chunk-[\w-]+\.mjs)"/g)].map(([, chunk]) => readFileSync(join(dist, chunk ?? ''), 'utf8'));
    const code = chunks.find((chunk) => chunk.includes('NavLink.displayName')) ?? '';
    expect(code).toMatch(/^var NavLink = \w+\.forwardRef\(/m);
    expect(code).toMatch(/^NavLink\.displayName = "NavLink";$/m);
    expect(markReactRouterPure(code)).not.toMatch(/^NavLink\.displayName/m);
  });
});

describe('leaveOutSearchTerms', () => {
  it("empties a page's keywords and aliases and keeps everything else as written, a keyword's words in other texts too", () => {
    const code = [
      "import type { CalculatorPage } from '../../described-page.js';",
      'export const tipPage: CalculatorPage = {',
      '  "title": "Tip Calculator",',
      '  "aliases": [\n    "tip-calculator",\n    "gratuity"\n  ],',
      '  "keywords": [\n    "tip [15%]",\n    "keywords"\n  ],',
      '  "related": [\n    "discount"\n  ],',
      '  "description": "\\"keywords\\": [x]"',
      '};',
    ].join('\n');
    expect(leaveOutSearchTerms(code, 'tip-page.ts')).toBe([
      "import type { CalculatorPage } from '../../described-page.js';",
      'export const tipPage: CalculatorPage = {',
      '  "title": "Tip Calculator",',
      '  "aliases": [],',
      '  "keywords": [],',
      '  "related": [\n    "discount"\n  ],',
      '  "description": "\\"keywords\\": [x]"',
      '};',
    ].join('\n'));
  });

  it('still finds the terms in a generated page, or it would no longer save anything', () => {
    const file = join(import.meta.dirname, '../../libs/catalogue/src/generated/described/scientific-page.ts');
    const code = readFileSync(file, 'utf8');
    const left = leaveOutSearchTerms(code, file);
    expect(left).toContain('"keywords": []');
    expect(left).toContain('"aliases": []');
    expect(left.length).toBeLessThan(code.length - 500);
  });
});

describe('leaveOutCalculatorChecks', () => {
  it("empties a definition's reference values and keeps everything else as written", () => {
    const code = [
      "export const tip = defineCalculator<TipInputs>({",
      "  slug: 'tip',",
      "  compute: ({ bill }) => ({ value: bill * 0.15, details: { note: 'referenceValues: [x]' } }),",
      "  properties: [{ output: 'tip', input: 'bill', direction: 'rises' }],",
      "  referenceValues: [{ name: '15% of $40 — $6', source: 'a table', inputs: { bill: 40 }, expected: { tip: 6 } }],",
      "});",
      "const properties = [1];",
    ].join('\n');
    expect(leaveOutCalculatorChecks(code, 'tip.ts')).toBe([
      "export const tip = defineCalculator<TipInputs>({",
      "  slug: 'tip',",
      "  compute: ({ bill }) => ({ value: bill * 0.15, details: { note: 'referenceValues: [x]' } }),",
      "  properties: [{ output: 'tip', input: 'bill', direction: 'rises' }],",
      "  referenceValues: [],",
      "});",
      "const properties = [1];",
    ].join('\n'));
  });

  it('leaves a module without a definition unchanged', () => {
    const code = "export const rows = { referenceValues: [1] };\n";
    expect(leaveOutCalculatorChecks(code, 'rows.ts')).toBe(code);
  });

  it('fails the build on a module it cannot read rather than ship it unchanged', () => {
    expect(() => leaveOutCalculatorChecks('defineCalculator({ slug: ', 'broken.ts')).toThrow(/Build: broken\.ts/);
  });
});

describe('stylesheetFirst', () => {
  it('moves the stylesheet ahead of the first script', () => {
    const plugin = stylesheetFirst();
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    const html = '<head>\n<script type="module" src="/a.js"></script>\n<link rel="stylesheet" href="/a.css">\n</head>';
    expect(transform.handler(html)).toBe('<head>\n<link rel="stylesheet" href="/a.css">\n<script type="module" src="/a.js"></script>\n</head>');
  });
});

describe('themeBeforePaint', () => {
  const script = join(import.meta.dirname, 'src/theme/stored-theme.js');
  type Handler = (html: string, context: Partial<IndexHtmlTransformContext>) => IndexHtmlTransformResult;

  function pluginFor(command: 'build' | 'serve') {
    const plugin = themeBeforePaint(script);
    (plugin.configResolved as (config: object) => void)({ root: import.meta.dirname, command, build: { ssr: false } });
    return { plugin, handler: (plugin.transformIndexHtml as { handler: Handler }).handler };
  }

  it('loads the hashed copy of the script with a blocking script element at the end of the head', () => {
    const { handler } = pluginFor('build');
    const bundle = { 'assets/stored-theme-Ab12Cd34.js': { type: 'asset', names: ['stored-theme.js'], fileName: 'assets/stored-theme-Ab12Cd34.js' } };
    expect(handler('<head></head>', { bundle: bundle as unknown as IndexHtmlTransformContext['bundle'] })).toEqual({
      html: '<head></head>',
      tags: [{ tag: 'script', attrs: { src: '/assets/stored-theme-Ab12Cd34.js' }, injectTo: 'head' }],
    });
  });

  it('emits the script minified, as the classic script the page runs', () => {
    const { plugin } = pluginFor('build');
    const emitted: unknown[] = [];
    (plugin.buildStart as (this: { emitFile: (file: unknown) => void }) => void).call({ emitFile: (file) => emitted.push(file) });
    expect(emitted).toEqual([{ type: 'asset', name: 'stored-theme.js', source: classicScript(script) }]);
  });

  it('fails the build rather than ship pages without it', () => {
    const { handler } = pluginFor('build');
    expect(() => handler('<head></head>', { bundle: {} })).toThrow('stored-theme.js was not emitted');
  });

  it('serves the source file on the dev server', () => {
    const { handler } = pluginFor('serve');
    expect(handler('<head></head>', {})).toMatchObject({ tags: [{ tag: 'script', attrs: { src: '/src/theme/stored-theme.js' } }] });
  });
});
