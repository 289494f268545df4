import { isInputShown, timeZoneNames, type CalculatorShape, type UnitInputSpec } from '@calchub/calc-engine';
import {
  currencySymbol, feetInchesKeys, isTextResult, numbersInFormat, outputLabel, placeholderInUnits, SOLVE_PARAMETER, solvedInput, unitSystemLabels, US_UNITS,
  type CalculatorPageDefinition, type MeasureKind, type UnitSystem,
} from '@calchub/catalogue';
import { Button, InputField } from '@calchub/ui';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useNumberFormat } from '../../lib/number-format.js';
import { loadSolver, TYPED_UNITS_PARAMETER } from './calculator-form.js';
import { loadResultSide } from './result-chunk.js';
import type { CalculatorForm, ScenarioForm } from './use-calculator-form.js';

// Only a visitor who switches to US units sees a height in feet and inches.
const loadFeetInchesField = () => import('./feet-inches-field.js');
const FeetInchesField = lazy(loadFeetInchesField);

interface InputValuesProps {
  readonly definition: CalculatorPageDefinition;
  readonly info: CalculatorShape;
  /** The inputs and what they give: the page's form, or scenario B of a comparison (in the units of the page's form). */
  readonly form: CalculatorForm | ScenarioForm;
  /** The section's heading. */
  readonly heading?: string;
  /** Shown under the fields (the calculator page's Compare). */
  readonly footer?: ReactNode;
}

/** What tells scenario B's fields from the page's own: ids (and so names) start with it. */
const SCENARIO_B_ID_PREFIX = 'scenario-b-';

/**
 * "Input Values": the unit toggle when the calculator has one, a field per visible input, and what is wrong. The
 * fields are a GET form to the page's own address: with scripts the result follows every keystroke and the form is
 * never sent; without them, its Calculate button (shown only then) asks the server for the page with these inputs.
 */
export function InputValues({ definition, info, form, heading = 'Input Values', footer }: InputValuesProps) {
  const { values, unitSystem, outcome, ignored, setValue } = form;
  const usUnits = unitSystem === 'us';
  // Scenario B has no unit toggle of its own (it follows the page's) and no Calculate button: sent without scripts,
  // its fields would replace the page's inputs.
  const page = 'changeUnitSystem' in form ? form : undefined;
  const idPrefix = page ? '' : SCENARIO_B_ID_PREFIX;
  const format = useNumberFormat();
  // Scenario B is the page's calculation with other inputs: it is never solved the other way round.
  const solving = page ? solvedInput(info, values) : undefined;
  const moneyParts = (unit: string | undefined) => ({
    // Money in the visitor's currency: its symbol before the box, any rate ("/month") after it.
    prefix: unit?.startsWith('$') ? currencySymbol(format) : undefined,
    unit: unit?.startsWith('$') ? unit.slice(1).trim() || undefined : unit,
  });
  return (
    <section aria-labelledby={`${idPrefix}inputs-heading`} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={`${idPrefix}inputs-heading`} className="text-lg font-semibold">
        {heading}
      </h2>
      {ignored.length > 0 && (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Ignored from the address: {ignored.join(', ')} (unknown or not a valid value).
        </p>
      )}
      <form method="get" className="mt-4 grid gap-4" onSubmit={(event) => event.preventDefault()} onFocus={() => void loadResultSide()} noValidate>
        {definition.unitToggle && page && (
          <>
            <UnitToggle labels={unitSystemLabels(Object.values(definition.unitToggle.measures))} unitSystem={unitSystem} onChange={page.changeUnitSystem} />
            {/* Sent without scripts: the units the values were typed in, converted if the toggle was switched. */}
            <input type="hidden" name={TYPED_UNITS_PARAMETER} value={unitSystem} />
          </>
        )}
        {info.solvable && page && (
          // The solver's chunk loads as the visitor reaches for the choice.
          <div onFocus={() => void loadSolver()} onPointerEnter={() => void loadSolver()}>
            <InputField
              id="solve"
              label="Solve for"
              kind="select"
              value={values[SOLVE_PARAMETER] ?? ''}
              onChange={(value) => setValue(SOLVE_PARAMETER, value)}
              required
              help="Choose an input to find it from a result you know."
              options={[
                { value: '', label: `${outputLabel(info, definition, info.primary)} (the usual result)` },
                ...Object.keys(info.solvable).map((name) => ({ value: name, label: definition.inputs[name]?.label ?? name })),
              ]}
            />
          </div>
        )}
        {info.inputs
          .filter((spec) => isInputShown(spec, values, info.inputs) && spec.name !== definition.unitToggle?.engineUnitSystemInput)
          .map((spec) => {
            if (spec.name === solving?.name) {
              // The input solved for gives its place to the results it is solved from.
              return solving.from.map((name) => (
                <InputField
                  key={name}
                  id={`${idPrefix}${name}`}
                  label={outputLabel(info, definition, name)}
                  kind={isTextResult(info, name) ? 'duration' : 'number'}
                  value={values[name] ?? ''}
                  onChange={(value) => setValue(name, value)}
                  {...moneyParts(info.outputs.find((output) => output.name === name)?.unit)}
                  required={solving.from.length === 1}
                  help={solving.from.length > 1 ? `The result you know; fill one of ${solving.from.map((known) => outputLabel(info, definition, known)).join(' or ')}.` : 'The result you know.'}
                  error={outcome.status === 'invalid' ? outcome.errors[name] : undefined}
                />
              ));
            }
            const presentation = definition.inputs[spec.name];
            const measure = definition.unitToggle?.measures[spec.name];
            const unit = measure && usUnits ? US_UNITS[measure] : (presentation?.unit ?? (spec.type === 'number' ? spec.unit : undefined));
            const error = outcome.status === 'invalid' ? outcome.errors[spec.name] : undefined;
            if (measure === 'height' && usUnits) {
              const keys = feetInchesKeys(spec.name);
              return (
                <Suspense key={spec.name} fallback={<p role="status" className="text-sm text-slate-600">Loading height in feet and inches...</p>}>
                  <FeetInchesField
                    id={`${idPrefix}${spec.name}`}
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
                id={`${idPrefix}${spec.name}`}
                label={presentation?.label ?? spec.label}
                kind={spec.type}
                value={values[spec.name] ?? ''}
                onChange={(value) => setValue(spec.name, value)}
                {...moneyParts(unit)}
                placeholder={numbersInFormat(placeholderOf(presentation, measure, usUnits), format) || undefined}
                required={spec.required}
                help={presentation?.help && numbersInFormat(presentation.help, format)}
                error={error}
                options={
                  spec.type === 'select'
                    ? spec.options.map((option) => ({ value: String(option), label: presentation?.optionLabels?.[option] ?? String(option) }))
                    : spec.type === 'unit'
                      ? unitOptions(spec)
                      : spec.type === 'timezone'
                        ? timeZoneNames().map((zone) => ({ value: zone, label: zone }))
                        : undefined
                }
              />
            );
          })}
        {/* Sent without scripts: the comparison stays open, scenario B keeping the inputs it changed. */}
        {page?.compare !== undefined && <input type="hidden" name="compare" value={page.compare} />}
        {page &&
          (info.drawn ? (
            // A generator's button draws again with the same inputs. Pressed before the page has hydrated (or without
            // scripts), it sends the form: the server draws for the address. Once hydrated, the press draws in place.
            <Button
              type="submit"
              className="justify-self-start"
              onClick={(event) => {
                event.preventDefault();
                page.draw();
              }}
            >
              {info.drawn.action}
            </Button>
          ) : (
            <noscript>
              <Button type="submit" className="justify-self-start">
                Calculate
              </Button>
            </noscript>
          ))}
      </form>
      {outcome.status === 'invalid' && outcome.message && (
        <p role="alert" className="mt-4 text-sm text-red-700">
          {outcome.message}
        </p>
      )}
      {footer}
    </section>
  );
}

/**
 * Metric or US units, as two radio buttons styled as a switch. A tap before the page is interactive checks its radio
 * with no script to hear it (hydration keeps what the browser shows): the switch takes that choice once it hydrates.
 */
/** A unit input's codes as options, by name ("foot (ft)") and in the definition's groups (length, mass...). */
/** A field's placeholder: its example, or else its default, in the units the visitor shows ("e.g. 176" lb for 80 kg). */
function placeholderOf(presentation: CalculatorPageDefinition['inputs'][string] | undefined, measure: MeasureKind | undefined, usUnits: boolean): string {
  const text = presentation?.placeholder ?? (presentation?.uiDefault !== undefined ? String(presentation.uiDefault) : '');
  return measure ? placeholderInUnits(text, measure, usUnits) : text;
}

function unitOptions(spec: UnitInputSpec): { value: string; label: string; group?: string }[] {
  const label = (code: string) => spec.unitNames?.[code] ?? code;
  if (!spec.unitGroups) return spec.units.map((code) => ({ value: code, label: label(code) }));
  return spec.unitGroups.flatMap((group) => group.units.map((code) => ({ value: code, label: label(code), group: group.label })));
}

function UnitToggle({ labels, unitSystem, onChange }: {
  labels: { readonly metric: string; readonly us: string };
  unitSystem: UnitSystem;
  onChange: (system: UnitSystem) => void;
}) {
  const toggle = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const tapped = toggle.current?.querySelector<HTMLInputElement>(':checked')?.value;
    if ((tapped === 'metric' || tapped === 'us') && tapped !== unitSystem) onChange(tapped);
    // Once, as it hydrates: from then on the radios' own change events count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset ref={toggle} onFocus={() => void loadFeetInchesField()} onPointerEnter={() => void loadFeetInchesField()}>
      <legend className="text-sm font-medium text-slate-800">Units</legend>
      <div className="mt-1 inline-flex rounded-lg border border-slate-300 p-0.5">
        {(['metric', 'us'] as const).map((system) => (
          <label key={system} className="cursor-pointer rounded-md px-3 py-1 text-sm has-[:checked]:bg-blue-700 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700">
            <input type="radio" name="units" value={system} className="sr-only" checked={unitSystem === system} onChange={() => onChange(system)} />
            {labels[system]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
