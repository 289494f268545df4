// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { numberSequence as definition } from '../../generated/described/number-sequence.js';
export { numberSequence as calculator } from '@calchub/calc-engine';
