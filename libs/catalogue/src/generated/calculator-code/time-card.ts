// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { timeCard as definition } from '../../generated/described/time-card.js';
export { timeCard as calculator } from '@calchub/calc-engine';
