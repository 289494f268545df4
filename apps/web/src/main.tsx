import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/app-routes.js';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages arrive with markup to hydrate; the dev server's page arrives empty. Hydrating as a transition
// lets React yield to the browser between components (no long task after the first paint; see docs/performance.md).
// The generic 404 page is also served for unknown calculator slugs and categories, whose own not-found views differ
// from it: those render afresh instead of hydrating markup that is not theirs.
if (container.hasChildNodes() && !('notFound' in container.dataset)) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
