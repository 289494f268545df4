import type { CalculatorShape } from '@calchub/calc-engine';
import { categoryDisclaimers, type CalculatorPageDefinition } from '@calchub/catalogue';
import { Button } from '@calchub/ui';
import { lazy, Suspense, useState } from 'react';
import { useNumberFormat } from '../../lib/number-format.js';
import { calculatorWidgets } from './calculator-widgets.js';
import { convertUnits, evaluateForm, queryFromValues, retypeValues, valuesFromQuery } from './calculator-form.js';
import { InputValues } from './input-values.js';
import { ResultSide } from './result-chunk.js';
import type { FormRules } from './scenario-comparison.js';
import type { CalculatorForm } from './use-calculator-form.js';
import { askForResult, ResultPlaceholder } from './result-placeholder.js';

// Only a visitor who compares two scenarios (or opens an address holding a comparison) needs it.
const loadScenarioComparison = () => import('./scenario-comparison.js');
const ScenarioComparison = lazy(loadScenarioComparison);
const FORM_RULES: FormRules = { evaluateForm, convertUnits, retypeValues, valuesFromQuery, queryFromValues };

interface CalculatorTabProps {
  readonly definition: CalculatorPageDefinition;
  readonly info: CalculatorShape;
  readonly form: CalculatorForm;
}

/** What the card in place of the result says: what the visitor should do, or that the result is on its way. */
function placeholderText(info: CalculatorShape, form: CalculatorForm): string {
  // The values are all there; the calculator's code is on its way.
  if (form.outcome.status === 'incomplete' && form.outcome.needsCode) return 'Showing your result...';
  return askForResult(info, 'calculator');
}

/** The Calculator tab: the inputs, and beside them the result (or a card asking for values). */
export function CalculatorTab({ definition, info, form }: CalculatorTabProps) {
  const result = form.outcome.status === 'result' ? form.outcome.result : undefined;
  const shareUrl = typeof window === 'undefined' ? '' : window.location.href;
  const [comparePressed, setComparePressed] = useState(false);
  const format = useNumberFormat();
  const Widget = definition.widget === undefined ? undefined : calculatorWidgets[definition.widget];
  return (
    <div>
      <div className="grid gap-6 lg:grid-cols-2">
        <InputValues
          definition={definition}
          info={info}
          form={form}
          heading={form.compare === undefined ? undefined : 'Scenario A'}
          footer={
            <>
              {Widget && form.ready && (
                // The calculator's own controls, once the page is interactive: none of them is shown before it works.
                <Suspense fallback={null}>
                  <Widget definition={definition} info={info} form={form} />
                </Suspense>
              )}
              {/* Two draws at random side by side compare nothing: a generator has no comparison. */}
              {form.compare === undefined && !info.drawn && (
                // A GET form to the comparison's address (`compare=`, which the server renders): a tap before the
                // page is interactive opens the comparison too. Once it is, the press opens it in place.
                <form method="get" className="mt-4">
                  {[...new URLSearchParams(form.addressQuery('calculator'))].map(([name, value]) => (
                    <input key={name} type="hidden" name={name} value={value} />
                  ))}
                  <Button
                    type="submit"
                    name="compare"
                    value=""
                    variant="secondary"
                    onClick={(event) => {
                      event.preventDefault();
                      setComparePressed(true);
                      form.setCompare('');
                    }}
                    onFocus={() => void loadScenarioComparison()}
                    onPointerEnter={() => void loadScenarioComparison()}
                  >
                    Compare
                  </Button>
                </form>
              )}
            </>
          }
        />
        <div>
          {result && form.code ? (
            <Suspense fallback={<ResultPlaceholder headingId="result-placeholder-heading" text="Showing your result..." />}>
              <ResultSide
                definition={form.code.definition}
                info={info}
                result={result}
                engineInputs={form.outcome.status === 'result' ? form.outcome.engineInputs : {}}
                shareUrl={shareUrl}
                addressQuery={queryFromValues(form.values, form.unitSystem, format)}
                // Read here, in the page's chunk, where the definitions' disclaimers already are: read in the result
                // side's chunk, they would be split into a file of their own that every page loads.
                importantNote={categoryDisclaimers[definition.category]}
              />
            </Suspense>
          ) : (
            <ResultPlaceholder
              headingId="result-placeholder-heading"
              // The values are all there; the calculator's code is on its way.
              text={placeholderText(info, form)}
            />
          )}
        </div>
      </div>
      {form.compare !== undefined && (
        <Suspense fallback={<p role="status" className="mt-6 text-slate-700">Loading the comparison...</p>}>
          <ScenarioComparison
            definition={definition}
            info={info}
            form={form}
            renderInputs={(scenarioB) => <InputValues definition={definition} info={info} form={scenarioB} heading="Scenario B" />}
            rules={FORM_RULES}
            focusOnShow={comparePressed}
          />
        </Suspense>
      )}
    </div>
  );
}
