import { popularSummaries } from '@calchub/catalogue';
import { Link } from '../../components/link.js';
import { paths } from '../../config/paths.js';
import { SiteSearchBox } from '../../components/site-search-box.js';
import { PageMeta } from '../../components/page-meta.js';

/** Any unknown path: search and the popular calculators. The server answers it with HTTP 404. */
export function NotFoundPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageMeta title="Page not found | CalcHub" description="The page you are looking for does not exist or has been moved." path="/404" noindex />
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-4 text-slate-700">The page you are looking for does not exist or has been moved. Search for a calculator:</p>
      <SiteSearchBox submitTo="first-match" className="mx-auto mt-6 max-w-md" label="Search for a calculator" />
      <h2 className="mt-10 text-xl font-semibold">Popular calculators</h2>
      <ul className="mt-4 grid gap-3 text-left sm:grid-cols-2">
        {popularSummaries.map((definition) => (
          <li key={definition.slug}>
            <Link to={paths.calculator.href(definition.slug)} className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-blue-400">
              <span className="font-medium text-blue-800">{definition.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={paths.home.href()} className="mt-8 inline-block text-blue-800 underline">
        Go to Homepage
      </Link>
    </section>
  );
}
