// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { salesTax as definition } from '../../generated/described/sales-tax.js';
export { salesTax as calculator } from '@calchub/calc-engine';
