// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { time as definition } from '../../generated/described/time.js';
export { time as calculator } from '@calchub/calc-engine';
