// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { age as definition } from '../../generated/described/age.js';
export { age as calculator } from '@calchub/calc-engine';
