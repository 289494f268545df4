// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { romanNumeral as definition } from '../../generated/described/roman-numeral.js';
export { romanNumeral as calculator } from '@calchub/calc-engine';
