import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markReactRouterPure, stylesheetFirst } from './vite-plugins.mjs';

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

describe('stylesheetFirst', () => {
  it('moves the stylesheet ahead of the first script', () => {
    const plugin = stylesheetFirst();
    const transform = plugin.transformIndexHtml as { handler: (html: string) => string };
    const html = '<head>\n<script type="module" src="/a.js"></script>\n<link rel="stylesheet" href="/a.css">\n</head>';
    expect(transform.handler(html)).toBe('<head>\n<link rel="stylesheet" href="/a.css">\n<script type="module" src="/a.js"></script>\n</head>');
  });
});
