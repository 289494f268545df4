// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { simpleInterest as definition } from '../../generated/described/simple-interest.js';
export { simpleInterest as calculator } from '@calchub/calc-engine';
