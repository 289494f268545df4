// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { creditCard as definition } from '../../generated/described/credit-card.js';
export { creditCard as calculator } from '@calchub/calc-engine';
