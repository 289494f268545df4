// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { concrete as definition } from '../../generated/described/concrete.js';
export { concrete as calculator } from '@calchub/calc-engine';
