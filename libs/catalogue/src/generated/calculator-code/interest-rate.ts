// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { interestRate as definition } from '../../generated/described/interest-rate.js';
export { interestRate as calculator } from '@calchub/calc-engine';
