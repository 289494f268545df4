// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { profitMargin as definition } from '../../calculators/business/profit-margin.js';
export { profitMargin as calculator } from '@calchub/calc-engine';
