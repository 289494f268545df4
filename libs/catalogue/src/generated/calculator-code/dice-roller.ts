// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { diceRoller as definition } from '../../generated/described/dice-roller.js';
export { diceRoller as calculator } from '@calchub/calc-engine';
