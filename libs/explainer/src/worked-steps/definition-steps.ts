import type { LoadedCalculator, ValidInputValue } from '@calchub/calc-engine';
import { outputPrecision } from '@calchub/catalogue';
import { approximate, decimal, decimalTerm, exponent, money, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStepsBuilder } from './types.js';

/** The inputs a worked solution's conditions read: every input as the compute function receives it. */
function stepInputs(calculator: LoadedCalculator, context: StepContext): Record<string, ValidInputValue> {
  return Object.fromEntries(calculator.inputs.map((input) => [input.name, context.optionalValue(input.name)]));
}

/**
 * A number in a formula as the worked solutions write it: money as amounts ("63.2"), the rest as decimals, at most
 * `places` of them where the expression says so (`{breakEvenUnitsExact:2}`).
 */
function term(value: number, unit: string | undefined, places: number | undefined): string {
  return unit?.startsWith('$') ? moneyTerm(value) : decimalTerm(value, places);
}

/** A number where no minus can read as an operator: money as a plain amount, the rest as a decimal (at most `places`). */
function plain(value: number, unit: string | undefined, places?: number): string {
  return unit?.startsWith('$') ? moneyTerm(value).replace(/^\((.*)\)$/, '$1') : decimal(value, places);
}

/**
 * The worked steps of a calculator described in one definition: its `solution` with the visitor's numbers written
 * into each expression, each line's value as the result panel shows it, the last line the result itself.
 * @param calculator - the engine's definition, with its `solution`
 * @returns the steps builder the worked solution and its registry use
 * @example
 * definitionSteps(salesTax)(context).at(-1); // { label: 'Sales tax', expression: '66.04 − 63.2', value: '$2.84' }
 */
export function definitionSteps(calculator: LoadedCalculator): WorkedStepsBuilder {
  // One builder per definition, so that the registry and the loaders hand out the same function.
  const built = builders.get(calculator);
  if (built) return built;
  const builder: WorkedStepsBuilder = (context) => {
    const inputs = stepInputs(calculator, context);
    const solution = (calculator.solution ?? []).filter((step) => step.when?.(inputs as never, context.result.details) ?? true);
    const solved = solvedInput(calculator, context);
    // `{+name}` adds a term that is left out where it is 0: "1,970.30 + 400 + 50", with no "+ 0" for a cost not paid.
    const terms = (template: string) => template.replace(/\{\+(\w+)\}/g, (_token, name: string) => (numberOf(name) === 0 ? '' : ` + {${name}}`));
    const numberOf = (name: string): number | undefined => {
      const intermediate = calculator.intermediates?.[name];
      if (intermediate) return intermediate.value(inputs as never, context.result.details, context.result);
      if (calculator.outputs.some((spec) => spec.name === name && spec.type === 'number')) return context.detail(name);
      return calculator.inputs.some((spec) => spec.name === name && spec.type === 'number') ? context.number(name) : undefined;
    };
    const fill = (template: string, bare: boolean) => terms(template).replace(/(\^−|[(|^])?\{(\w+)(?::(\d+))?\}/g, (_token, before = '', name: string, digits: string | undefined) => {
      const places = digits === undefined ? undefined : Number(digits);
      // Right after "(" or "|", and in a label, a minus cannot read as a subtraction: "(−25 − (−50)) / |−50|"; right
      // after "^" or "^−" a number is an exponent, without thousands separators: "(1 + 0.004167)^1080", "(1 + i)^−1200".
      const write = before.startsWith('^') ? (value: number) => exponent(value)
        : bare || before !== '' ? (value: number, unit: string | undefined) => plain(value, unit, places)
          : (value: number, unit: string | undefined) => term(value, unit, places);
      // The assessment's words worked out from the result ("quarterly"), written as they are.
      const phrase = calculator.assessment?.phrases?.[name];
      if (phrase) return before + phrase(inputs as never, context.result.details, context.result);
      const intermediate = calculator.intermediates?.[name];
      if (intermediate) return before + write(intermediate.value(inputs as never, context.result.details, context.result), intermediate.unit);
      const output = calculator.outputs.find((spec) => spec.name === name);
      if (output?.type === 'string') return before + String(context.optionalDetail(name) ?? `{${name}}`);
      if (output) return before + write(context.detail(name), output.unit);
      const input = calculator.inputs.find((spec) => spec.name === name);
      if (input?.type === 'number') return before + write(context.number(name), input.unit);
      // A time, a duration or a date reads best as the visitor wrote it ("22:00"), not as minutes.
      return before + ((input && context.optionalText(name)) ?? `{${name}}`);
    });
    const value = (step: { readonly value: string; readonly decimals?: number }, last: boolean): string => {
      if (last) return context.primary();
      // An intermediate is a worked number, marked "≈" when its text rounds it.
      const intermediate = calculator.intermediates?.[step.value];
      if (intermediate) {
        const worked = intermediate.value(inputs as never, context.result.details, context.result);
        // An amount of money reads as the result panel writes money ("$3,651.61"), not as a worked number.
        return intermediate.unit === '$' ? money(worked) : approximate(worked, intermediate.unit, step.decimals);
      }
      const output = calculator.outputs.find((spec) => spec.name === step.value);
      // An output as the result panel's details show it, with the output's own decimals, or with the line's own.
      if (step.decimals === undefined) return context.output(step.value, outputPrecision(output));
      return approximate(context.detail(step.value), output?.unit, step.decimals);
    };
    const steps = solution.map((step, index) => ({
      label: fill(step.label, true),
      expression: fill(step.expression, false),
      // A generator's lines end at what follows from its inputs, not at its draw.
      value: value(step, index === solution.length - 1 && !solved && calculator.drawn === undefined),
    }));
    // Solved the other way round, the lines check the solved input, and the result is that input.
    return solved ? [...steps, { label: `${solved} (solved for)`, expression: 'the value with which the lines above give the known result', value: context.primary() }] : steps;
  };
  builders.set(calculator, builder);
  return builder;
}

const builders = new WeakMap<LoadedCalculator, WorkedStepsBuilder>();

/** The label of the input a result was solved for, or undefined for an ordinary result. */
function solvedInput(calculator: LoadedCalculator, context: StepContext): string | undefined {
  const { value, details } = context.result;
  if (typeof value !== 'number' || details[calculator.primary] === value) return undefined;
  return calculator.inputs.find((input) => details[input.name] === value)?.label;
}
