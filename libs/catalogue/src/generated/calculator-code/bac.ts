// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { bac as definition } from '../../generated/described/bac.js';
export { bac as calculator } from '@calchub/calc-engine';
