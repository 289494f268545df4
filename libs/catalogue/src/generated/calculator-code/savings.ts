// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { savings as definition } from '../../generated/described/savings.js';
export { savings as calculator } from '@calchub/calc-engine';
