import type { CalculationResult, ValidInputValue } from '@calchub/calc-engine';
import type { Precision } from '@calchub/catalogue';

/**
 * One line of a worked solution: what is computed, the formula with the user's numbers in it, and the result.
 * Rendered as `label: expression = value`, or `label: expression ≈ value` when `value` starts with "≈".
 */
export interface WorkedStep {
  /** What the line computes, in words ("Monthly rate"). */
  readonly label: string;
  /** The formula with the numbers substituted ("7 / 100 / 12"). */
  readonly expression: string;
  /** The result formatted for people ("0.005833", "$308.77"); "≈ " first where an intermediate is rounded. */
  readonly value: string;
}

/** What a calculator's worked-steps module reads: the inputs (defaults applied) and the engine's result. */
export interface StepContext {
  /** An input as a number: the value given, else the engine's default, else `fallback`. Throws when none. */
  number(name: string, fallback?: number): number;
  /** An input as a number (a time in minutes after midnight, a duration in seconds), or undefined when it was left empty and has no default. */
  optionalNumber(name: string): number | undefined;
  /** A date input (`YYYY-MM-DD`), or undefined when it was left empty. */
  optionalDate(name: string): string | undefined;
  /** An input as the visitor wrote it, trimmed ("22:00", "3:30:00"), or its default; undefined when neither. */
  optionalText(name: string): string | undefined;
  /** An input as the compute function receives it (a time in minutes, a list as its numbers), or undefined. */
  optionalValue(name: string): ValidInputValue;
  /** A numeric output of the engine's result (`details`). Throws when it is missing or not a number. */
  detail(name: string): number;
  /** An output of the engine's result as given: a number, a string ("never"), or undefined. */
  optionalDetail(name: string): number | string | undefined;
  /** An output formatted exactly as the result panel shows it, with the engine's unit for it. */
  output(name: string, decimals?: Precision): string;
  /** The primary result formatted as the result panel shows it; every solution's last step has this value. */
  primary(): string;
  readonly result: CalculationResult;
}

/** Builds the worked steps of one calculator. */
export type WorkedStepsBuilder = (context: StepContext) => WorkedStep[];

/** How one calculator's worked solution is built. */
export interface WorkedSolutionEntry {
  readonly slug: string;
  readonly steps: WorkedStepsBuilder;
  /**
   * Decimals of the primary result where the catalogue's definition sets `resultDecimals` (body fat: 1), so the
   * last step reads exactly as the result panel. Generated from the definitions.
   */
  readonly resultDecimals?: number;
}
