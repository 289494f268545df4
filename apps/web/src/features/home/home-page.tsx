import { calculatorCount, listedCategories, popularSummaries, SITE_NAME, summaryCounts, tryNowSlugs } from '@calchub/catalogue';
import { Button, buttonClasses, CategoryIcon } from '@calchub/ui';
import { useNavigate } from 'react-router-dom';
import { Link } from '../../components/link.js';
import { AI_PANEL_ID, paths } from '../../config/paths.js';
import { SiteSearchBox } from '../../components/site-search-box.js';
import { PageMeta } from '../../components/page-meta.js';
import { absoluteUrl } from '../../config/site.js';

/** "Try AI Explainer" opens the loan calculator with its first example filled in, scrolled to the AI panel. */
const AI_EXAMPLE_PATH = `${paths.calculator.href('loan')}?loanAmount=10000&interestRate=7&loanTenure=3#${AI_PANEL_ID}`;

const features = [
  { title: 'Correct formulas', text: 'Each calculator uses its own standard formula, tested against published reference values.' },
  { title: 'Formula and worked steps', text: 'See the formula, what every symbol means, and the calculation with your own numbers.' },
  { title: 'Charts and schedules', text: 'Payment breakdowns, growth by year and full amortization schedules you can download.' },
  { title: 'Share a result', text: 'The address carries your inputs, so a bookmarked or shared link shows the same result.' },
] as const;

const trustFacts = [
  'Free to use, with no sign-up and no account.',
  'Calculations run in your browser; your numbers are not sent anywhere to compute a result.',
  'Every formula is shown, with its source and worked examples.',
  'Health and money results come with a plain disclaimer: they are estimates, not professional advice.',
] as const;

/** The listed categories in words: "finance, health, education and business". */
function listedCategoryNames(): string {
  const names = listedCategories().map((category) => category.name.toLowerCase());
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** Structured data of the home page: the web application, the organisation and the site search. No ratings. */
function homeJsonLd(): object[] {
  const url = absoluteUrl('/');
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: SITE_NAME,
      url,
      applicationCategory: 'UtilitiesApplication',
      operatingSystem: 'Any',
      browserRequirements: 'Requires a modern web browser',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      description: `${calculatorCount()} free calculators for ${listedCategoryNames()}.`,
    },
    { '@context': 'https://schema.org', '@type': 'Organization', name: SITE_NAME, url, logo: absoluteUrl('/favicon.svg') },
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: SITE_NAME,
      url,
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    },
  ];
}

/** The home page: hero and search, popular calculators, categories, features, explanations and trust. */
export function HomePage() {
  const navigate = useNavigate();
  const counts = summaryCounts();
  return (
    <>
      <PageMeta
        title={`${SITE_NAME}: Free Online Calculators for Finance, Health, Education and Business`}
        description="Free calculators with correct formulas: mortgage, loan, compound interest, BMI, calories, GPA, grades, profit margin and more. Clear results, charts and worked examples. No sign-up."
        path={paths.home.href()}
        jsonLd={homeJsonLd()}
      />
      <section className="bg-gradient-to-b from-blue-50 to-slate-50 px-4 py-14 text-center sm:py-20">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Free Online Calculators</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">
          Mortgage, loan, BMI, calorie, GPA, margin and more: correct formulas, clear results, charts and a plain
          explanation of what your number means.
        </p>
        <div className="mx-auto mt-8 max-w-xl">
          <SiteSearchBox submitTo="results-page" size="lg" label="Search calculators" />
        </div>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Button
            size="lg"
            onClick={() => document.getElementById('categories')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
          >
            Explore Calculators
          </Button>
          <Button
            size="lg"
            variant="secondary"
            onClick={() => navigate(paths.calculator.href(tryNowSlugs[Math.floor(Math.random() * tryNowSlugs.length)] ?? 'bmi'))}
          >
            Try a Calculator Now
          </Button>
        </div>
      </section>

      <section aria-labelledby="popular-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="popular-heading" className="text-2xl font-bold">Popular Calculators</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {popularSummaries.map((definition) => (
            <li key={definition.slug}>
              <Link
                to={paths.calculator.href(definition.slug)}
                className="block h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-blue-400"
              >
                <span className="text-lg font-semibold text-slate-900">{definition.title}</span>
                <span className="mt-2 block text-sm text-slate-700">{definition.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section id="categories" aria-labelledby="categories-heading" className="scroll-mt-20 bg-white py-12">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="categories-heading" className="text-2xl font-bold">Browse by Category</h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {listedCategories().map((category) => {
              const count = counts[category.id];
              return (
                <li key={category.id}>
                  <Link
                    to={paths.category.href(category.id)}
                    className="block h-full rounded-xl border border-slate-200 bg-slate-50 p-5 hover:border-blue-400"
                  >
                    <CategoryIcon category={category.id} className="text-blue-700" />
                    <span className="mt-2 block text-lg font-semibold">{category.name}</span>
                    <span className="mt-1 block text-sm text-slate-700">{category.description}</span>
                    <span className="mt-3 block text-sm font-medium text-blue-800">
                      {count} {count === 1 ? 'calculator' : 'calculators'}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="features-heading" className="text-2xl font-bold">Why CalcHub</h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => (
            <li key={feature.title}>
              <h3 className="font-semibold">{feature.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="ai-heading" className="bg-gradient-to-r from-indigo-700 to-blue-700 px-4 py-12 text-white">
        <div className="mx-auto max-w-4xl text-center">
          <h2 id="ai-heading" className="text-2xl font-bold">AI-Powered Explanations</h2>
          <p className="mt-3 text-blue-50">
            Every result comes with a plain-language explanation. Ask for an AI analysis to see what your number means
            for you; every figure in it is checked against the calculation.
          </p>
          <Link to={AI_EXAMPLE_PATH} className={buttonClasses('secondary', 'lg', 'mt-6')}>
            Try AI Explainer
          </Link>
        </div>
      </section>

      <section aria-labelledby="trust-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="trust-heading" className="text-2xl font-bold">What you can count on</h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {trustFacts.map((fact) => (
            <li key={fact} className="flex gap-2 text-slate-800">
              <span aria-hidden="true" className="text-green-700">✓</span>
              {fact}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
