// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { rent as definition } from '../../generated/described/rent.js';
export { rent as calculator } from '@calchub/calc-engine';
