// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { carLoan as definition } from '../../generated/described/car-loan.js';
export { carLoan as calculator } from '@calchub/calc-engine';
