// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { fraction as definition } from '../../generated/described/fraction.js';
export { fraction as calculator } from '@calchub/calc-engine';
