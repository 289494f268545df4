import type { CalculationOutcome, LoadedCalculator, RawInputs } from '@calchub/calc-engine';
import type { CalculatorCode, CalculatorPageParts } from '@calchub/catalogue';

/** A calculator's code as a page computes with it: its formula and whole definition, and the engine's calculation. */
export interface PageCode extends CalculatorCode {
  /** Runs the calculator on engine inputs, giving the input error instead of throwing it. */
  readonly calculate: (calculator: LoadedCalculator, inputs: RawInputs) => CalculationOutcome;
}

/** A calculator page's parts, with its code where the caller has it at hand (the prerenderer has every calculator's). */
export type PageParts = CalculatorPageParts & { readonly code?: PageCode | undefined };
