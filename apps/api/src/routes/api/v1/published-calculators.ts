import type { CalculationAnswer, PublicCalculator, PublicCalculatorInput } from '@calchub/api-contract';
import { calculators, type CalculationResult, type CalculatorInfo, type InputSpec } from '@calchub/calc-engine';
import {
  calculatorDefinitions, calculatorPath, chartPointLabel, feetInchesKeys, primaryUnit, US_UNITS, type CalculatorDefinition,
} from '@calchub/catalogue';

/** A calculator the public API serves: the engine's description and the catalogue's. */
export interface PublishedCalculator {
  readonly info: CalculatorInfo;
  readonly definition: CalculatorDefinition;
}

// A Map, so that a slug such as "constructor" finds nothing rather than an object's prototype.
/** Every calculator with both an engine description and a catalogue definition, by slug, in catalogue order. */
export const publishedCalculators: ReadonlyMap<string, PublishedCalculator> = new Map(
  calculatorDefinitions.flatMap((definition) => {
    const info = calculators.find((candidate) => candidate.slug === definition.slug);
    return info ? [[definition.slug, { info, definition }] as const] : [];
  }),
);

function describeInput(spec: InputSpec, definition: CalculatorDefinition): PublicCalculatorInput {
  const presentation = definition.inputs[spec.name];
  const measure = definition.unitToggle?.measures[spec.name];
  const unit = spec.type === 'number' ? (spec.unit ?? presentation?.unit) : undefined;
  const input: { -readonly [Key in keyof PublicCalculatorInput]: PublicCalculatorInput[Key] } = {
    name: spec.name,
    label: presentation?.label ?? spec.label,
    type: spec.type,
    required: spec.required,
  };
  if (unit) input.unit = unit;
  if (measure) input.usUnit = US_UNITS[measure];
  if (measure === 'height') input.feetAndInches = { ...feetInchesKeys(spec.name) };
  if (spec.type === 'number') {
    if (spec.min !== undefined) input.min = spec.min;
    if (spec.max !== undefined) input.max = spec.max;
    if (spec.integer) input.integer = true;
  }
  if (spec.default !== undefined) input.default = spec.default;
  if (spec.type === 'select') {
    input.options = spec.options.map((value) => ({ value, label: presentation?.optionLabels?.[value] ?? String(value) }));
  }
  if (spec.type === 'unit') input.units = [...spec.units];
  // The engine's bound is part of the contract: a longer list is refused, so a caller should know it beforehand.
  if (spec.type === 'numberList') input.maxItems = spec.maxItems ?? 10_000;
  if (spec.type === 'dateList') input.maxItems = spec.maxItems ?? 1_000;
  if (spec.visibleWhen) input.visibleWhen = { input: spec.visibleWhen.input, equals: [...spec.visibleWhen.equals] };
  if (presentation?.help) input.help = presentation.help;
  return input;
}

/**
 * A calculator as the public API lists it: the catalogue's title, category and examples, and every input the
 * engine reads (name, label, type, unit, limits, default, a select's options), except the unit-system input that
 * `units` sets on a calculator with a unit toggle.
 * @param calculator - the engine's and the catalogue's descriptions
 * @returns its entry in `GET /api/v1/calculators`
 * @example
 * describeCalculator(publishedCalculators.get('loan')!).inputs[0];
 * // { name: 'loanAmount', label: 'Loan Amount', type: 'number', unit: '$', required: true, min: 1000, max: 1000000 }
 */
export function describeCalculator({ info, definition }: PublishedCalculator): PublicCalculator {
  const unitSystemInput = definition.unitToggle?.engineUnitSystemInput;
  const unit = primaryUnit(info.slug);
  return {
    slug: info.slug,
    title: definition.title,
    description: definition.description,
    category: definition.category,
    page: calculatorPath(info.slug),
    aliases: [...definition.aliases],
    unitToggle: definition.unitToggle !== undefined,
    inputs: info.inputs.filter((spec) => spec.name !== unitSystemInput).map((spec) => describeInput(spec, definition)),
    primary: unit === undefined ? { name: info.primary } : { name: info.primary, unit },
    outputs: info.outputs.map((output) => ({ ...output })),
    examples: definition.examples.map((example) => ({ description: example.description, inputs: { ...example.inputs } })),
    ...(info.solvableFrom ? { solvable: Object.fromEntries(Object.entries(info.solvableFrom).map(([name, from]) => [name, [...from]])) } : {}),
    ...(info.drawn ? { drawn: [...info.drawn.outputs] } : {}),
  };
}

/**
 * The answer to a calculation: the engine's result as it computed it, each chart point named as the page names it,
 * the tables (`schedule`, `yearly`, `depreciationSchedule`) only when asked for.
 * @param slug - the calculator's slug
 * @param result - the engine's result
 * @param withTables - whether the caller asked for the tables
 * @returns the answer's body
 * @example
 * calculationAnswer('loan', calculate('loan', { loanAmount: 10000, interestRate: 7, loanTenure: 3 }), false).value; // 308.770969...
 */
export function calculationAnswer(slug: string, result: CalculationResult, withTables: boolean): CalculationAnswer {
  const { schedule, yearly, depreciationSchedule, chart, ...rest } = result;
  const named = chart && { ...chart, data: chart.data.map((point) => ({ ...point, name: chartPointLabel(point) })) };
  // The serializer leaves out what is undefined; the engine's arrays are only read.
  const answer = withTables ? { slug, ...rest, chart: named, schedule, yearly, depreciationSchedule } : { slug, ...rest, chart: named };
  return answer as CalculationAnswer;
}

/**
 * Whether every number of a result is finite. The engine refuses inputs whose result would overflow, but inputs far
 * outside a field's limits (an interest rate of millions of percent) can still leave a chart point that is not a
 * number, which JSON cannot carry.
 * @param value - a result, or any part of it
 * @returns false when a number in it is NaN or infinite
 * @example
 * allFinite({ value: 1, chart: { data: [{ role: 'balance', value: Number.NaN }] } }); // false
 */
export function allFinite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (typeof value === 'object' && value !== null) return Object.values(value).every(allFinite);
  return true;
}
