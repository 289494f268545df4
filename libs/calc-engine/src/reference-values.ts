/**
 * `@calchub/calc-engine/reference-values`: every calculator's published reference values as data (inputs, the
 * expected outputs with the tolerance the engine's tests hold them to, and the source in words), so that anyone can
 * check a build of the engine, or a service running it, against the same figures.
 * @example
 * import { referenceValues } from '@calchub/calc-engine/reference-values';
 * referenceValues.loan[0]?.expected; // { monthlyPayment: 308.77, totalAmount: 11115.75, totalInterest: 1115.75 }
 */
export { referenceValues } from './calculators/reference-values.js';
export type { ReferenceValue } from './reference-value.js';
