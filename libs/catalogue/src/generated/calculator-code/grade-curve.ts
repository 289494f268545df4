// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { gradeCurve as definition } from '../../generated/described/grade-curve.js';
export { gradeCurve as calculator } from '@calchub/calc-engine';
