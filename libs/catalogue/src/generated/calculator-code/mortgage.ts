// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { mortgage as definition } from '../../generated/described/mortgage.js';
export { mortgage as calculator } from '@calchub/calc-engine';
