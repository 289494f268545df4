import { findCalculatorSummary } from '@calchub/catalogue';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../../config/paths.js';
import { PageMeta } from '../seo/page-meta.js';

let CalculatorPage: ComponentType<{ slug: string }> = lazy(() => import('./calculator-page.js'));

/** The prerenderer renders the calculator page itself rather than its lazy wrapper (see `renderPagesEagerly`). */
export function renderCalculatorPageEagerly(page: ComponentType<{ slug: string }>): void {
  CalculatorPage = page;
}

/** `/calculator/:slug` (and its aliases): the calculator, or "Calculator Not Found". */
export function CalculatorRoute() {
  const { slug = '' } = useParams();
  const summary = findCalculatorSummary(slug);
  if (!summary) return <CalculatorNotFound />;
  return (
    <Suspense fallback={<p className="mx-auto max-w-6xl px-4 py-16 text-slate-700" role="status">Loading calculator...</p>}>
      {/* A new calculator starts with a fresh form. */}
      <CalculatorPage key={summary.slug} slug={summary.slug} />
    </Suspense>
  );
}

/** The spec's page for an unknown slug; the server answers it with HTTP 404. */
export function CalculatorNotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageMeta title="Calculator Not Found | CalcHub" description="The calculator you're looking for doesn't exist or has been moved." path="/calculator" noindex />
      <h1 className="text-3xl font-bold">Calculator Not Found</h1>
      <p className="mt-4 text-slate-700">The calculator you&apos;re looking for doesn&apos;t exist or has been moved.</p>
      <Link to={paths.home.href()} className="mt-6 inline-block font-medium text-blue-700 underline">
        Go to Homepage
      </Link>
    </section>
  );
}
