import { isInputShown, notANumber, type CalculatorShape } from '@calchub/calc-engine';
import { labelFromName } from './format.js';
import { readFeetInches } from './feet-inches.js';
import { DEFAULT_NUMBER_FORMAT, type NumberFormatChoice } from './number-format.js';
import { parseTypedNumber } from './typed-number.js';
import type { CalculatorPageDefinition } from './types.js';
import { toMetric } from './units.js';

/** What the reader needs of a calculator: its inputs, its outputs and what each solvable input is solved from. */
export type ReadableCalculator = Pick<CalculatorShape, 'inputs' | 'outputs' | 'solvable'>;

/** What the reader needs of a calculator's page: the labels that name fields in messages, and its unit toggle. */
export type ReadablePage = Pick<CalculatorPageDefinition, 'inputs' | 'unitToggle' | 'outputLabels'>;

/**
 * Values as a visitor gave them, by name: text as typed in the form or carried by an address, or numbers (a JSON
 * body). A height in US units comes as `<name>Feet` and `<name>Inches`; `solve` names an input solved for, with the
 * known result under its output's name.
 */
export type GivenInputs = Readonly<Record<string, string | number | undefined>>;

/** US or metric: which units the measures were given in. */
export type UnitSystem = 'metric' | 'us';

/** How the values were given: in which units, and numbers in which format. */
export interface ReadingOptions {
  readonly unitSystem: UnitSystem;
  /** The number format numbers are typed in (default: US English, as addresses and the API carry them). */
  readonly format?: NumberFormatChoice;
}

/** The engine's inputs read from what was given, with the fields that do not read and the first one missing. */
export interface InputsReading {
  /** Numbers converted to the units the engine takes; dates, times, lists and texts as given; `solve` when solving. */
  readonly inputs: Record<string, number | string>;
  /** The values that do not read, in the order of the inputs, each with a message naming it. */
  readonly errors: readonly ReadingError[];
  /** The first required input, or the known result when solving, left empty; the engine's message names it. */
  readonly missing?: string;
}

/** A value that does not read: the input's name, the field at fault (`heightFeet` for a height's feet) and why. */
export interface ReadingError {
  readonly input: string;
  readonly field: string;
  readonly message: string;
}

/** The parameter that names the input solved for (`solve=loanAmount`). */
export const SOLVE_PARAMETER = 'solve';

/**
 * The input solved for and the outputs it is solved from, or undefined for the usual calculation (no `solve`, or one
 * that names no solvable input: the caller says so where it matters).
 * @example
 * solvedInput(loanShape, { solve: 'loanAmount' }); // { name: 'loanAmount', from: ['monthlyPayment'] }
 */
export function solvedInput(calculator: Pick<CalculatorShape, 'solvable'>, given: GivenInputs): { name: string; from: readonly string[] } | undefined {
  const name = String(given[SOLVE_PARAMETER] ?? '').trim();
  const solvable = name === '' || !Object.hasOwn(calculator.solvable ?? {}, name) ? undefined : calculator.solvable?.[name];
  return solvable ? { name, from: solvable.from } : undefined;
}

/** Whether a known result is given as text, not as a number: a duration such as a pace (`4:59`), which the engine reads. */
export function isTextResult(calculator: Pick<CalculatorShape, 'outputs'>, name: string): boolean {
  return calculator.outputs.find((output) => output.name === name)?.type === 'string';
}

/** An output's label as the result's details show it, which names a known result in messages. */
export function outputLabel(calculator: Pick<CalculatorShape, 'outputs'>, page: Pick<ReadablePage, 'outputLabels'>, name: string): string {
  return page.outputLabels?.[name] ?? calculator.outputs.find((output) => output.name === name)?.label ?? labelFromName(name);
}

const asText = (value: string | number | undefined): string | number => (typeof value === 'number' ? value : value?.trim() ?? '');

/**
 * Reads the inputs a visitor gave into the engine's inputs: the one reading for the page's form, its shared address
 * rendered by the server, the public API and the AI explanations. Numbers are read in the given format (thousands
 * separators accepted); measures typed in US units are converted to the metric units the engine takes, or passed with
 * the engine's own unit-system input where it has one (BMI); a height in US units is feet and inches (either box may
 * be empty, not both) or, given as one value, inches. Inputs their method hides (`visibleWhen`) and names that are not
 * inputs are left out; an empty input is left out too, so the engine takes its default or names it as required.
 * Dates, times, durations, lists and texts go as given: the engine reads them and names the field at fault.
 * A value that is not a number gets a message naming its field by the page's label.
 * @param calculator - the calculator's shape: inputs, outputs, what can be solved for
 * @param page - the page's definition: labels and unit toggle
 * @param given - the values by name
 * @param options - the unit system and number format they were given in
 * @returns the engine's inputs, the fields that do not read and the first one missing
 * @example
 * readCalculatorInputs(bmiShape, bmiPage, { weight: '150', heightFeet: '5', heightInches: '10' }, { unitSystem: 'us' });
 * // { inputs: { weight: 150, height: 70, unitSystem: 2 }, errors: [] }
 */
export function readCalculatorInputs(
  calculator: ReadableCalculator,
  page: ReadablePage,
  given: GivenInputs,
  { unitSystem, format = DEFAULT_NUMBER_FORMAT }: ReadingOptions,
): InputsReading {
  const inputs: Record<string, number | string> = {};
  const errors: ReadingError[] = [];
  let missing: string | undefined;
  const toggle = page.unitToggle;
  const inUs = unitSystem === 'us';
  const solving = solvedInput(calculator, given);
  const readNumber = (value: string | number, typedFormat: NumberFormatChoice) =>
    typeof value === 'number' ? value : parseTypedNumber(value, typedFormat);
  for (const spec of calculator.inputs) {
    if (!isInputShown(spec, given, calculator.inputs) || spec.name === solving?.name) continue;
    const label = page.inputs[spec.name]?.label ?? spec.label;
    const measure = toggle?.measures[spec.name];
    if (inUs && measure === 'height') {
      const height = readFeetInches(given, spec.name, label, (text) => parseTypedNumber(text, format));
      if (height.status === 'invalid') {
        errors.push({ input: spec.name, field: height.field, message: height.message });
        continue;
      }
      if (height.status === 'value') {
        inputs[spec.name] = toggle?.engineUnitSystemInput ? height.inches : toMetric('height', height.inches);
        continue;
      }
      // Neither feet nor inches: a height given as one value is in inches, read below.
    }
    const value = asText(given[spec.name]);
    if (value === '') {
      if (spec.required) missing ??= spec.name;
      continue;
    }
    if (spec.type !== 'number' && spec.type !== 'select') {
      inputs[spec.name] = value;
      continue;
    }
    // A select's value is one of its options, a plain number whatever the visitor's format.
    const number = readNumber(value, spec.type === 'number' ? format : DEFAULT_NUMBER_FORMAT);
    if (!Number.isFinite(number)) {
      errors.push({ input: spec.name, field: spec.name, message: notANumber(label) });
      continue;
    }
    inputs[spec.name] = measure && inUs && !toggle?.engineUnitSystemInput ? toMetric(measure, number) : number;
  }
  if (toggle?.engineUnitSystemInput) {
    const codes = toggle.engineUnitSystemCodes ?? { metric: 1, us: 2 };
    inputs[toggle.engineUnitSystemInput] = inUs ? codes.us : codes.metric;
  }
  if (solving) {
    // The known result: the first of the outputs it is solved from that is given.
    const known = solving.from.find((name) => asText(given[name]) !== '');
    if (known === undefined) missing ??= solving.from[0];
    else {
      const value = asText(given[known]);
      const number = readNumber(value, format);
      if (isTextResult(calculator, known)) inputs[known] = value;
      else if (Number.isFinite(number)) inputs[known] = number;
      else errors.push({ input: known, field: known, message: notANumber(outputLabel(calculator, page, known)) });
    }
    inputs[SOLVE_PARAMETER] = solving.name;
  }
  return { inputs, errors, ...(missing === undefined ? {} : { missing }) };
}
