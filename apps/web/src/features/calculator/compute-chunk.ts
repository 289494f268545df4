/** The engine's calculation, a chunk of its own loaded with a calculator's code (see calculator-code.ts). */
export { tryCalculateWith as calculate } from '@calchub/calc-engine';
