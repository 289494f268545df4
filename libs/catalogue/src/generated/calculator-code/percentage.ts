// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { percentage as definition } from '../../generated/described/percentage.js';
export { percentage as calculator } from '@calchub/calc-engine';
