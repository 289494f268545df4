import { Link } from '../../components/link.js';
import { PageMeta } from '../../components/page-meta.js';
import { paths } from '../../config/paths.js';

/** The page for a name that is no calculator's slug or alias; the server answers it with HTTP 404. */
export default function CalculatorNotFound() {
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
