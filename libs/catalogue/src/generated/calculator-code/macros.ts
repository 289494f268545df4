// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { macros as definition } from '../../generated/described/macros.js';
export { macros as calculator } from '@calchub/calc-engine';
