// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { investment as definition } from '../../generated/described/investment.js';
export { investment as calculator } from '@calchub/calc-engine';
