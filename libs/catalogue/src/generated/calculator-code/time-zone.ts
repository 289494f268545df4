// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { timeZone as definition } from '../../generated/described/time-zone.js';
export { timeZone as calculator } from '@calchub/calc-engine';
