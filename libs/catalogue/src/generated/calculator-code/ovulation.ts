// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { ovulation as definition } from '../../generated/described/ovulation.js';
export { ovulation as calculator } from '@calchub/calc-engine';
