import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ApplyRememberedNumberFormat } from '../lib/number-format.js';
import { HydrationMarker } from './site-layout.js';

/** Around an embedded calculator (`/embed/...`): no header, search or footer, only the page's main landmark. */
export function EmbedLayout() {
  return (
    <main id="main">
      <Suspense fallback={<p className="p-4 text-slate-700" role="status">Loading…</p>}>
        <Outlet />
        <HydrationMarker />
        <ApplyRememberedNumberFormat />
      </Suspense>
    </main>
  );
}
