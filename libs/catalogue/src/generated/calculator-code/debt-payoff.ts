// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { debtPayoff as definition } from '../../generated/described/debt-payoff.js';
export { debtPayoff as calculator } from '@calchub/calc-engine';
