import type { LoadedCalculator } from '@calchub/calc-engine';
import { categoryDisclaimers, formatResult, type CalculatorDefinition } from '@calchub/catalogue';
import { Suspense } from 'react';
import { queryFromValues } from './calculator-form.js';
import { InputValues } from './input-values.js';
import { ResultSide } from './result-chunk.js';
import type { CalculatorForm } from './use-calculator-form.js';

interface CalculatorTabProps {
  readonly definition: CalculatorDefinition;
  readonly info: LoadedCalculator;
  readonly form: CalculatorForm;
}

/** The Calculator tab: the inputs, and beside them the result (or a card asking for values). */
export function CalculatorTab({ definition, info, form }: CalculatorTabProps) {
  const result = form.outcome.status === 'result' ? form.outcome.result : undefined;
  const shareUrl = typeof window === 'undefined' ? '' : window.location.href;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <InputValues definition={definition} info={info} form={form} />
      <div>
        {result ? (
          <Suspense fallback={<ResultPlaceholder text="Showing your result..." />}>
            <ResultSide
              definition={definition}
              info={info}
              result={result}
              shownResult={formatResult(definition, result)}
              shareUrl={shareUrl}
              addressQuery={queryFromValues(form.values, form.unitSystem)}
              // Read here, in the page's chunk, where the definitions' disclaimers already are: read in the result
              // side's chunk, they would be split into a file of their own that every page loads.
              importantNote={categoryDisclaimers[definition.category]}
            />
          </Suspense>
        ) : (
          <ResultPlaceholder text="Enter values above to see your result" />
        )}
      </div>
    </div>
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
