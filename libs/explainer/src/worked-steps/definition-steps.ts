import type { LoadedCalculator, ValidInputValue } from '@calchub/calc-engine';
import { outputPrecision } from '@calchub/catalogue';
import { decimalTerm, moneyTerm } from './numbers.js';
import type { StepContext, WorkedStepsBuilder } from './types.js';

/** The inputs a worked solution's conditions read: every input as the compute function receives it. */
function stepInputs(calculator: LoadedCalculator, context: StepContext): Record<string, ValidInputValue> {
  return Object.fromEntries(calculator.inputs.map((input) => [input.name, context.optionalValue(input.name)]));
}

/** A number in a formula as the worked solutions write it: money as amounts ("63.2"), the rest as decimals. */
function term(value: number, unit: string | undefined): string {
  return unit?.startsWith('$') ? moneyTerm(value) : decimalTerm(value);
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
    const steps = solution.map((step, index) => ({
      label: step.label,
      expression: step.expression.replace(/\{(\w+)\}/g, (token, name: string) => {
        const output = calculator.outputs.find((spec) => spec.name === name);
        if (output?.type === 'string') return String(context.optionalDetail(name) ?? token);
        if (output) return term(context.detail(name), output.unit);
        const input = calculator.inputs.find((spec) => spec.name === name);
        if (input?.type === 'number') return term(context.number(name), input.unit);
        // A time, a duration or a date reads best as the visitor wrote it ("22:00"), not as minutes.
        return (input && context.optionalText(name)) ?? token;
      }),
      // Each line's value as the result panel's details show it, with the output's own decimals.
      value: index === solution.length - 1 && !solved
        ? context.primary()
        : context.output(step.value, outputPrecision(calculator.outputs.find((spec) => spec.name === step.value))),
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
