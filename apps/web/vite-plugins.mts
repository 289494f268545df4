import type { Plugin } from 'vite';

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
