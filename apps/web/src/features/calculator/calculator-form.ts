import type { CalculationOutcome, CalculationResult, CalculatorShape, InputSpec, LoadedCalculator } from '@calchub/calc-engine';
import {
  DEFAULT_NUMBER_FORMAT, feetInchesKeys, fromMetric, isTextResult, parseTypedNumber, readCalculatorInputs, readFeetInches,
  SOLVE_PARAMETER, solvedInput, splitFeetInches, toMetric, typedNumberText, type CalculatorPageDefinition,
  type MeasureKind, type NumberFormatChoice, type UnitSystem,
} from '@calchub/catalogue';
import type { PageCode } from '../../lib/calculator-parts.js';

/**
 * What the user typed, by input name: strings exactly as typed, in the visitor's number format, never rewritten
 * (but for a change of that format: see {@link retypeValues}).
 */
export type FormValues = Readonly<Record<string, string>>;

/** What the form reads of a calculator: its inputs, and the outputs it can be solved from. */
type FormCalculator = Pick<CalculatorShape, 'inputs' | 'solvable' | 'outputs' | 'drawn'>;

/** The inputs of a calculator that are heights, which US units enter as feet and inches. */
function heightInputs(definition: CalculatorPageDefinition): string[] {
  return Object.entries(definition.unitToggle?.measures ?? {}).flatMap(([name, kind]) => (kind === 'height' ? [name] : []));
}

/** Solves a calculator the other way round: the solver chunk's `trySolveWith`, once loaded. */
export type Solver = (calculator: LoadedCalculator, inputs: Readonly<Record<string, number | string>>) => CalculationOutcome;

let solverModule: Promise<typeof import('./solve-chunk.js')> | undefined;

/** Loads the solver's chunk, once: when a visitor reaches for Solve for, or a page opens with `solve=`. */
export function loadSolver(): Promise<typeof import('./solve-chunk.js')> {
  solverModule ??= import('./solve-chunk.js');
  return solverModule;
}

/** Every output a calculator can be solved from: the fields a visitor fills in place of the input solved for. */
function knownOutputNames(info: Pick<CalculatorShape, 'solvable'>): string[] {
  return [...new Set(Object.values(info.solvable ?? {}).flatMap((solvable) => solvable.from))];
}

/** The outcome of the form: a result, or why there is none. */
export type FormOutcome =
  | { readonly status: 'result'; readonly result: CalculationResult; readonly engineInputs: Record<string, number | string> }
  /** No result yet: an input is missing, or (`needsCode`) the calculator's code has still to load. */
  | { readonly status: 'incomplete'; readonly needsCode?: true }
  | { readonly status: 'invalid'; readonly errors: Readonly<Record<string, string>>; readonly message?: string };

/**
 * Turns what the user typed into engine inputs (converting US units when the toggle says so) and computes.
 * Every visible number field that is not a number gets its own message; the engine's input error names its field.
 * A missing required input means "incomplete": the result waits, no message. Number fields are read in the
 * visitor's number format; a select's value is its option, a plain number. Without the calculator's code (`code`,
 * loaded when a result is wanted) a form that could compute is "incomplete" with `needsCode`.
 */
export function evaluateForm(
  info: CalculatorShape,
  definition: CalculatorPageDefinition,
  values: FormValues,
  unitSystem: UnitSystem,
  format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT,
  code?: PageCode,
  solve?: Solver,
): FormOutcome {
  const { inputs: engineInputs, errors, missing } = readCalculatorInputs(info, definition, values, { unitSystem, format });
  const solving = solvedInput(info, values);
  if (errors.length > 0) return { status: 'invalid', errors: Object.fromEntries(errors.map(({ input, message }) => [input, message])) };
  // Solving waits for the solver's chunk, as it waits for a missing input.
  // A generator's fields start filled and it draws only when asked (see use-calculator-form.ts): empty, they mean their defaults.
  if (missing !== undefined || (solving && !solve) || (!solving && !info.drawn && nothingEntered(info, values))) return { status: 'incomplete' };
  // The calculator's code loads when a result is wanted; the page asks for it on seeing this.
  if (!code) return { status: 'incomplete', needsCode: true };
  const outcome = solving && solve ? solve(code.calculator, engineInputs) : code.calculate(code.calculator, engineInputs);
  if (outcome.ok) return { status: 'result', result: outcome.result, engineInputs };
  if (outcome.error.code === 'required') return { status: 'incomplete' };
  const field = outcome.error.field;
  return field && (field in definition.inputs || solving?.from.includes(field))
    ? { status: 'invalid', errors: { [field]: outcome.error.message } }
    : { status: 'invalid', errors: {}, message: outcome.error.message };
}

const roundToTenth = (value: number, format: NumberFormatChoice) => typedNumberText(Math.round(value * 10) / 10, format);
/** A converted measure to a tenth, a converted price to the cent ($1.80/L is $6.81/gal, not $6.80; $40/m² is $3.72/ft²). */
const roundConverted = (kind: MeasureKind, value: number, format: NumberFormatChoice) =>
  (kind === 'fuelPrice' || kind === 'areaPrice' ? typedNumberText(Math.round(value * 100) / 100, format) : roundToTenth(value, format));

/** The form just before and just after the last change of units. */
export interface UnitChange {
  readonly before: FormValues;
  readonly after: FormValues;
}

/**
 * Converts the measures the user typed when the unit toggle changes (kg ⇄ lb, cm ⇄ in, cm ⇄ ft + in), rounded to
 * a tenth (a price to the cent); a value that is not a number is kept as typed. Switching straight back gives the values as they were
 * typed, not a twice-rounded conversion (170 cm → 5 ft 6.9 in → 170 cm, never 169.9): a measure left as the last
 * change made it returns to what it was before that change.
 * @param last - the previous change of units, if any
 * @param format - the visitor's number format, which the values are typed in
 */
export function convertUnits(
  definition: CalculatorPageDefinition,
  values: FormValues,
  to: UnitSystem,
  last?: UnitChange,
  format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT,
): FormValues {
  const next: Record<string, string> = { ...values };
  for (const [name, kind] of Object.entries(definition.unitToggle?.measures ?? {})) {
    const fields = kind === 'height' ? [name, feetInchesKeys(name).feet, feetInchesKeys(name).inches] : [name];
    if (last && fields.every((field) => (values[field] ?? '') === (last.after[field] ?? ''))) {
      for (const field of fields) next[field] = last.before[field] ?? '';
      continue;
    }
    if (kind === 'height') {
      const keys = feetInchesKeys(name);
      if (to === 'us') {
        const centimetres = parseTypedNumber(values[name] ?? '', format);
        if (!Number.isFinite(centimetres) || centimetres < 0) continue;
        const { feet, inches } = splitFeetInches(fromMetric('height', centimetres));
        Object.assign(next, { [name]: '', [keys.feet]: typedNumberText(feet, format), [keys.inches]: typedNumberText(inches, format) });
      } else {
        const height = readFeetInches(values, name, name, (text) => parseTypedNumber(text, format));
        if (height.status !== 'value') continue;
        Object.assign(next, { [name]: roundToTenth(toMetric('height', height.inches), format), [keys.feet]: '', [keys.inches]: '' });
      }
      continue;
    }
    const typed = parseTypedNumber(values[name] ?? '', format);
    if (Number.isFinite(typed)) next[name] = roundConverted(kind, to === 'us' ? fromMetric(kind, typed) : toMetric(kind, typed), format);
  }
  return next;
}

/**
 * The visitor's own calendar day, `YYYY-MM-DD`, in the browser's time zone.
 * @param now - the instant (the clock by default)
 * @example
 * localIsoDate(new Date(2026, 10, 26, 23, 30)); // '2026-11-26', whatever the day in UTC
 */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(now.getFullYear()).padStart(4, '0')}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The visitor's own date and time to the minute, `YYYY-MM-DDTHH:MM`, in the browser's time zone.
 * @param now - the instant (the clock by default)
 * @example
 * localIsoDateTime(new Date(2026, 10, 26, 23, 30)); // '2026-11-26T23:30'
 */
export function localIsoDateTime(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localIsoDate(now)}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** Whether an input is filled with the visitor's present day or moment, or their time zone, when it is empty. */
export function meansNowWhenEmpty(spec: InputSpec): boolean {
  return (spec.type === 'date' && spec.emptyMeansToday === true) || (spec.type === 'datetime' && spec.emptyMeansNow === true) ||
    (spec.type === 'timezone' && spec.emptyMeansVisitorZone === true);
}

/** The visitor's own time zone, as the browser names it (`Europe/Paris`); UTC where it names none. */
export function visitorTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/**
 * Whether the form holds nothing but its choices and what the page fills in itself: a calculator whose every input may
 * be empty (a time card, a time zone) waits for a value, as one with a required input does. The day, moment and zone
 * the page fills in do not count, so a page rendered ahead of time never shows the result of the moment it was built.
 */
function nothingEntered(info: Pick<CalculatorShape, 'inputs'>, values: FormValues): boolean {
  return info.inputs.every((spec) => spec.type === 'select' || meansNowWhenEmpty(spec) || (values[spec.name] ?? '').trim() === '');
}

/**
 * The values with each empty date that means today (an age's "as of" date) filled with `today`, each empty date
 * and time that means now filled with `now`, and each empty time zone that means the visitor's filled with `zone`, so
 * the page shows the moment it counts from and its address names it; the same values when there is none to fill.
 * @example
 * withToday(ageInfo, { birthDate: '1990-05-15', asOfDate: '' }, '2026-11-26'); // { ..., asOfDate: '2026-11-26' }
 */
export function withToday(
  info: Pick<CalculatorShape, 'inputs'>, values: FormValues, today: string, now = `${today}T00:00`, zone = 'UTC',
): FormValues {
  const empty = info.inputs.filter((spec) => meansNowWhenEmpty(spec) && (values[spec.name] ?? '').trim() === '');
  const filled = (type: string) => (type === 'datetime' ? now : type === 'timezone' ? zone : today);
  return empty.length === 0 ? values : { ...values, ...Object.fromEntries(empty.map((spec) => [spec.name, filled(spec.type)])) };
}

/**
 * Values a form starts with: selects and units at their default (a select always has a value), other fields empty.
 * Nothing is solved for: `solve` and the known results are added when a visitor chooses to.
 */
export function initialValues(info: FormCalculator, definition: CalculatorPageDefinition): Record<string, string> {
  const values: Record<string, string> = {};
  for (const spec of info.inputs) {
    const uiDefault = definition.inputs[spec.name]?.uiDefault ?? spec.default;
    // A generator's fields start filled (2 dice of 6 sides): its page shows no result until asked to draw, and the
    // form sent without scripts always carries the inputs to draw with.
    // Not a field another choice shows (decimal places): empty, it stays out of the address the form sends.
    const filled = spec.type === 'select' || spec.type === 'unit' || (info.drawn !== undefined && !spec.visibleWhen);
    values[spec.name] = filled && uiDefault !== undefined ? String(uiDefault) : '';
  }
  return values;
}

/** Fills a form from an example: every input replaced (one the example does not set starts over: empty, or a select's
 * default), so nothing typed before mixes in. Numbers are written in the visitor's format. */
export function exampleValues(
  info: FormCalculator,
  definition: CalculatorPageDefinition,
  example: Readonly<Record<string, number | string>>,
  format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT,
) {
  const values = initialValues(info, definition);
  const typed = typedNumberNames(info, definition);
  for (const [name, value] of Object.entries(example)) {
    if (name in values) values[name] = typeof value === 'number' && typed.has(name) ? typedNumberText(value, format) : String(value);
  }
  return values;
}

/**
 * The fields a visitor types numbers into (number inputs, feet and inches of a height, the known results of a solve):
 * not selects or dates.
 */
function typedNumberNames(info: FormCalculator, definition: CalculatorPageDefinition): Set<string> {
  const heights = heightInputs(definition).flatMap((name) => Object.values(feetInchesKeys(name)));
  const knownNumbers = knownOutputNames(info).filter((name) => !isTextResult(info, name));
  return new Set([...info.inputs.filter((spec) => spec.type === 'number').map((spec) => spec.name), ...heights, ...knownNumbers]);
}

/**
 * The form's values typed in one number format, written in another, when the visitor changes format: "1.234,5"
 * becomes "1234.5", so nothing typed changes its meaning. A value that is no number in the old format stays as typed.
 * @example
 * retypeValues(info, definition, { loanAmount: '250.000,5' }, germany, unitedStates); // { loanAmount: '250000.5' }
 */
export function retypeValues(
  info: FormCalculator,
  definition: CalculatorPageDefinition,
  values: FormValues,
  from: NumberFormatChoice,
  to: NumberFormatChoice,
): FormValues {
  if (from.locale === to.locale) return values;
  const typed = typedNumberNames(info, definition);
  const next: Record<string, string> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    const number = typed.has(name) ? parseTypedNumber(value, from) : Number.NaN;
    if (Number.isFinite(number)) next[name] = typedNumberText(number, to);
  }
  return next;
}

/**
 * The query that opens a calculator filled with one of its examples (given in metric units).
 * @example
 * exampleQuery(loanInfo, loan, { loanAmount: 10000, interestRate: 7, loanTenure: 3 }); // '?loanAmount=10000&interestRate=7&loanTenure=3'
 */
export function exampleQuery(info: FormCalculator, definition: CalculatorPageDefinition, example: Readonly<Record<string, number | string>>): string {
  return `?${queryFromValues(exampleValues(info, definition, example), 'metric')}`;
}

/** Whether a URL parameter's value can go into an input as it is. */
function acceptsParameter(spec: InputSpec, value: string): boolean {
  switch (spec.type) {
    // The browser's date and time pickers cannot show anything but their own format, so another value is ignored.
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value);
    case 'time':
      return /^\d{1,2}:\d{2}$/.test(value);
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value);
    case 'unit':
      return spec.units.includes(value);
    // Text boxes show any text: the engine's message then says what is wrong with it, by the field.
    case 'text':
    case 'numberList':
    case 'dateList':
    case 'duration':
    case 'timezone':
      return true;
    case 'number':
    case 'select': {
      const number = parseTypedNumber(value);
      if (!Number.isFinite(number)) return false;
      return spec.type === 'select' ? spec.options.includes(number) : true;
    }
  }
}

/**
 * The query parameter a form sent without JavaScript carries to say which units its values were typed in. When it
 * differs from `units` (the visitor switched the unit toggle and pressed Calculate), the values are converted, as
 * the toggle converts them when scripts run.
 */
export const TYPED_UNITS_PARAMETER = 'typedUnits';

const isUnitSystem = (value: string | null): value is UnitSystem => value === 'metric' || value === 'us';

/** A calculator page's tabs, in order; the address names the one shown when it is not the first (`tab=formula`). */
const CALCULATOR_TABS = ['calculator', 'formula', 'examples'] as const;

export type CalculatorTabId = (typeof CALCULATOR_TABS)[number];

/**
 * The tab an address shows: a tab's link opens the page on it, rendered so by the server. An unknown name is the
 * first tab.
 * @example
 * tabFromQuery(new URLSearchParams('weight=70&tab=examples')); // 'examples'
 */
export function tabFromQuery(query: URLSearchParams): CalculatorTabId {
  return CALCULATOR_TABS.find((tab) => tab === query.get('tab')) ?? 'calculator';
}

/**
 * Reads inputs from a URL query (`?loanAmount=10000&interestRate=7`); `units=us` selects US units, and
 * `typedUnits=metric` with `units=us` converts metric values to US units (see {@link TYPED_UNITS_PARAMETER}).
 * Unknown names and unusable values are left out and listed, so the page can say so. An address carries plain
 * numbers in every format; the values come back written in the visitor's `format`.
 */
export function valuesFromQuery(
  info: FormCalculator,
  definition: CalculatorPageDefinition,
  query: URLSearchParams,
  format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT,
) {
  const read = valuesFromAddress(info, definition, query);
  return { ...read, values: retypeValues(info, definition, read.values, DEFAULT_NUMBER_FORMAT, format) };
}

function valuesFromAddress(info: FormCalculator, definition: CalculatorPageDefinition, query: URLSearchParams) {
  const values = initialValues(info, definition);
  const ignored: string[] = [];
  let unitSystem: UnitSystem = 'metric';
  let any = false;
  const feetInchesNames = new Set(heightInputs(definition).flatMap((name) => Object.values(feetInchesKeys(name))));
  const knownOutputs = new Set(knownOutputNames(info));
  for (const [name, value] of query) {
    if (name === 'units' && definition.unitToggle && isUnitSystem(value)) {
      unitSystem = value;
      continue;
    }
    if (name === TYPED_UNITS_PARAMETER && definition.unitToggle && isUnitSystem(value)) continue;
    // Scenario B of a comparison (see scenario-address.ts), and the tab shown.
    if (name === 'compare' || name === 'tab') continue;
    // A form sent without scripts always carries its Solve for choice: empty is the usual calculation.
    if (name === SOLVE_PARAMETER && value === '' && info.solvable) continue;
    if (name === SOLVE_PARAMETER && Object.hasOwn(info.solvable ?? {}, value)) {
      values[name] = value;
      any = true;
      continue;
    }
    if (knownOutputs.has(name) && (isTextResult(info, name) ? value.trim() !== '' : Number.isFinite(parseTypedNumber(value)))) {
      values[name] = value;
      any = true;
      continue;
    }
    if (feetInchesNames.has(name)) {
      if (Number.isFinite(parseTypedNumber(value))) {
        values[name] = value;
        any = true;
      } else ignored.push(name);
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
  const typedUnits = definition.unitToggle ? query.get(TYPED_UNITS_PARAMETER) : null;
  if (isUnitSystem(typedUnits) && typedUnits !== unitSystem) {
    return { values: convertUnits(definition, values, unitSystem), unitSystem, ignored, any };
  }
  // A height given in inches (`height=70&units=us`) shows as feet and inches.
  for (const name of heightInputs(definition)) {
    const keys = feetInchesKeys(name);
    const inches = parseTypedNumber(values[name] ?? '');
    if (unitSystem === 'us' && Number.isFinite(inches) && inches >= 0 && !values[keys.feet] && !values[keys.inches]) {
      const split = splitFeetInches(inches);
      Object.assign(values, { [name]: '', [keys.feet]: String(split.feet), [keys.inches]: String(split.inches) });
    }
  }
  return { values, unitSystem, ignored, any };
}

/**
 * The query that reproduces the form: every non-empty value, plus `units=us` when in US units. Numbers typed in
 * another format than US English go in as plain numbers (`250.000,5` as `250000.5`), so the address opens the same
 * inputs whatever format the one who opens it reads.
 */
export function queryFromValues(values: FormValues, unitSystem: UnitSystem, format: NumberFormatChoice = DEFAULT_NUMBER_FORMAT): string {
  const query = new URLSearchParams();
  for (const [name, typed] of Object.entries(values)) {
    const value = typed.trim();
    if (value === '') continue;
    const number = format.locale === DEFAULT_NUMBER_FORMAT.locale ? Number.NaN : parseTypedNumber(value, format);
    query.set(name, Number.isFinite(number) ? String(number) : value);
  }
  if (unitSystem === 'us') query.set('units', 'us');
  return query.toString();
}

