// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { pregnancy as definition } from '../../generated/described/pregnancy.js';
export { pregnancy as calculator } from '@calchub/calc-engine';
