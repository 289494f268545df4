import { categoryName, type CalculatorPageDefinition } from '@calchub/catalogue';
import { Link } from '../../components/link.js';
import { breadcrumbList, PageMeta } from '../../components/page-meta.js';
import { paths } from '../../config/paths.js';
import { absoluteUrl } from '../../config/site.js';

/**
 * The top of a calculator page: its head elements (title, description, a WebApplication and a breadcrumb in
 * JSON-LD), the breadcrumb Home › category › calculator, the title and the description.
 */
export function CalculatorHeader({ definition }: { definition: CalculatorPageDefinition }) {
  const path = paths.calculator.href(definition.slug);
  const category = categoryName(definition.category);
  return (
    <>
      <PageMeta
        title={`${definition.title} | CalcHub`}
        description={definition.description}
        path={path}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: definition.title,
            url: absoluteUrl(path),
            description: definition.description,
            applicationCategory: 'UtilitiesApplication',
            operatingSystem: 'Any',
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
          },
          breadcrumbList([
            ['Home', paths.home.href()],
            [category, paths.category.href(definition.category)],
            [definition.title, path],
          ]),
        ]}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 print:hidden">
        <Link to={paths.home.href()} className="underline">Home</Link> ›{' '}
        <Link to={paths.category.href(definition.category)} className="underline">{category}</Link> ›{' '}
        <span aria-current="page">{definition.title}</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{definition.title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">{definition.description}</p>
    </>
  );
}
