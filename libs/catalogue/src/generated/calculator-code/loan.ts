// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { loan as definition } from '../../generated/described/loan.js';
export { loan as calculator } from '@calchub/calc-engine';
