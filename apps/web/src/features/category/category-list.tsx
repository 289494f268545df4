import { calculatorSummaries, TOPIC_HEADINGS_ABOVE, topicGroups, type CalculatorSummary, type Category } from '@calchub/catalogue';
import { Link } from '../../components/link.js';
import { paths } from '../../config/paths.js';

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
 * A category's calculators: a card each, or, for a category of more than {@link TOPIC_HEADINGS_ABOVE}, under its
 * topics' headings after a list of links to each. A chunk of its own with every calculator's summary: a prerendered
 * category page keeps this list as it was rendered (see PrerenderedSection) and never downloads it.
 */
export default function CategoryList({ category, name }: { category: Category; name: string }) {
  const members = calculatorSummaries.filter((definition) => definition.category === category.id);
  const groups = members.length > TOPIC_HEADINGS_ABOVE ? topicGroups(category, members) : undefined;
  if (!groups) return <CalculatorCards calculators={members} categoryLabel={name} />;
  return (
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
  );
}
