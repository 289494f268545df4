import type { LoadedCalculator } from '@calchub/calc-engine';
import { categoryDisclaimers, formatResult, type CalculatorDefinition } from '@calchub/catalogue';
import { Suspense } from 'react';
import { useNumberFormat } from '../../lib/number-format.js';
import { queryFromValues } from './calculator-form.js';
import { ExampleLinks } from './examples-tab.js';
import { InputValues } from './input-values.js';
import { ResultSide } from './result-chunk.js';
import type { CalculatorForm } from './use-calculator-form.js';
import { ResultPlaceholder } from './result-placeholder.js';

interface CalculatorTabProps {
  readonly definition: CalculatorDefinition;
  readonly info: LoadedCalculator;
  readonly form: CalculatorForm;
}

/** The Calculator tab: the inputs, and beside them the result (or a card asking for values). */
export function CalculatorTab({ definition, info, form }: CalculatorTabProps) {
  const result = form.outcome.status === 'result' ? form.outcome.result : undefined;
  const shareUrl = typeof window === 'undefined' ? '' : window.location.href;
  const format = useNumberFormat();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <InputValues
        definition={definition}
        info={info}
        form={form}
        footer={
          definition.examples.length > 0 && (
            <noscript>
              <ExampleLinks definition={definition} info={info} />
            </noscript>
          )
        }
      />
      <div>
        {result ? (
          <Suspense fallback={<ResultPlaceholder headingId="result-placeholder-heading" text="Showing your result..." />}>
            <ResultSide
              definition={definition}
              info={info}
              result={result}
              shownResult={formatResult(definition, result, format)}
              shareUrl={shareUrl}
              addressQuery={queryFromValues(form.values, form.unitSystem, format)}
              // Read here, in the page's chunk, where the definitions' disclaimers already are: read in the result
              // side's chunk, they would be split into a file of their own that every page loads.
              importantNote={categoryDisclaimers[definition.category]}
            />
          </Suspense>
        ) : (
          <ResultPlaceholder headingId="result-placeholder-heading" text="Enter values above to see your result" />
        )}
      </div>
    </div>
  );
}
