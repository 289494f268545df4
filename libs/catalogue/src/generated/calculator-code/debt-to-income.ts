// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { debtToIncome as definition } from '../../generated/described/debt-to-income.js';
export { debtToIncome as calculator } from '@calchub/calc-engine';
