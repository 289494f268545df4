// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { idealWeight as definition } from '../../generated/described/ideal-weight.js';
export { idealWeight as calculator } from '@calchub/calc-engine';
