import { readInputValue, type CalculationOutcome, type CalculationResult, type CalculatorInfo } from '@calchub/calc-engine';
import { decimalsForSignificant, defaultDecimals, formatQuantity, labelFromName, type CalculatorDefinition } from '@calchub/catalogue';
import { dateFact, formatFact } from '../fact-display.js';
import type { Fact } from '../facts.js';
import type { InsightContext } from './types.js';

/** Inputs as the page or the API passes them: validated engine inputs, where an empty optional input may be missing. */
export type InsightInputs = Readonly<Record<string, number | string | null | undefined>>;

/** The context and the facts it has gathered so far (inputs and outputs first, then whatever the builder adds). */
export interface InsightRecorder {
  readonly context: InsightContext;
  readonly facts: Fact[];
}

/** A date as the engine gives one. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isEmpty(value: number | string | null | undefined): value is null | undefined | '' {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function decimalsFor(unit: string | undefined): number {
  return unit?.startsWith('$') ? 2 : defaultDecimals(unit);
}

/**
 * The context a calculator's insights module reads from. The numeric inputs (given or defaulted) and every numeric
 * output of the result are facts from the start; the builder adds each what-if value it shows.
 * @param calculator - the engine's calculator: inputs (labels, units, defaults), outputs (units), primary output
 * @param definition - the catalogue's definition: output labels and the primary result's decimals
 * @param inputs - the validated inputs the page used
 * @param result - the engine's result for them
 * @param compute - runs the same calculator on other inputs (the eager engine or one loaded calculator)
 * @returns the context and the facts list it fills
 * @example
 * const { context } = createInsightContext(loanInfo, loanDefinition, { loanAmount: 10000, interestRate: 7, loanTenure: 3 }, result, run);
 * context.output('monthlyPayment'); // '$308.77'
 */
export function createInsightContext(
  calculator: Pick<CalculatorInfo, 'slug' | 'inputs' | 'outputs' | 'primary'>,
  definition: Pick<CalculatorDefinition, 'outputLabels' | 'resultDecimals'>,
  inputs: InsightInputs,
  result: CalculationResult,
  compute: (inputs: Readonly<Record<string, number | string>>) => CalculationOutcome,
): InsightRecorder {
  const { slug } = calculator;
  const facts: Fact[] = [];
  const given: Record<string, number | string> = {};
  for (const [name, value] of Object.entries(inputs)) if (!isEmpty(value)) given[name] = value;

  const fact = (label: string, value: number, unit?: string, decimals?: number): string => {
    if (!Number.isFinite(value)) throw new RangeError(`computedInsights(${slug}): "${label}" is not a finite number`);
    const places = decimals ?? decimalsFor(unit);
    if (!facts.some((known) => known.label === label && known.value === value && known.unit === unit && known.decimals === places)) {
      facts.push(unit === undefined ? { label, value, decimals: places } : { label, value, unit, decimals: places });
    }
    return formatQuantity(value, unit, places);
  };

  /** An input as given, else the engine's default for it. */
  const givenOrDefault = (name: string) => given[name] ?? calculator.inputs.find((input) => input.name === name)?.default;

  const optionalNumber = (name: string): number | undefined => {
    const spec = calculator.inputs.find((input) => input.name === name);
    const value = givenOrDefault(name);
    if (value === undefined) return undefined;
    // A time or a duration counts as the compute function receives it: minutes after midnight, seconds.
    const n = spec?.type === 'time' || spec?.type === 'duration' ? readInputValue(spec, value) : typeof value === 'number' ? value : Number(value);
    return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
  };

  const optionalList = (name: string): readonly number[] | undefined => {
    const spec = calculator.inputs.find((input) => input.name === name);
    const value = givenOrDefault(name);
    if (spec?.type !== 'numberList' || value === undefined) return undefined;
    try {
      const numbers = readInputValue(spec, value);
      return Array.isArray(numbers) && numbers.length > 0 ? numbers : undefined;
    } catch {
      return undefined;
    }
  };

  const date = (label: string, iso: string): string => {
    const day = dateFact(label, iso);
    if (!facts.some((known) => known.label === label && known.value === day.value && known.unit === day.unit)) facts.push(day);
    return formatFact(day);
  };

  const inputText = new Map<string, string>();
  for (const spec of calculator.inputs) {
    if (spec.type === 'date') {
      // The day the result counts from (today unless given) is named by the assessment, so it is a fact too.
      const value = given[spec.name] ?? spec.default;
      if (typeof value === 'string' && ISO_DATE.test(value)) date(spec.label, value);
      continue;
    }
    const value = spec.type === 'number' ? optionalNumber(spec.name) : undefined;
    if (value !== undefined && spec.type === 'number') inputText.set(spec.name, fact(spec.label, value, spec.unit));
  }

  const outputUnit = (name: string): string | undefined =>
    calculator.outputs.find((output) => output.name === name)?.unit ?? (name === calculator.primary ? result.unit : undefined);

  const outputFormat = (name: string, value: number): { unit: string | undefined; decimals: number } => {
    const isPrimary = name === calculator.primary;
    const spec = calculator.outputs.find((output) => output.name === name);
    const unit = outputUnit(name);
    // An output shown to significant digits (a scientific result) has the decimals that show this value so.
    if (spec?.significantDigits !== undefined) return { unit, decimals: decimalsForSignificant(value, spec.significantDigits) };
    // An output's own decimals, as the result panel's details show it (a count of 0 decimals, a statistic of 4).
    return { unit, decimals: isPrimary ? (definition.resultDecimals ?? decimalsFor(unit)) : (spec?.decimals ?? decimalsFor(unit)) };
  };

  const outputText = new Map<string, string>();
  for (const spec of calculator.outputs) {
    const value = result.details[spec.name];
    // A date output (a due date) is a fact too, so an explanation may name it.
    if (typeof value === 'string' && ISO_DATE.test(value)) date(definition.outputLabels?.[spec.name] ?? labelFromName(spec.name), value);
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const { unit, decimals } = outputFormat(spec.name, value);
    outputText.set(spec.name, fact(definition.outputLabels?.[spec.name] ?? labelFromName(spec.name), value, unit, decimals));
  }

  const context: InsightContext = {
    result,
    number(name) {
      const value = optionalNumber(name);
      if (value === undefined) throw new TypeError(`computedInsights(${slug}): input "${name}" is missing`);
      return value;
    },
    optionalNumber,
    optionalText(name) {
      const value = givenOrDefault(name);
      return typeof value === 'string' ? value : undefined;
    },
    optionalList,
    detail(name) {
      const value = result.details[name];
      return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
    },
    options(name) {
      const spec = calculator.inputs.find((input) => input.name === name);
      return spec?.type === 'select' ? spec.options : [];
    },
    text(name) {
      const value = result.details[name];
      return typeof value === 'string' ? value : undefined;
    },
    input(name) {
      const text = inputText.get(name);
      if (text === undefined) throw new TypeError(`computedInsights(${slug}): input "${name}" is not a number`);
      return text;
    },
    output(name) {
      const text = outputText.get(name);
      if (text === undefined) throw new TypeError(`computedInsights(${slug}): the result has no number "${name}"`);
      return text;
    },
    fact,
    date(label, iso) {
      if (!ISO_DATE.test(iso)) throw new RangeError(`computedInsights(${slug}): "${label}" is not a date: ${iso}`);
      return date(label, iso);
    },
    outputFact(label, name, value, unit) {
      const format = outputFormat(name, value);
      return fact(label, value, unit ?? format.unit, format.decimals);
    },
    outputUnit,
    whatIf(changes) {
      const outcome = compute({ ...given, ...changes });
      return outcome.ok ? outcome.result : undefined;
    },
  };
  return { context, facts };
}
