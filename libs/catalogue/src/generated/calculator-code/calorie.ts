// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { calorie as definition } from '../../generated/described/calorie.js';
export { calorie as calculator } from '@calchub/calc-engine';
