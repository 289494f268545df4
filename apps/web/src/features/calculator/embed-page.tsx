import { SITE_NAME } from '@calchub/catalogue';
import { Suspense, use } from 'react';
import { paths } from '../../config/paths.js';
import { absoluteUrl } from '../../config/site.js';
import { useNumberFormat } from '../../lib/number-format.js';
import type { PageParts } from '../../lib/calculator-parts.js';
import { initialValues, queryFromValues } from './calculator-form.js';
import { InputValues } from './input-values.js';
import { loadedPageParts } from './calculator-page-parts.js';
import { ResultCard } from './result-chunk.js';
import { useCalculatorForm } from './use-calculator-form.js';
import { askForResult, ResultPlaceholder } from './result-placeholder.js';

/**
 * `/embed/{slug}`: a calculator's inputs and live result alone, for other sites to show in an iframe. No site chrome,
 * no explanatory text; a "Powered by CalcHub" link opens the full page with the same inputs. Not indexed: its
 * canonical link names the full page. `parts` are the calculator's definition and formula when the caller has them at
 * hand (the prerenderer); otherwise they are loaded.
 */
export default function EmbedPageLoader({ slug, parts }: { slug: string; parts?: PageParts | undefined }) {
  const loaded = parts ?? use(loadedPageParts.get(slug));
  if (!loaded) return <EmbedNotFound />;
  return <EmbedPage parts={loaded} />;
}

function EmbedPage({ parts }: { parts: PageParts }) {
  const { definition, calculator: info } = parts;
  const form = useCalculatorForm(parts);
  const format = useNumberFormat();
  const result = form.outcome.status === 'result' ? form.outcome.result : undefined;
  // The inputs as typed; none (the selects at their defaults) opens the bare page.
  const query = queryFromValues(form.values, form.unitSystem, format);
  const untouched = queryFromValues(initialValues(info, definition), 'metric');
  const fullPage = `${paths.calculator.href(definition.slug)}${query && query !== untouched ? `?${query}` : ''}`;
  return (
    // The calculator's code loads with the visitor's first move on the calculator, before a value is typed.
    <article className="p-3" data-calculator-ready={form.ready ? 'true' : undefined} onPointerOver={form.requestCode} onFocus={form.requestCode}>
      <title>{`${definition.title} | ${SITE_NAME}`}</title>
      <meta name="description" content={definition.description} />
      <meta name="robots" content="noindex" />
      <link rel="canonical" href={absoluteUrl(paths.calculator.href(definition.slug))} />
      <h1 className="text-xl font-bold tracking-tight">{definition.title}</h1>
      <div className="mt-3 grid gap-4 md:grid-cols-2">
        <InputValues definition={definition} info={info} form={form} />
        <div>
          {result && form.code ? (
            <Suspense fallback={<ResultPlaceholder headingId="embed-result-heading" text="Showing your result..." />}>
              <ResultCard definition={form.code.definition} info={info} result={result} engineInputs={form.outcome.status === 'result' ? form.outcome.engineInputs : {}} shareUrl={absoluteUrl(fullPage)} />
            </Suspense>
          ) : (
            <ResultPlaceholder headingId="embed-result-heading" text={askForResult(info, 'embed')} />
          )}
        </div>
      </div>
      <p className="mt-3 text-right text-sm text-slate-700">
        <a href={fullPage} target="_blank" rel="noopener" className="font-medium text-blue-800 underline">
          Powered by {SITE_NAME}
        </a>
      </p>
    </article>
  );
}

/** An embed address naming no calculator (the server answers it with HTTP 404). */
function EmbedNotFound() {
  return (
    <section className="p-6 text-center">
      <title>{`Calculator Not Found | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-xl font-bold">Calculator Not Found</h1>
      <p className="mt-3 text-slate-700">This calculator does not exist or has been moved.</p>
      <a href={paths.home.href()} target="_blank" rel="noopener" className="mt-4 inline-block font-medium text-blue-800 underline">
        See every calculator on {SITE_NAME}
      </a>
    </section>
  );
}
