// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { studentLoan as definition } from '../../generated/described/student-loan.js';
export { studentLoan as calculator } from '@calchub/calc-engine';
