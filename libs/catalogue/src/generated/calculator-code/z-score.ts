// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { zScore as definition } from '../../generated/described/z-score.js';
export { zScore as calculator } from '@calchub/calc-engine';
