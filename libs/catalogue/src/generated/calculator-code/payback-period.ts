// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { paybackPeriod as definition } from '../../generated/described/payback-period.js';
export { paybackPeriod as calculator } from '@calchub/calc-engine';
