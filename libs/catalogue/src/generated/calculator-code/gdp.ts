// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { gdp as definition } from '../../generated/described/gdp.js';
export { gdp as calculator } from '@calchub/calc-engine';
