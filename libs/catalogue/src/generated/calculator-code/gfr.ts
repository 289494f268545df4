// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { gfr as definition } from '../../generated/described/gfr.js';
export { gfr as calculator } from '@calchub/calc-engine';
