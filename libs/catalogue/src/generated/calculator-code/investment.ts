// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { investment as definition } from '../../calculators/finance/investment.js';
export { investment as calculator } from '@calchub/calc-engine';
