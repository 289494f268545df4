import type { CalculatorShape } from '@calchub/calc-engine';
import type { CalculatorPageDefinition } from '@calchub/catalogue';
import { Button } from '@calchub/ui';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNumberFormat } from '../../lib/number-format.js';
import type { convertUnits, evaluateForm, FormValues, queryFromValues, retypeValues, UnitChange, valuesFromQuery } from './calculator-form.js';
import { comparisonFromQuery, comparisonQuery } from './scenario-address.js';
import { comparisonRows, scheduleComparisonRows, type ComparisonRow } from './scenario-difference.js';
import type { CalculatorForm, ScenarioForm } from './use-calculator-form.js';

/**
 * The form's functions (calculator-form.ts), handed over by the page: imported here, the form's modules would be
 * split out of the page's chunk into files of their own, more JavaScript before the first interaction.
 */
export interface FormRules {
  readonly evaluateForm: typeof evaluateForm;
  readonly convertUnits: typeof convertUnits;
  readonly retypeValues: typeof retypeValues;
  readonly valuesFromQuery: typeof valuesFromQuery;
  readonly queryFromValues: typeof queryFromValues;
}

interface ScenarioComparisonProps {
  readonly definition: CalculatorPageDefinition;
  readonly info: CalculatorShape;
  /** The page's form: scenario A, and scenario B as the address holds it (`compare`). */
  readonly form: CalculatorForm;
  /**
   * Scenario B's fields. Rendered by the page, which has the form's components at hand: imported here, they would be
   * split out of the page's chunk into files of their own, more JavaScript before the first interaction.
   */
  readonly renderInputs: (scenarioB: ScenarioForm) => ReactNode;
  /** The form's functions, from the page's chunk for the same reason. */
  readonly rules: FormRules;
  /** Moves the focus to the comparison when it shows (the visitor just pressed Compare). */
  readonly focusOnShow: boolean;
}

/**
 * "Compare scenarios": scenario B's inputs (starting as a copy of A's) and a table of both scenarios' results,
 * details and differences (B − A), with the totals and payoff of loan schedules. Scenario B is kept here, as typed,
 * in A's units, and written to the address as its differences from A. Its own chunk: loaded when the visitor presses
 * Compare or the address holds a comparison.
 */
export default function ScenarioComparison({ definition, info, form, renderInputs, rules, focusOnShow }: ScenarioComparisonProps) {
  const { values, unitSystem, compare = '', setCompare, addressCompare } = form;
  const format = useNumberFormat();
  const read = (query: URLSearchParams) => rules.valuesFromQuery(info, definition, query, format);
  const query = (scenario: FormValues) => rules.queryFromValues(scenario, unitSystem, format);
  // From the address the page was rendered with, as A's inputs are: the server's HTML and the first render agree.
  const [start] = useState(() => {
    if (compare === '') return { values, ignored: [] };
    const address = new URLSearchParams(query(values));
    address.set('compare', compare);
    return comparisonFromQuery(read, address) ?? { values, ignored: [] };
  });
  // Read again when the address is (a page rendered on the server from the canonical address lists them after loading).
  const ignored = useMemo(() => {
    if (addressCompare === undefined) return start.ignored;
    const address = new URLSearchParams(query(values));
    address.set('compare', addressCompare);
    return comparisonFromQuery(read, address)?.ignored ?? [];
    // Only when the address changes: what the visitor types in A does not change what the address held.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addressCompare, start.ignored]);
  const [typed, setTyped] = useState<FormValues>(start.values);
  const [typedUnits, setTypedUnits] = useState(unitSystem);
  const [typedFormat, setTypedFormat] = useState(format);
  if (typedFormat.locale !== format.locale) {
    // A change of number format writes what was typed in the new one, as it does for scenario A.
    setTyped(rules.retypeValues(info, definition, typed, typedFormat, format));
    setTypedFormat(format);
  }
  const [lastUnitChange, setLastUnitChange] = useState<UnitChange>();
  if (typedUnits !== unitSystem) {
    // The unit toggle converts both scenarios.
    const converted = rules.convertUnits(definition, typed, unitSystem, lastUnitChange, format);
    setLastUnitChange({ before: typed, after: converted });
    setTyped(converted);
    setTypedUnits(unitSystem);
  }
  const { evaluateForm } = rules;
  const { code, requestCode } = form;
  const outcome = useMemo(() => evaluateForm(info, definition, typed, unitSystem, format, code), [evaluateForm, info, definition, typed, unitSystem, format, code]);
  // Scenario B may be complete before A is: it loads the calculator's code too.
  useEffect(() => {
    if (outcome.status === 'incomplete' && outcome.needsCode) requestCode();
  }, [outcome, requestCode]);
  const b: ScenarioForm = {
    values: typed,
    unitSystem,
    outcome,
    ignored,
    setValue: (name, value) => setTyped((current) => ({ ...current, [name]: value })),
  };
  // Plain numbers in the address, whatever the visitor's format.
  const plain = (scenario: FormValues) => Object.fromEntries(new URLSearchParams(query(scenario)));
  const written = comparisonQuery(plain(values), plain(typed));
  useEffect(() => {
    if (written !== compare) setCompare(written);
  }, [written, compare, setCompare]);

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const resultA = form.outcome.status === 'result' ? form.outcome.result : undefined;
  const resultB = outcome.status === 'result' ? outcome.result : undefined;
  const rows = comparisonRows(info, definition, resultA, resultB, format);
  const schedules = scheduleComparisonRows(resultA, resultB, format);
  const [primary] = rows;
  return (
    <section aria-labelledby="comparison-heading" className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="comparison-heading" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          Compare scenarios
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              form.replaceValues(typed);
              setTyped(values);
            }}
          >
            Swap A and B
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setCompare(undefined)}>
            Stop comparing
          </Button>
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-700">
        Scenario A is the inputs above; change any input of scenario B to see both results and the difference.
        {definition.unitToggle && ` Both are in ${unitSystem === 'us' ? 'US' : 'metric'} units.`}
      </p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        {renderInputs(b)}
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
