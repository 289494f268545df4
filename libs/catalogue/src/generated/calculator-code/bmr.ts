// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { bmr as definition } from '../../generated/described/bmr.js';
export { bmr as calculator } from '@calchub/calc-engine';
