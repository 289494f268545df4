// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { markup as definition } from '../../generated/described/markup.js';
export { markup as calculator } from '@calchub/calc-engine';
