import {
  calculatorSummaries, categoryName, listedCategories, TOPIC_HEADINGS_ABOVE, topicGroups, type CalculatorSummary,
} from '@calchub/catalogue';
import { CategoryIcon } from '@calchub/ui';
import { useParams } from 'react-router-dom';
import { Link } from '../../components/link.js';
import { paths } from '../../config/paths.js';
import { breadcrumbList, PageMeta } from '../../components/page-meta.js';

/** A card per calculator, linking to its page. */
function CalculatorCards({ calculators, categoryLabel }: { calculators: readonly CalculatorSummary[]; categoryLabel: string }) {
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {calculators.map((definition) => (
        <li key={definition.slug}>
          <Link
            to={paths.calculator.href(definition.slug)}
            className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-400"
          >
            <span className="text-lg font-semibold text-slate-900">{definition.title}</span>
            <span className="mt-2 block text-sm text-slate-700">{definition.description}</span>
            <span className="mt-3 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{categoryLabel}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/category/:category`: a card per calculator, the total count; "No calculators found" for an unknown one, and for a
 * category with no calculator yet (not indexed, as an unknown one). A category of more than
 * {@link TOPIC_HEADINGS_ABOVE} calculators lists them under its topics' headings, after a list of links to each.
 */
export function CategoryPage() {
  const { category = '' } = useParams();
  const known = listedCategories().find((c) => c.id === category);
  const members = calculatorSummaries.filter((definition) => definition.category === category);
  const name = categoryName(category);
  const groups = known && members.length > TOPIC_HEADINGS_ABOVE ? topicGroups(known, members) : undefined;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta
        title={`${name} Calculators | CalcHub`}
        description={known ? `${members.length} free ${name.toLowerCase()} calculators. ${known.description}` : `No calculators found in ${name}.`}
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
      {members.length === 0 ? (
        <div className="mt-10 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-xl font-semibold">No calculators found</p>
          <Link to={paths.home.href()} className="mt-4 inline-block font-medium text-blue-800 underline">
            Browse All Calculators
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-6 rounded-lg bg-blue-50 px-4 py-3 text-blue-900">
            <strong>{members.length}</strong> {members.length === 1 ? 'calculator' : 'calculators'} in {name}
          </p>
          {groups ? (
            <>
              <nav aria-label={`${name} topics`} className="mt-6">
                <ul className="flex flex-wrap gap-2">
                  {groups.map(({ topic, calculators }) => (
                    <li key={topic.id}>
                      <a href={`#${topic.id}`} className="inline-block rounded-full border border-slate-300 bg-white px-3 py-1 text-sm font-medium text-blue-800 hover:border-blue-400">
                        {topic.name} ({calculators.length})
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
              {groups.map(({ topic, calculators }) => (
                <section key={topic.id} aria-labelledby={topic.id} className="mt-10 scroll-mt-4">
                  <h2 id={topic.id} className="text-2xl font-semibold">
                    {topic.name}
                  </h2>
                  <CalculatorCards calculators={calculators} categoryLabel={name} />
                </section>
              ))}
            </>
          ) : (
            <CalculatorCards calculators={members} categoryLabel={name} />
          )}
        </>
      )}
    </section>
  );
}
