// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { randomNumberGenerator as definition } from '../../generated/described/random-number-generator.js';
export { randomNumberGenerator as calculator } from '@calchub/calc-engine';
