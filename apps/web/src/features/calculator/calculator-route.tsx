import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/link.js';
import { paths } from '../../config/paths.js';
import { PageMeta } from '../../components/page-meta.js';

interface CalculatorAddressProps {
  readonly name: string;
  readonly notFound: ReactNode;
}

const chunks: { CalculatorPage: ComponentType<{ slug: string }>; CalculatorAddress: ComponentType<CalculatorAddressProps> } = {
  CalculatorPage: lazy(() => import('./calculator-page.js')),
  CalculatorAddress: lazy(() => import('./calculator-address.js')),
};

/** The prerenderer renders these themselves rather than their lazy wrappers (see `renderPagesEagerly`). */
export function renderCalculatorPagesEagerly(eager: typeof chunks): void {
  Object.assign(chunks, eager);
}

/** Moves a short path or an alias to its calculator, or shows `notFound` (see calculator-address.tsx). */
export function CalculatorAddress(props: CalculatorAddressProps) {
  return <chunks.CalculatorAddress {...props} />;
}

/**
 * `/calculator/:slug`: the calculator. The page's chunk knows the 34 slugs; any other name (an alias, or none)
 * goes on to `CalculatorAddress`, which moves an alias to its canonical path or shows "Calculator Not Found".
 */
export function CalculatorRoute() {
  const { slug = '' } = useParams();
  return (
    <Suspense fallback={<p className="mx-auto max-w-6xl px-4 py-16 text-slate-700" role="status">Loading calculator...</p>}>
      {/* A new calculator starts with a fresh form. */}
      <chunks.CalculatorPage key={slug} slug={slug} />
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
