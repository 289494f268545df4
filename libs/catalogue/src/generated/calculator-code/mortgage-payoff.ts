// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { mortgagePayoff as definition } from '../../generated/described/mortgage-payoff.js';
export { mortgagePayoff as calculator } from '@calchub/calc-engine';
