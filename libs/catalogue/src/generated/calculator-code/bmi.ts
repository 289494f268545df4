// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { bmi as definition } from '../../generated/described/bmi.js';
export { bmi as calculator } from '@calchub/calc-engine';
