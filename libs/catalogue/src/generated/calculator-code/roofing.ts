// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { roofing as definition } from '../../generated/described/roofing.js';
export { roofing as calculator } from '@calchub/calc-engine';
