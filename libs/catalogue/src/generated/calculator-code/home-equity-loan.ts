// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { homeEquityLoan as definition } from '../../generated/described/home-equity-loan.js';
export { homeEquityLoan as calculator } from '@calchub/calc-engine';
