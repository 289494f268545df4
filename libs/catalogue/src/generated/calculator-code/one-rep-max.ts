// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { oneRepMax as definition } from '../../generated/described/one-rep-max.js';
export { oneRepMax as calculator } from '@calchub/calc-engine';
