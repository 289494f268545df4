import { calculatorLoaders } from './calculators/loaders.js';
import type { CalculatorDefinition, SolvableInput } from './types.js';

export { calculatorLoaders };

/** A calculator as a loader gives it: its slug, inputs, outputs and formula, ready for {@link calculateWith}. */
export type LoadedCalculator = CalculatorDefinition<never>;

/**
 * What a page needs of a calculator to show its form before anything is computed: its slug, inputs, outputs, primary
 * output, the outputs each solvable input is solved from and a generator's outputs drawn at random. Plain data, so a page can carry it without the formula,
 * which then loads only when a result is wanted.
 */
export type CalculatorShape = Pick<LoadedCalculator, 'slug' | 'inputs' | 'outputs' | 'primary' | 'drawn'> & {
  readonly solvable?: Readonly<Record<string, Pick<SolvableInput, 'from'>>>;
};

/**
 * A calculator's shape: its definition without the formula, the worked solution, the assessment and the what-ifs.
 * @param calculator - the calculator
 * @returns its shape, plain data
 * @example
 * calculatorShape(loan).solvable; // { loanAmount: { from: ['monthlyPayment'] }, ... }
 */
export function calculatorShape(calculator: CalculatorShape): CalculatorShape {
  const { slug, inputs, outputs, primary, solvable, drawn } = calculator;
  return {
    slug, inputs, outputs, primary,
    ...(drawn ? { drawn } : {}),
    ...(solvable ? { solvable: Object.fromEntries(Object.entries(solvable).map(([name, { from }]) => [name, { from }])) } : {}),
  };
}

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
