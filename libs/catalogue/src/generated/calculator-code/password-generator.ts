// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { passwordGenerator as definition } from '../../generated/described/password-generator.js';
export { passwordGenerator as calculator } from '@calchub/calc-engine';
