// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { pregnancyWeightGain as definition } from '../../generated/described/pregnancy-weight-gain.js';
export { pregnancyWeightGain as calculator } from '@calchub/calc-engine';
