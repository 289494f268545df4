// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { profitMargin as definition } from '../../generated/described/profit-margin.js';
export { profitMargin as calculator } from '@calchub/calc-engine';
