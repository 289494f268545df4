// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { pregnancyDueDate as definition } from '../../generated/described/pregnancy-due-date.js';
export { pregnancyDueDate as calculator } from '@calchub/calc-engine';
