import type { LoadedCalculator } from '@calchub/calc-engine';
import {
  calculatorPageLoaders, categoryName, formatResult, US_UNITS, type CalculatorDefinition, type CalculatorPageParts,
} from '@calchub/catalogue';
import { InputField, Tabs } from '@calchub/ui';
import { lazy, Suspense, use, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Link } from '../../components/link.js';
import { paths } from '../../config/paths.js';
import {
  convertUnits, evaluateForm, exampleValues, feetInchesKeys, initialValues, isVisible, queryFromValues, valuesFromQuery,
  type FormValues, type UnitChange, type UnitSystem,
} from './calculator-form.js';
import { PrerenderedSection } from '../../components/prerendered-section.js';
import { CalculatorAddress, CalculatorNotFound } from './calculator-route.js';
import { PromiseCache } from './promise-cache.js';
import { breadcrumbList, PageMeta } from '../../components/page-meta.js';
import { absoluteUrl } from '../../config/site.js';

const WorkedSolutionSteps = lazy(() => import('./worked-solution-steps.js'));
const loadFeetInchesField = () => import('./feet-inches-field.js');
const FeetInchesField = lazy(loadFeetInchesField);
let CalculatorExplanation: ComponentType<{ definition: CalculatorDefinition }> = lazy(() => import('./calculator-explanation.js'));

/** The prerenderer renders the explanatory text itself rather than its lazy wrapper, so it is in the static HTML. */
export function renderExplanationEagerly(explanation: ComponentType<{ definition: CalculatorDefinition }>): void {
  CalculatorExplanation = explanation;
}

/** The result side's chunk, loaded once: on the first focus in the form, or when a result first shows. */
let resultSideChunk: Promise<typeof import('./result-side.js')> | undefined;
function loadResultSide() {
  resultSideChunk ??= import('./result-side.js');
  return resultSideChunk;
}
const ResultSide = lazy(() => loadResultSide().then((chunk) => ({ default: chunk.ResultSide })));
const ResultSchedules = lazy(() => loadResultSide().then((chunk) => ({ default: chunk.ResultSchedules })));

/** What a calculator page needs: the catalogue's definition (words, examples) and the engine's calculator (formula). */
interface LoadedPage {
  readonly definition: CalculatorDefinition;
  readonly info: LoadedCalculator;
}

/**
 * A calculator's definition and formula, one small chunk, loaded once; the same promise serves every render, as
 * `use` requires.
 */
const loadedPages = new PromiseCache((slug: string): Promise<LoadedPage> | undefined =>
  calculatorPageLoaders[slug]?.().then(({ definition, calculator }) => ({ definition, info: calculator })));

/** Gives the page every calculator already loaded (the prerenderer has them all), so rendering one never waits. */
export function provideCalculators(all: readonly CalculatorPageParts[]): void {
  for (const { definition, calculator } of all) loadedPages.provide(definition.slug, { definition, info: calculator });
}

/**
 * The calculator page, loaded as its own chunk with the calculator's definition and formula: inputs, live result,
 * formula, examples, schedules, explanatory text and related calculators.
 */
export default function CalculatorPageLoader({ slug }: { slug: string }) {
  if (!Object.hasOwn(calculatorPageLoaders, slug)) return <CalculatorAddress name={slug} notFound={<CalculatorNotFound />} />;
  return <LoadedCalculatorPage slug={slug} />;
}

function LoadedCalculatorPage({ slug }: { slug: string }) {
  const { definition, info } = use(loadedPages.get(slug));
  return <CalculatorPage definition={definition} info={info} />;
}

interface CalculatorPageProps {
  readonly definition: CalculatorDefinition;
  readonly info: LoadedCalculator;
}

function CalculatorPage({ definition, info }: CalculatorPageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [tab, setTab] = useState('calculator');
  const [values, setValues] = useState<FormValues>(() => initialValues(info, definition));
  const [unitSystem, setUnitSystem] = useState<UnitSystem>('metric');
  const [lastUnitChange, setLastUnitChange] = useState<UnitChange>();
  const [ignored, setIgnored] = useState<string[]>([]);
  const [urlRead, setUrlRead] = useState(false);

  const [ready, setReady] = useState(false);
  // Read the address after hydration, so the prerendered page and the first client render agree.
  useEffect(() => {
    setReady(true);
    const fromQuery = valuesFromQuery(info, definition, new URLSearchParams(location.search));
    if (fromQuery.any || fromQuery.unitSystem === 'us') {
      setValues(fromQuery.values);
      setUnitSystem(fromQuery.unitSystem);
    }
    setIgnored(fromQuery.ignored);
    setUrlRead(true);
    // Only once per calculator: later address changes come from this page itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The address follows the inputs (replace, not push), so a shared link reproduces the result.
  useEffect(() => {
    if (!urlRead) return;
    const query = queryFromValues(values, unitSystem);
    if (`?${query}` !== location.search && !(query === '' && location.search === '')) {
      navigate({ pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash }, { replace: true, preventScrollReset: true });
    }
  }, [values, unitSystem, urlRead, navigate, location.pathname, location.search, location.hash]);

  const outcome = useMemo(() => evaluateForm(info, definition, values, unitSystem), [info, definition, values, unitSystem]);
  const result = outcome.status === 'result' ? outcome.result : undefined;
  const shownResult = result ? formatResult(definition, result) : undefined;
  const usUnits = unitSystem === 'us';
  const shareUrl = typeof window === 'undefined' ? '' : window.location.href;

  function setValue(name: string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
  }

  const inputsCard = (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="inputs-heading" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h2 id="inputs-heading" className="text-lg font-semibold">
          Input Values
        </h2>
        {ignored.length > 0 && (
          <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Ignored from the address: {ignored.join(', ')} (unknown or not a valid value).
          </p>
        )}
        {definition.unitToggle && (
          <fieldset className="mt-4" onFocus={() => void loadFeetInchesField()} onPointerEnter={() => void loadFeetInchesField()}>
            <legend className="text-sm font-medium text-slate-800">Units</legend>
            <div className="mt-1 inline-flex rounded-lg border border-slate-300 p-0.5">
              {(['metric', 'us'] as const).map((system) => (
                <label key={system} className="cursor-pointer rounded-md px-3 py-1 text-sm has-[:checked]:bg-blue-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700">
                  <input
                    type="radio"
                    name="units"
                    value={system}
                    className="sr-only"
                    checked={unitSystem === system}
                    onChange={() => {
                      const converted = convertUnits(definition, values, system, lastUnitChange);
                      setLastUnitChange({ before: values, after: converted });
                      setValues(converted);
                      setUnitSystem(system);
                    }}
                  />
                  {system === 'metric' ? 'Metric (kg, cm)' : 'US (lb, ft, in)'}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <form className="mt-4 grid gap-4" onSubmit={(event) => event.preventDefault()} onFocus={() => void loadResultSide()} noValidate>
          {info.inputs
            .filter((spec) => isVisible(spec, values) && spec.name !== definition.unitToggle?.engineUnitSystemInput)
            .map((spec) => {
              const presentation = definition.inputs[spec.name];
              const measure = definition.unitToggle?.measures[spec.name];
              const unit = measure && usUnits ? US_UNITS[measure] : (presentation?.unit ?? (spec.type === 'number' ? spec.unit : undefined));
              const error = outcome.status === 'invalid' ? outcome.errors[spec.name] : undefined;
              if (measure === 'height' && usUnits) {
                const keys = feetInchesKeys(spec.name);
                return (
                  <Suspense key={spec.name} fallback={<p role="status" className="text-sm text-slate-600">Loading height in feet and inches...</p>}>
                    <FeetInchesField
                      id={spec.name}
                      label={presentation?.label ?? spec.label}
                      feet={values[keys.feet] ?? ''}
                      inches={values[keys.inches] ?? ''}
                      onFeetChange={(value) => setValue(keys.feet, value)}
                      onInchesChange={(value) => setValue(keys.inches, value)}
                      required={spec.required}
                      help={presentation?.help}
                      error={error}
                    />
                  </Suspense>
                );
              }
              return (
                <InputField
                  key={spec.name}
                  id={spec.name}
                  label={presentation?.label ?? spec.label}
                  kind={spec.type}
                  value={values[spec.name] ?? ''}
                  onChange={(value) => setValue(spec.name, value)}
                  unit={unit}
                  placeholder={presentation?.placeholder ?? (presentation?.uiDefault !== undefined ? String(presentation.uiDefault) : undefined)}
                  required={spec.required}
                  help={presentation?.help}
                  error={error}
                  options={
                    spec.type === 'select'
                      ? spec.options.map((option) => ({ value: String(option), label: presentation?.optionLabels?.[option] ?? String(option) }))
                      : undefined
                  }
                />
              );
            })}
        </form>
        {outcome.status === 'invalid' && outcome.message && (
          <p role="alert" className="mt-4 text-sm text-red-700">
            {outcome.message}
          </p>
        )}
      </section>
      <div>
        {result && shownResult ? (
            <Suspense fallback={<ResultPlaceholder text="Showing your result..." />}>
              <ResultSide definition={definition} info={info} result={result} shownResult={shownResult} shareUrl={shareUrl} />
            </Suspense>
        ) : (
          <ResultPlaceholder text="Enter values above to see your result" />
        )}
      </div>
    </div>
  );

  const formulaPanel = (
    <section aria-label="Formula" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="overflow-x-auto rounded-lg bg-slate-50 p-4 font-mono text-sm">{definition.formula.expression}</p>
      <p className="mt-4 text-slate-800">{definition.formula.text}</p>
      {/* Symbols in a column as wide as the longest ("Interest"), so no meaning runs into its symbol. */}
      <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-2">
        {definition.formula.symbols.map((symbol) => (
          <div key={symbol.symbol} className="contents">
            <dt className="font-mono font-semibold">{symbol.symbol}</dt>
            <dd className="text-slate-700">{symbol.meaning}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-6 font-semibold">With your numbers</h3>
      {result && outcome.status === 'result' ? (
        <Suspense fallback={<p className="mt-2 text-slate-600" role="status">Working the formula with your numbers...</p>}>
          <WorkedSolutionSteps info={info} engineInputs={outcome.engineInputs} result={result} resultDecimals={definition.resultDecimals} />
        </Suspense>
      ) : (
        <p className="mt-2 text-slate-600">Enter values on the Calculator tab to see the formula worked with your numbers.</p>
      )}
    </section>
  );

  const examplesPanel = (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {definition.examples.map((example, index) => (
        <li key={example.description}>
          <ExampleCard
            index={index}
            definition={definition}
            info={info}
            example={example.inputs}
            description={example.description}
            onPick={() => {
              setValues(exampleValues(info, definition, example.inputs));
              setUnitSystem('metric');
              setTab('calculator');
            }}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <article className="mx-auto max-w-6xl px-4 py-8" data-calculator-ready={ready ? 'true' : undefined}>
      <PageMeta
        title={`${definition.title} | CalcHub`}
        description={definition.description}
        path={paths.calculator.href(definition.slug)}
        jsonLd={[
          {
            '@context': 'https://schema.org',
            '@type': 'WebApplication',
            name: definition.title,
            url: absoluteUrl(paths.calculator.href(definition.slug)),
            description: definition.description,
            applicationCategory: 'UtilitiesApplication',
            operatingSystem: 'Any',
            offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
          },
          breadcrumbList([
            ['Home', paths.home.href()],
            [categoryName(definition.category), paths.category.href(definition.category)],
            [definition.title, paths.calculator.href(definition.slug)],
          ]),
        ]}
      />
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600 print:hidden">
        <Link to={paths.home.href()} className="underline">Home</Link> ›{' '}
        <Link to={paths.category.href(definition.category)} className="underline">{categoryName(definition.category)}</Link> ›{' '}
        <span aria-current="page">{definition.title}</span>
      </nav>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{definition.title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">{definition.description}</p>
      <Tabs
        className="mt-6"
        label={`${definition.title} sections`}
        value={tab}
        onChange={setTab}
        items={[
          { id: 'calculator', label: 'Calculator', content: inputsCard },
          { id: 'formula', label: 'Formula', content: formulaPanel },
          { id: 'examples', label: 'Examples', content: examplesPanel },
        ]}
      />
      {tab === 'calculator' && result && (
        <Suspense fallback={null}>
          <ResultSchedules result={result} slug={definition.slug} />
        </Suspense>
      )}
      {/* Never changes on this page: the browser keeps it as prerendered rather than download it (see PrerenderedSection). */}
      <PrerenderedSection id={`explanation-${definition.slug}`}>
        <Suspense fallback={null}>
          <CalculatorExplanation definition={definition} />
        </Suspense>
      </PrerenderedSection>
    </article>
  );
}

/** The card beside the inputs while there is no result to show. */
function ResultPlaceholder({ text }: { text: string }) {
  return (
    <section aria-labelledby="result-placeholder-heading" className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center">
      <h2 id="result-placeholder-heading" className="text-lg font-semibold">
        Result
      </h2>
      <p className="mt-3 text-slate-600" role="status">
        {text}
      </p>
    </section>
  );
}

function ExampleCard({
  index, definition, info, example, description, onPick,
}: {
  index: number;
  definition: CalculatorDefinition;
  info: LoadedCalculator;
  example: Readonly<Record<string, number | string>>;
  description: string;
  onPick: () => void;
}) {
  const outcome = evaluateForm(info, definition, exampleValues(info, definition, example), 'metric');
  const shown = outcome.status === 'result' ? formatResult(definition, outcome.result) : 'not computable';
  return (
    <button
      type="button"
      onClick={onPick}
      className="block h-full w-full rounded-xl border border-slate-200 bg-white p-5 text-left shadow-sm hover:border-blue-400 focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <span className="block font-semibold">Example {index + 1}</span>
      <span className="mt-2 block text-sm text-slate-700">{description}</span>
      <span className="mt-3 block font-medium text-blue-800">Result: {shown}</span>
    </button>
  );
}
