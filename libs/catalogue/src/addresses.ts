import { calculatorAddresses } from './generated/calculator-addresses.js';

const LONG_SLUG_SUFFIX = '-calculator';

/**
 * The slug of the calculator at an address: its slug, an alias, or either with "-calculator" (case-insensitive).
 * A name that is itself a slug or an alias wins over a long form: "savings-calculator" stays an alias of the savings
 * goal calculator, which had it before the savings calculator was added.
 * Needs only the slugs and aliases, so a route can tell a calculator from a missing page without the summaries.
 * @param slugOrAlias - the last part of the path
 * @returns the calculator's slug, or undefined when no calculator has that name
 * @example
 * findCalculatorSlug('House-Payment'); // 'mortgage'
 * findCalculatorSlug('bmi-calculator'); // 'bmi'
 * findCalculatorSlug('savings-calculator'); // 'savings-goal'
 */
export function findCalculatorSlug(slugOrAlias: string): string | undefined {
  const name = slugOrAlias.trim().toLowerCase();
  const short = name.endsWith(LONG_SLUG_SUFFIX) ? name.slice(0, -LONG_SLUG_SUFFIX.length) : name;
  return (calculatorAddresses.find((names) => names.includes(name)) ?? calculatorAddresses.find((names) => names.includes(short)))?.[0];
}
