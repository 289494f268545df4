import type { CalculationResult } from '../types.js';

/**
 * The inputs a result was computed from: for a solved result, the given inputs with the solved one filled in and
 * `solve` and the known output left out, so that what reads the inputs (a worked solution, what-ifs) sees an ordinary
 * calculation; other inputs are returned as they are. A module apart from the solver: every page that reads a result
 * needs it, and only a page that solves needs the solver.
 * @param raw - the inputs as given
 * @param result - their result
 * @returns the completed inputs
 * @example
 * completedInputs({ solve: 'preTaxPrice', totalPrice: 52.92, taxRate: 8 }, result); // { taxRate: 8, preTaxPrice: 49 }
 */
export function completedInputs<Value>(raw: Readonly<Record<string, Value>>, result: CalculationResult): Record<string, Value | number> {
  const solve = raw['solve'];
  if (typeof solve !== 'string' || solve.trim() === '') return { ...raw };
  const name = solve.trim();
  const completed: Record<string, Value | number> = {};
  // The known result is a number output; an input that shares its name with a string output (pace's time, given when
  // solving for the distance) is kept, and a known duration string is a name no input has.
  for (const [key, value] of Object.entries(raw)) if (key !== 'solve' && typeof result.details[key] !== 'number') completed[key] = value;
  // The solved input is the result's value (its details may hold an output of the same name: a duration's string).
  const solved = typeof result.details[name] === 'number' ? result.details[name] : result.value;
  if (typeof solved === 'number') completed[name] = solved;
  return completed;
}
