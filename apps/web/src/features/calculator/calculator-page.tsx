import { DEFAULT_NUMBER_FORMAT, numbersInFormat } from '@calchub/catalogue';
import { isPlainClick, Tabs } from '@calchub/ui';
import { lazy, Suspense, use, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { PrerenderedSection } from '../../components/prerendered-section.js';
import { useNumberFormat } from '../../lib/number-format.js';
import { CalculatorAddress } from './calculator-chunks.js';
import type { PageParts } from '../../lib/calculator-parts.js';
import { loadCalculatorCode } from './calculator-code.js';
import { evaluateForm, exampleQuery, exampleValues, type CalculatorTabId } from './calculator-form.js';
import type { ExampleRules } from './examples-tab.js';
import { CalculatorExplanation, EmbedSnippet, ExamplesTab } from './explanation-chunk.js';
import { CalculatorHeader } from './calculator-header.js';
import { CalculatorTab } from './calculator-tab.js';
import { loadedPageParts } from './calculator-page-parts.js';
import { ResultSchedules } from './result-chunk.js';
import { useCalculatorForm } from './use-calculator-form.js';

/** The Formula tab, a chunk of its own: no page opens on it, and it loads while the visitor reaches for the tabs. */
const formulaTabChunk = () => import('./formula-tab.js');
const FormulaTab = lazy(formulaTabChunk);
/** "Calculator Not Found": only an address that is no calculator's needs it. */
const CalculatorNotFound = lazy(() => import('./calculator-not-found.js'));
const preloadFormulaTab = () => void formulaTabChunk();
const EXAMPLE_RULES: ExampleRules = { evaluateForm, exampleValues, exampleQuery, numbersInFormat };

/**
 * The calculator page, loaded as its own chunk with the calculator's definition and formula: inputs, live result,
 * formula, examples, schedules, explanatory text and related calculators. `parts` are the calculator's definition
 * and formula when the caller has them at hand (the prerenderer); otherwise they are loaded.
 */
export default function CalculatorPageLoader({ slug, parts }: { slug: string; parts?: PageParts | undefined }) {
  const loaded = parts ?? use(loadedPageParts.get(slug));
  if (!loaded) return <CalculatorAddress name={slug} notFound={<CalculatorNotFound />} />;
  return <CalculatorPage parts={loaded} />;
}

function CalculatorPage({ parts }: { parts: PageParts }) {
  const { definition, calculator: info } = parts;
  const form = useCalculatorForm(parts);
  const { tab, setTab } = form;
  const { pathname } = useLocation();
  // Each tab is a link to the address showing it, rendered so by the server: a tap before the page is interactive
  // opens the tab too.
  const tabAddress = (id: CalculatorTabId) => {
    const query = form.addressQuery(id, form.compare);
    return query ? `?${query}` : pathname;
  };
  const result = form.outcome.status === 'result' ? form.outcome.result : undefined;
  const [embedCopied, setEmbedCopied] = useState<boolean>();
  const format = useNumberFormat();
  // A plain click on an example card (a link, see examples-tab.tsx) fills the calculator in place. Caught on its way
  // down, before a kept prerendered section would follow the link. Until the form has read its address, the card is
  // the link it is: the browser opens the example's address, which the server renders with its result.
  function pickExample(event: MouseEvent<HTMLElement>) {
    const card = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-example]') : null;
    const example = definition.examples[Number(card?.dataset['example'])];
    if (!example || !isPlainClick(event) || !form.ready) return;
    event.preventDefault();
    form.fillExample(example.inputs);
    setTab('calculator');
  }
  const examples = (
    <Suspense fallback={null}>
      <ExamplesTab definition={definition} info={info} code={form.code} loadCode={() => loadCalculatorCode(parts)} rules={EXAMPLE_RULES} />
    </Suspense>
  );
  // The embed section stays static HTML; its Copy button is handled here rather than loading its chunk.
  function copyEmbedCode(event: MouseEvent<HTMLElement>) {
    const code = event.target instanceof Element && event.target.closest('[data-copy-embed]') ? event.currentTarget.querySelector('textarea') : null;
    if (!code) return;
    code.select();
    navigator.clipboard.writeText(code.value).then(() => setEmbedCopied(true), () => setEmbedCopied(false));
  }
  return (
    <article
      className="mx-auto max-w-6xl px-4 py-8"
      data-calculator-ready={form.ready ? 'true' : undefined}
      // The Formula tab's chunk and the calculator's code load with the visitor's first move on the page, before any
      // tab is chosen or value typed.
      onPointerOver={() => {
        preloadFormulaTab();
        form.requestCode();
      }}
      onFocus={() => {
        preloadFormulaTab();
        form.requestCode();
      }}
    >
      <CalculatorHeader definition={definition} />
      <Tabs
        className="mt-6"
        label={`${definition.title} sections`}
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'calculator',
            label: 'Calculator',
            href: tabAddress('calculator'),
            content: <CalculatorTab definition={definition} info={info} form={form} />,
          },
          {
            id: 'formula',
            label: 'Formula',
            href: tabAddress('formula'),
            content: (
              <Suspense fallback={<p role="status" className="text-slate-700">Loading the formula...</p>}>
                <FormulaTab definition={definition} info={info} outcome={form.outcome} />
              </Suspense>
            ),
          },
          {
            id: 'examples',
            label: 'Examples',
            href: tabAddress('examples'),
            // In the prerendered page too, hidden: each card's result is there to be checked against the engine.
            keepMounted: true,
            content: (
              <div onClickCapture={pickExample}>
                {/* Kept as prerendered while its numbers are in the default format: the cards' chunk never loads. */}
                {format === DEFAULT_NUMBER_FORMAT ? <PrerenderedSection id={`examples-${definition.slug}`}>{examples}</PrerenderedSection> : examples}
              </div>
            ),
          },
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
      {/* Clicks on its Copy button reach here from the static markup; a keyboard press on a button is a click too. */}
      <div onClick={copyEmbedCode}>
        <PrerenderedSection id={`embed-${definition.slug}`}>
          <Suspense fallback={null}>
            <EmbedSnippet definition={definition} />
          </Suspense>
        </PrerenderedSection>
        <p role="status" className="mt-2 text-sm text-slate-700">
          {embedCopied === true && 'Embed code copied.'}
          {embedCopied === false && 'Select the embed code and copy it with your keyboard: this browser refused the clipboard.'}
        </p>
      </div>
    </article>
  );
}
