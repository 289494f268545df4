import { messages, tryCalculate, type CalculationResult, type CalculatorInfo, type InputSpec } from '@calchub/calc-engine';
import { toMetric, type CalculatorDefinition } from '@calchub/catalogue';

/** What the user typed, by input name: strings exactly as typed, never rewritten. */
export type FormValues = Readonly<Record<string, string>>;

export type UnitSystem = 'metric' | 'us';

/** Whether an input shows, given the current values of the inputs that control it. */
export function isVisible(spec: InputSpec, values: FormValues): boolean {
  if (!spec.visibleWhen) return true;
  const controller = Number(values[spec.visibleWhen.input]);
  return spec.visibleWhen.equals.includes(controller);
}

const GROUPED_NUMBER = /^-?\d{1,3}(,\d{3})+(\.\d+)?$/;

/** Reads a typed number, accepting thousands separators ("12,500"); NaN when it is not a number. */
export function parseTypedNumber(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return Number.NaN;
  return Number(GROUPED_NUMBER.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed);
}

/** The outcome of the form: a result, or why there is none. */
export type FormOutcome =
  | { readonly status: 'result'; readonly result: CalculationResult; readonly engineInputs: Record<string, number | string> }
  | { readonly status: 'incomplete' }
  | { readonly status: 'invalid'; readonly errors: Readonly<Record<string, string>>; readonly message?: string };

/**
 * Turns what the user typed into engine inputs (converting US units when the toggle says so) and computes.
 * Every visible number field that is not a number gets its own message; the engine's input error names its field.
 * A missing required input means "incomplete": the result waits, no message.
 */
export function evaluateForm(
  info: CalculatorInfo,
  definition: CalculatorDefinition,
  values: FormValues,
  unitSystem: UnitSystem,
): FormOutcome {
  const errors: Record<string, string> = {};
  const engineInputs: Record<string, number | string> = {};
  let missing = false;
  const toggle = definition.unitToggle;
  for (const spec of info.inputs) {
    if (!isVisible(spec, values)) continue;
    const typed = values[spec.name]?.trim() ?? '';
    if (typed === '') {
      if (spec.required) missing = true;
      continue;
    }
    if (spec.type === 'date') {
      engineInputs[spec.name] = typed;
      continue;
    }
    const number = parseTypedNumber(typed);
    if (!Number.isFinite(number)) {
      errors[spec.name] = messages.notANumber(definition.inputs[spec.name]?.label ?? spec.label);
      continue;
    }
    const measure = toggle?.measures[spec.name];
    engineInputs[spec.name] =
      measure && unitSystem === 'us' && !toggle?.engineUnitSystemInput ? toMetric(measure, number) : number;
  }
  if (toggle?.engineUnitSystemInput) engineInputs[toggle.engineUnitSystemInput] = unitSystem === 'us' ? 2 : 1;
  if (Object.keys(errors).length > 0) return { status: 'invalid', errors };
  if (missing) return { status: 'incomplete' };
  const outcome = tryCalculate(info.slug, engineInputs);
  if (outcome.ok) return { status: 'result', result: outcome.result, engineInputs };
  if (outcome.error.code === 'required') return { status: 'incomplete' };
  const field = outcome.error.field;
  return field && field in definition.inputs
    ? { status: 'invalid', errors: { [field]: outcome.error.message } }
    : { status: 'invalid', errors: {}, message: outcome.error.message };
}

/** Values a form starts with: selects at their default (a select always has a value), other fields empty. */
export function initialValues(info: CalculatorInfo, definition: CalculatorDefinition): Record<string, string> {
  const values: Record<string, string> = {};
  for (const spec of info.inputs) {
    const uiDefault = definition.inputs[spec.name]?.uiDefault ?? spec.default;
    values[spec.name] = spec.type === 'select' && uiDefault !== undefined ? String(uiDefault) : '';
  }
  return values;
}

/** Fills a form from an example: every input replaced, as the spec says. */
export function exampleValues(info: CalculatorInfo, definition: CalculatorDefinition, example: Readonly<Record<string, number | string>>) {
  const values = initialValues(info, definition);
  for (const [name, value] of Object.entries(example)) {
    if (name in values) values[name] = String(value);
  }
  return values;
}

/** Whether a URL parameter's value can go into an input as it is. */
function acceptsParameter(spec: InputSpec, value: string): boolean {
  if (spec.type === 'date') return /^\d{4}-\d{2}-\d{2}$/.test(value);
  const number = parseTypedNumber(value);
  if (!Number.isFinite(number)) return false;
  return spec.type === 'select' ? spec.options.includes(number) : true;
}

/**
 * Reads inputs from a URL query (`?loanAmount=10000&interestRate=7`); `units=us` selects US units. Unknown names
 * and unusable values are left out and listed, so the page can say so.
 */
export function valuesFromQuery(info: CalculatorInfo, definition: CalculatorDefinition, query: URLSearchParams) {
  const values = initialValues(info, definition);
  const ignored: string[] = [];
  let unitSystem: UnitSystem = 'metric';
  let any = false;
  for (const [name, value] of query) {
    if (name === 'units' && definition.unitToggle && (value === 'us' || value === 'metric')) {
      unitSystem = value;
      continue;
    }
    const spec = info.inputs.find((input) => input.name === name);
    if (!spec || !acceptsParameter(spec, value)) {
      ignored.push(name);
      continue;
    }
    values[name] = value;
    any = true;
  }
  return { values, unitSystem, ignored, any };
}

/** The query that reproduces the form: every non-empty value, plus `units=us` when in US units. */
export function queryFromValues(values: FormValues, unitSystem: UnitSystem): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value.trim() !== '') query.set(name, value.trim());
  }
  if (unitSystem === 'us') query.set('units', 'us');
  return query.toString();
}
