// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { breakEven as definition } from '../../calculators/business/break-even.js';
export { breakEven as calculator } from '@calchub/calc-engine';
