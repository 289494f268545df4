// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { compoundInterest as definition } from '../../generated/described/compound-interest.js';
export { compoundInterest as calculator } from '@calchub/calc-engine';
