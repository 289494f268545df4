// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { interest as definition } from '../../generated/described/interest.js';
export { interest as calculator } from '@calchub/calc-engine';
