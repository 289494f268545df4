import type { CalculationResult, LoadedCalculator } from '@calchub/calc-engine';
import { applicable, change as changeOf, numberIn, outputsWhatIf } from './what-if-text.js';
import type { InsightContext, InsightsBuilder } from './types.js';

/** The `unitSystem` value of US units, where a calculator takes them (concrete: ft and in). */
const US_UNIT_SYSTEM = 2;

/** Whether the inputs ask for US units: a `unitSystem` of 2, or the US code of a switch with codes of its own (°F). */
function inUsUnits(calculator: LoadedCalculator, inputs: Readonly<Record<string, unknown>>): boolean {
  const named = calculator.inputs.find((input) => input.type === 'select' && input.unitSystemCodes !== undefined);
  if (named?.type !== 'select' || !named.unitSystemCodes) return inputs['unitSystem'] === US_UNIT_SYSTEM;
  return (inputs[named.name] ?? named.default) === named.unitSystemCodes.us;
}

/** Inputs a what-if reads as numbers: numbers and selects, times in minutes, durations in seconds. */
const NUMERIC_INPUTS: ReadonlySet<string> = new Set(['number', 'select', 'time', 'duration']);

/**
 * The inputs a what-if changes: every numeric input the context has a value for, number lists as their numbers, and
 * every date (`YYYY-MM-DD`), date and time, list of dates, unit code and text (an expression) the visitor gave.
 */
function whatIfInputs(calculator: LoadedCalculator, context: InsightContext): Record<string, number | string | readonly number[] | undefined> {
  return Object.fromEntries(calculator.inputs.map((input) => {
    if (input.type === 'numberList') return [input.name, context.optionalList(input.name)];
    if (['date', 'datetime', 'dateList', 'unit', 'text', 'timezone'].includes(input.type)) {
      return [input.name, context.optionalText(input.name)];
    }
    return [input.name, NUMERIC_INPUTS.has(input.type) ? context.optionalNumber(input.name) : undefined];
  }));
}

/**
 * The what-ifs of a calculator described in one definition: each of its `whatIfs` that applies to the visitor's
 * inputs, run again through the engine, its lead's `{input}` written as a fact (`{plain.input}` without its unit)
 * and each output's change reported.
 * @param calculator - the engine's definition, with its `whatIfs`
 * @returns the insights builder the computed insights and its registry use
 * @example
 * definitionInsights(salesTax)(context)[0];
 * // 'At a rate of 8.25%, the sales tax would be $8.25 ($1.00 more) and the total price with tax $108.25 ($1.00 more).'
 */
export function definitionInsights(calculator: LoadedCalculator): InsightsBuilder {
  // One builder per definition, so that the registry and the loaders hand out the same function.
  const built = builders.get(calculator);
  if (built) return built;
  const builder: InsightsBuilder = (context) => {
    const inputs = whatIfInputs(calculator, context);
    return applicable((calculator.whatIfs ?? []).map((whatIf) => {
      const changes = whatIf.change(inputs as never);
      if (!changes) return undefined;
      // A what-if in its own words is run first: its lead may name the outputs it reaches.
      const result = whatIf.then === undefined ? undefined : context.whatIf(changes);
      if (whatIf.then !== undefined && !result) return undefined;
      const lead = whatIf.lead.replace(/\{(given\.|plain\.|by\.)?(\w+)\}/g, (token, prefix: string | undefined, name: string) => {
        if (result && prefix === undefined && calculator.outputs.some((spec) => spec.name === name)) {
          return outputWords(calculator, context, result, name, whatIf.lead) ?? token;
        }
        const input = calculator.inputs.find((spec) => spec.name === name);
        // `{given.name}` is the visitor's own value, named as the input itself; `{name}` the what-if's, and
        // `{plain.name}` the what-if's without its unit ("At age 40"); `{by.name}` how much the what-if changes it.
        const given = prefix === 'given.';
        const by = prefix === 'by.';
        const visitor = inputs[name];
        const changed = changes[name];
        if (by && input?.type === 'number' && typeof visitor === 'number' && typeof changed === 'number') {
          return context.fact(`Change in ${input.label} in the what-if`, Math.abs(changed - visitor), input.unit, input.decimals);
        }
        const value = given ? visitor : changed ?? visitor;
        if (input?.type === 'date' && typeof value === 'string') return context.date(`${input.label} in the what-if`, value);
        if ((input?.type === 'unit' || input?.type === 'text') && typeof value === 'string') return value;
        if (input?.type !== 'number' || typeof value !== 'number') return token;
        // With US units chosen, an input the engine takes in US units reads in its US unit.
        const unit = input.usUnit !== undefined && inUsUnits(calculator, inputs) ? input.usUnit : input.unit;
        // A yearly rate or a share reads as a percentage in a sentence: "At 6%", not "At 6 % / yr"; "20% down".
        const shown = prefix === 'plain.' ? undefined : unit?.startsWith('%') ? '%' : unit;
        return context.fact(given ? input.label : `${input.label} in the what-if`, value, shown, input.decimals);
      });
      if (result && whatIf.then !== undefined) return thenSentence(calculator, context, result, lead, whatIf.then);
      const outputs = whatIf.outputs.map((name) => {
        const output = calculator.outputs.find((spec) => spec.name === name);
        return { name, words: output?.words ?? `the ${(output?.label ?? name).toLowerCase()}` };
      });
      return outputsWhatIf(context, changes, lead, outputs);
    }));
  };
  builders.set(calculator, builder);
  return builder;
}

const builders = new WeakMap<LoadedCalculator, InsightsBuilder>();

/** A unit per period, which a what-if's own words write as the amount and say the period in words ("a month"). */
const PER_PERIOD = /\s*\/\s*(month|year|yr|week|day)$/;

/** An output's value in a what-if as a fact, an amount per period as the amount; undefined when it is not a number. */
function outputWords(
  calculator: LoadedCalculator,
  context: InsightContext,
  result: CalculationResult,
  name: string,
  when: string,
  changeFrom?: number,
): string | undefined {
  const value = numberIn(result, name);
  if (value === undefined) return undefined;
  const unit = context.outputUnit(name)?.replace(PER_PERIOD, '');
  const label = `${calculator.outputs.find((output) => output.name === name)?.label ?? name} (${when})`;
  return changeFrom === undefined ? context.outputFact(label, name, value, unit) : changeOf(context, `Change of ${label}`, changeFrom, value, unit);
}

/**
 * A what-if in its own words: the lead, then `then` with each `{name}` the output's value in the what-if and each
 * `{change.name}` how far it moved; undefined when one of them is not a number.
 */
function thenSentence(calculator: LoadedCalculator, context: InsightContext, result: CalculationResult, lead: string, then: string): string | undefined {
  let complete = !lead.includes('{');
  const words = then.replace(/\{(change\.)?(\w+)\}/g, (token, change: string | undefined, name: string) => {
    const now = context.detail(name);
    const written = change && now === undefined ? undefined : outputWords(calculator, context, result, name, lead, change ? now : undefined);
    if (written === undefined) complete = false;
    return written ?? token;
  });
  // Without a lead the sentence is the what-if's own words alone: "Without the origination fee you would receive …".
  return complete ? `${lead === '' ? '' : `${lead}, `}${words}.` : undefined;
}
