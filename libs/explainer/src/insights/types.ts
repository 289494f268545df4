import type { CalculationResult } from '@calchub/calc-engine';
import type { Fact } from '../facts.js';

/**
 * The computed insights of a result: the catalogue's assessment, then what-ifs worked out with the engine. Every
 * number in `text` is one of `facts`, formatted as the site formats it.
 */
export interface ComputedInsights {
  /** The catalogue's interpretation of the result (`interpret(result)`), word for word. */
  readonly assessment: string;
  /** One sentence per what-if: the same calculator run again with changed inputs. At least two. */
  readonly whatIfs: readonly string[];
  /** The assessment, then each what-if on its own line. */
  readonly text: string;
  /** Every number `text` shows: the inputs, the result's outputs, the what-ifs' values, figures the assessment quotes. */
  readonly facts: readonly Fact[];
}

/** What a calculator's insights module reads and writes: inputs, outputs, facts, and the engine for what-ifs. */
export interface InsightContext {
  /** A numeric input: the value given, else the engine's default. Throws when neither exists. */
  number(name: string): number;
  /** A numeric input, or undefined when it was left empty and has no default. */
  optionalNumber(name: string): number | undefined;
  /** A text input (a date, a list) as given, else the engine's default, or undefined when it has neither. */
  optionalText(name: string): string | undefined;
  /** A number list input as its numbers (given or defaulted), or undefined when it is empty or does not read. */
  optionalList(name: string): readonly number[] | undefined;
  /** A numeric output of the result, or undefined when the engine did not give one (or gave a string). */
  detail(name: string): number | undefined;
  /** The numeric codes a select input accepts (loan terms, activity levels), in the engine's order. */
  options(name: string): readonly number[];
  /** A string output of the result ("Normal weight", "never"), or undefined. */
  text(name: string): string | undefined;
  /** An input as the site shows it ("$10,000.00", "7%"); it is already among the facts. */
  input(name: string): string;
  /** An output as the result panel shows it; it is already among the facts. Throws when the result lacks it. */
  output(name: string): string;
  /**
   * Records a number the text is about to show, and returns it formatted as the site formats it.
   * Throws on NaN or Infinity, which no insight may show.
   */
  fact(label: string, value: number, unit?: string, decimals?: number): string;
  /**
   * Records a date the text is about to show (`YYYY-MM-DD`, as the engine gives dates) and returns it as the site
   * writes dates ("Sunday, October 8, 2023"). Throws on anything else.
   */
  date(label: string, iso: string): string;
  /**
   * Records a what-if's value of an output and returns it formatted as the result panel formats that output (its
   * unit, its decimals); `unit` replaces the output's unit and keeps its decimals (a change in percentage points).
   */
  outputFact(label: string, name: string, value: number, unit?: string): string;
  /** The unit the result panel shows an output in ("$", "%", "kg"), or undefined for a bare number. */
  outputUnit(name: string): string | undefined;
  /** The result for the same inputs with `changes` applied, or undefined when the engine rejects them. */
  whatIf(changes: Readonly<Record<string, number | string>>): CalculationResult | undefined;
  readonly result: CalculationResult;
}

/** Builds one calculator's what-ifs: each a sentence whose numbers were all written with `context.fact` or its peers. */
export type InsightsBuilder = (context: InsightContext) => string[];
