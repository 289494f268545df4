import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes.js';
import { NumberFormatProvider } from './lib/number-format.js';
import { RenderedAddressContext, type RenderedDraw } from './lib/rendered-address.js';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const hydrating = container.hasChildNodes() && !('notFound' in container.dataset);
// The query the server rendered this HTML with (none for a page sent as built): the first render starts from it.
const rendered = hydrating
  ? {
      pathname: window.location.pathname,
      search: container.dataset['renderedQuery'] ?? '',
      // A generator's draw the server wrote on `#root` (JSON), which the first render shows again.
      drawn: container.dataset['drawn'] === undefined ? undefined : (JSON.parse(container.dataset['drawn']) as RenderedDraw),
    }
  : undefined;

const app = (
  <StrictMode>
    <RenderedAddressContext value={rendered}>
      <NumberFormatProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </NumberFormatProvider>
    </RenderedAddressContext>
  </StrictMode>
);

// Prerendered pages arrive with markup to hydrate; the dev server's page arrives empty. Hydrating as a transition
// lets React yield to the browser between components (no long task after the first paint; see docs/performance.md).
// The generic 404 page is also served for unknown calculator slugs and categories, whose own not-found views differ
// from it: those render afresh instead of hydrating markup that is not theirs.
if (hydrating) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

// The service worker saves the site for offline use (src/service-worker/sw.ts). Registered once the page has loaded,
// so it competes with nothing the page needs; not from an embedded calculator, which other sites show in a frame.
// A browser that refuses it (private mode, a blocking setting) still has the whole site online.
if (import.meta.env.PROD && 'serviceWorker' in navigator && !location.pathname.startsWith('/embed/')) {
  addEventListener('load', () => navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}
