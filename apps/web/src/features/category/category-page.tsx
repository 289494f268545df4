import { categoryName, listedCategories, summaryCounts } from '@calchub/catalogue';
import { CategoryIcon } from '@calchub/ui';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/link.js';
import { paths } from '../../config/paths.js';
import { breadcrumbList, PageMeta } from '../../components/page-meta.js';
import { PrerenderedSection } from '../../components/prerendered-section.js';
import { lazyChunk } from '../../lib/prerender.js';

/** The list of the category's calculators, with every calculator's summary (see category-list.tsx). */
export const categoryListChunk = () => import('./category-list.js');
const CategoryList = lazyChunk(categoryListChunk);

/**
 * `/category/:category`: the total count and a card per calculator (see category-list.tsx); "No calculators found" for
 * an unknown one, and for a category with no calculator yet (not indexed, as an unknown one).
 */
export function CategoryPage() {
  const { category = '' } = useParams();
  const known = listedCategories().find((c) => c.id === category);
  // Counted when the catalogue was generated: the page needs no calculator's summary but in its list.
  const count = known ? summaryCounts()[known.id] : 0;
  const name = categoryName(category);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title={`${name} Calculators | CalcHub`}
        description={known ? `${count} free ${name.toLowerCase()} calculators. ${known.description}` : `No calculators found in ${name}.`}
        path={paths.category.href(category)}
        noindex={!known}
        jsonLd={known ? [breadcrumbList([['Home', paths.home.href()], [name, paths.category.href(category)]])] : []}
      />
      <Link to={paths.home.href()} className="text-sm text-blue-800 underline">
        ← Back to home
      </Link>
      <h1 className="mt-4 text-3xl font-bold">
        {known && <CategoryIcon category={known.id} className="mr-2 inline-block align-[-0.2em] text-blue-700" />}
        {name} Calculators
      </h1>
      {known && <p className="mt-2 max-w-3xl text-lg text-slate-700">{known.description}</p>}
      {count === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-xl font-semibold">No calculators found</p>
          <Link to={paths.home.href()} className="mt-4 inline-block font-medium text-blue-800 underline">
            Browse All Calculators
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 rounded-lg bg-blue-50 px-4 py-3 text-blue-900">
            <strong>{count}</strong> {count === 1 ? 'calculator' : 'calculators'} in {name}
          </p>
          {/* Never changes on this page: the browser keeps it as prerendered rather than download it (see PrerenderedSection). */}
          <PrerenderedSection id={`category-${category}`}>
            <Suspense fallback={null}>{known && <CategoryList category={known} name={name} />}</Suspense>
          </PrerenderedSection>
        </>
      )}
    </section>
  );
}
