import type { CalculationResult, RawInputs } from '@calchub/calc-engine';

/** The engine's `calculate`, or a stand-in with the same contract: a result, or a thrown `CalculatorInputError`. */
export type CalculateFunction = (slug: string, inputs: RawInputs) => CalculationResult;
