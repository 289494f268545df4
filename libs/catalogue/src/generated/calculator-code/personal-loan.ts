// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { personalLoan as definition } from '../../generated/described/personal-loan.js';
export { personalLoan as calculator } from '@calchub/calc-engine';
