// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { pace as definition } from '../../generated/described/pace.js';
export { pace as calculator } from '@calchub/calc-engine';
