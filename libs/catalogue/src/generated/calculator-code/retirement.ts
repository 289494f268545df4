// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { retirement as definition } from '../../calculators/finance/retirement.js';
export { retirement as calculator } from '@calchub/calc-engine';
