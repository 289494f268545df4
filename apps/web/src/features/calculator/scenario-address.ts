import type { FormValues } from './calculator-form.js';

// Scenario B of a comparison lives in the address as the `compare` parameter: B's inputs that differ from scenario
// A's (the rest of the query), as a query string of their own, URL-encoded (`?loanTerm=30&…&compare=loanTerm%3D15`).
// An input B leaves empty where A has a value is written empty (`compare=hoaFees%3D`); `compare=` alone is B equal
// to A. Both scenarios are in A's units. See docs/product.md#compare-scenarios. This module imports nothing of the
// form's at run time: the comparison's chunk uses it, and would otherwise split the form's modules out of the page's.

/**
 * Scenario B as its difference from scenario A, in a canonical form: names in alphabetical order, values trimmed.
 * @param a - scenario A's values
 * @param b - scenario B's values
 * @returns the `compare` parameter's value, which {@link comparisonFromQuery} reads back
 * @example
 * comparisonQuery({ loanTerm: '30', interestRate: '6' }, { loanTerm: '15', interestRate: '6' }); // 'loanTerm=15'
 */
export function comparisonQuery(a: FormValues, b: FormValues): string {
  const query = new URLSearchParams();
  for (const name of [...new Set([...Object.keys(a), ...Object.keys(b)])].sort()) {
    const typed = (b[name] ?? '').trim();
    if (typed !== (a[name] ?? '').trim()) query.set(name, typed);
  }
  return query.toString();
}

/** Reads a calculator's inputs from a query, as `valuesFromQuery` does for the calculator at hand. */
type QueryReader = (query: URLSearchParams) => { readonly values: FormValues; readonly ignored: readonly string[] };

/**
 * Reads scenario B from an address: A's parameters with B's differences laid over them, read as A's are, in A's
 * units. A value that cannot fill its input is left out (B keeps A's value) and listed.
 * @param read - reads inputs from a query (`valuesFromQuery` for the calculator)
 * @param query - the whole address query
 * @returns B's values and the names of B's parameters left out, or undefined when the address compares nothing
 * @example
 * comparisonFromQuery(readLoan, new URLSearchParams('loanAmount=10000&compare=loanAmount%3D5000'))?.values.loanAmount; // '5000'
 */
export function comparisonFromQuery(read: QueryReader, query: URLSearchParams) {
  const compare = query.get('compare');
  if (compare === null) return undefined;
  const merged = new URLSearchParams(query);
  merged.delete('compare');
  const overrides = new URLSearchParams(compare);
  const ignored: string[] = [];
  for (const [name, value] of overrides) {
    // Both scenarios are in A's units (`typedUnits` is the form's TYPED_UNITS_PARAMETER).
    if (name === 'units' || name === 'typedUnits' || name === 'compare') ignored.push(name);
    else if (value.trim() === '') merged.delete(name);
    else merged.set(name, value);
  }
  const fromMerged = read(merged);
  const left = fromMerged.ignored.filter((name) => overrides.has(name));
  const values: Record<string, string> = { ...fromMerged.values };
  if (left.length > 0) {
    const a = read(query).values;
    for (const name of left) if (a[name] !== undefined) values[name] = a[name];
  }
  return { values: values as FormValues, ignored: [...ignored, ...left] };
}
