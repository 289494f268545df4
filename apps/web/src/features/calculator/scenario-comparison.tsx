import type { LoadedCalculator } from '@calchub/calc-engine';
import type { CalculatorDefinition } from '@calchub/catalogue';
import { Button } from '@calchub/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { comparisonRows, scheduleComparisonRows, type ComparisonRow } from './scenario-difference.js';
import type { CalculatorForm } from './use-calculator-form.js';

interface ScenarioComparisonProps {
  readonly definition: CalculatorDefinition;
  readonly info: LoadedCalculator;
  /** The page's form: scenario A, with scenario B as its `comparison`. */
  readonly form: CalculatorForm;
  /**
   * Scenario B's fields. Rendered by the page, which has the form's components at hand: imported here, they would be
   * split out of the page's chunk into files of their own, more JavaScript before the first interaction.
   */
  readonly inputs: ReactNode;
  /** Moves the focus to the comparison when it shows (the visitor just pressed Compare). */
  readonly focusOnShow: boolean;
}

/**
 * "Compare scenarios": scenario B's inputs (starting as a copy of A's) and a table of both scenarios' results,
 * details and differences (B − A), with the totals and payoff of loan schedules. Its own chunk: loaded when the
 * visitor presses Compare or the address holds a comparison.
 */
export default function ScenarioComparison({ definition, info, form, inputs, focusOnShow }: ScenarioComparisonProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const b = form.comparison;
  if (!b) return null;
  const resultA = form.outcome.status === 'result' ? form.outcome.result : undefined;
  const resultB = b.outcome.status === 'result' ? b.outcome.result : undefined;
  const rows = comparisonRows(info, definition, resultA, resultB);
  const schedules = scheduleComparisonRows(resultA, resultB);
  const [primary] = rows;
  return (
    <section aria-labelledby="comparison-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="comparison-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          Compare scenarios
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={form.swapScenarios}>
            Swap A and B
          </Button>
          <Button size="sm" variant="secondary" onClick={form.endComparison}>
            Stop comparing
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Scenario A is the inputs above; change any input of scenario B to see both results and the difference.
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {inputs}
        <div className="grid content-start gap-6">
          <ComparisonTable caption={`${definition.title}: scenario A and scenario B`} rows={rows} />
          {schedules.length > 0 && <ComparisonTable caption="Payment schedules: scenario A and scenario B" rows={schedules} />}
        </div>
      </div>
      <p role="status" className="sr-only">
        {primary && `Comparison updated. ${primary.label}: scenario A ${primary.a}, scenario B ${primary.b}, difference ${primary.difference}.`}
      </p>
    </section>
  );
}

/** Both scenarios and their difference, one row per output, readable cell by cell with a screen reader. */
function ComparisonTable({ caption, rows }: { caption: string; rows: readonly ComparisonRow[] }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full text-right text-sm" data-testid="comparison-table">
        <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-2 text-left">
              Output
            </th>
            <th scope="col" className="px-2 py-2">
              Scenario A
            </th>
            <th scope="col" className="px-2 py-2">
              Scenario B
            </th>
            <th scope="col" className="py-2 pl-2">
              Difference (B − A)
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className="border-t border-slate-100">
              <th scope="row" className="py-2 pr-2 text-left font-normal">
                {row.label}
              </th>
              <td className="px-2 py-2">{row.a}</td>
              <td className="px-2 py-2">{row.b}</td>
              <td className="py-2 pl-2 font-medium">{row.difference}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
