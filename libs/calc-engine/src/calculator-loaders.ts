import { calculatorLoaders } from './calculators/loaders.js';
import type { CalculatorDefinition } from './types.js';

export { calculatorLoaders };

/** A calculator as a loader gives it: its slug, inputs, outputs and formula, ready for {@link calculateWith}. */
export type LoadedCalculator = CalculatorDefinition<never>;

/** The slug of a calculator that {@link calculatorLoaders} can load. */
export type LoadableCalculatorSlug = keyof typeof calculatorLoaders;

/**
 * The loader of a calculator by its slug, or undefined for an unknown slug.
 * @param slug - short slug: `loan`, `bmi`...
 * @returns a function that loads the calculator, or undefined
 * @example
 * await calculatorLoader('bmi')?.(); // the BMI calculator
 */
export function calculatorLoader(slug: string): (() => Promise<LoadedCalculator>) | undefined {
  return Object.hasOwn(calculatorLoaders, slug) ? calculatorLoaders[slug as LoadableCalculatorSlug] : undefined;
}
