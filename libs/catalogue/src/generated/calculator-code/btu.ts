// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { btu as definition } from '../../generated/described/btu.js';
export { btu as calculator } from '@calchub/calc-engine';
