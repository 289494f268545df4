// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { budget as definition } from '../../generated/described/budget.js';
export { budget as calculator } from '@calchub/calc-engine';
