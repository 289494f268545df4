// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { refinance as definition } from '../../generated/described/refinance.js';
export { refinance as calculator } from '@calchub/calc-engine';
