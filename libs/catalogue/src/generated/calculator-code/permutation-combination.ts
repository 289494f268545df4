// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { permutationCombination as definition } from '../../generated/described/permutation-combination.js';
export { permutationCombination as calculator } from '@calchub/calc-engine';
