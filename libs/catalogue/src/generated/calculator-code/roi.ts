// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { roi as definition } from '../../generated/described/roi.js';
export { roi as calculator } from '@calchub/calc-engine';
