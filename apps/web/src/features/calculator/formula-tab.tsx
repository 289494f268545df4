import type { CalculatorShape } from '@calchub/calc-engine';
import type { CalculatorPageDefinition } from '@calchub/catalogue';
import { lazy, Suspense } from 'react';
import type { FormOutcome } from './calculator-form.js';

const WorkedSolutionSteps = lazy(() => import('./worked-solution-steps.js'));

interface FormulaTabProps {
  readonly definition: CalculatorPageDefinition;
  readonly info: CalculatorShape;
  /** The Calculator tab's outcome: with a result, the formula is worked with the visitor's numbers. */
  readonly outcome: FormOutcome;
}

/** The Formula tab: the expression, what it says, each symbol's meaning, and the formula worked with your numbers. */
export default function FormulaTab({ definition, info, outcome }: FormulaTabProps) {
  return (
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
      {outcome.status === 'result' ? (
        <Suspense fallback={<p className="mt-2 text-slate-600" role="status">Working the formula with your numbers...</p>}>
          <WorkedSolutionSteps info={info} engineInputs={outcome.engineInputs} result={outcome.result} resultDecimals={definition.resultDecimals} />
        </Suspense>
      ) : (
        <p className="mt-2 text-slate-600">Enter values on the Calculator tab to see the formula worked with your numbers.</p>
      )}
    </section>
  );
}
