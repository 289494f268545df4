// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { date as definition } from '../../generated/described/date.js';
export { date as calculator } from '@calchub/calc-engine';
