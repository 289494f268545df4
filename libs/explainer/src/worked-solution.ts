import { calculators, type CalculationResult } from '@calchub/calc-engine';
import { workedSolutions } from './worked-steps/registry.js';
import { createStepContext, type WorkedInputs } from './worked-steps/step-context.js';
import type { WorkedSolutionEntry, WorkedStep } from './worked-steps/types.js';

const bySlug = new Map<string, WorkedSolutionEntry>(workedSolutions.map((entry) => [entry.slug, entry]));

/**
 * The worked solution the Formula tab shows: the calculator's formula with the user's own numbers in it, step
 * by step, ending with the primary result exactly as the result panel shows it. Method-dependent calculators
 * (BMR equation, depreciation method, curve method...) show the steps of the method used.
 * @param slug - the calculator's short slug (`loan`, `bmi`, `pregnancy-due-date`...)
 * @param inputs - the validated engine inputs the page used (metric); empty optional inputs take the engine's defaults
 * @param result - the engine's result for those inputs
 * @returns the steps; empty for a slug without a worked solution
 * @throws TypeError when an input the calculator needs is missing, or the result lacks an output the steps show
 * @example
 * const inputs = { loanAmount: 10000, interestRate: 7, loanTenure: 3 };
 * workedSolution('loan', inputs, calculate('loan', inputs))[2];
 * // { label: 'Monthly payment', expression: '10,000 × 0.005833 × (1 + 0.005833)^36 / ((1 + 0.005833)^36 − 1)', value: '$308.77' }
 */
export function workedSolution(slug: string, inputs: WorkedInputs, result: CalculationResult): WorkedStep[] {
  const entry = bySlug.get(slug);
  if (!entry) return [];
  const calculator = calculators.find((candidate) => candidate.slug === slug);
  return entry.steps(createStepContext(slug, inputs, result, entry.resultDecimals, calculator));
}

/**
 * One step as a line of text: `label: expression = value`, with "≈" instead of "=" for a rounded intermediate.
 * @param step - a step of {@link workedSolution}
 * @returns the line
 * @example
 * formatWorkedStep({ label: 'Monthly rate', expression: '7 / 100 / 12', value: '≈ 0.005833' });
 * // 'Monthly rate: 7 / 100 / 12 ≈ 0.005833'
 */
export function formatWorkedStep(step: WorkedStep): string {
  const value = step.value.startsWith('≈') ? step.value : `= ${step.value}`;
  return `${step.label}: ${step.expression} ${value}`;
}
