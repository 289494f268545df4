import type { CalculationResult, CalculatorInfo } from '@calchub/calc-engine';
import { createStepContext, type WorkedInputs } from './worked-steps/step-context.js';
import type { WorkedStep, WorkedStepsBuilder } from './worked-steps/types.js';

/**
 * The same worked solution from one calculator's loaded steps (`workedStepsLoaders[slug]`), for a page that loaded
 * only that calculator: nothing of the other 33 is needed.
 * @param steps - the calculator's worked-steps builder
 * @param calculator - its slug, inputs, outputs and primary output (the engine's loaded calculator)
 * @param inputs - the validated engine inputs the page used
 * @param result - the engine's result for those inputs
 * @param resultDecimals - the catalogue definition's `resultDecimals`, so the last step reads as the result panel
 * @returns the steps, equal to `workedSolution`'s
 * @example
 * const steps = await workedStepsLoaders.loan();
 * workedSolutionWith(steps, await calculatorLoaders.loan(), inputs, result).at(-1)?.value; // '$308.77'
 */
export function workedSolutionWith(
  steps: WorkedStepsBuilder,
  calculator: Pick<CalculatorInfo, 'slug' | 'inputs' | 'outputs' | 'primary'>,
  inputs: WorkedInputs,
  result: CalculationResult,
  resultDecimals?: number,
): WorkedStep[] {
  return steps(createStepContext(calculator.slug, inputs, result, resultDecimals, calculator));
}
