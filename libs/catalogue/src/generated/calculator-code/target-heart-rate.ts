// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { targetHeartRate as definition } from '../../generated/described/target-heart-rate.js';
export { targetHeartRate as calculator } from '@calchub/calc-engine';
