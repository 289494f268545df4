// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { realEstate as definition } from '../../generated/described/real-estate.js';
export { realEstate as calculator } from '@calchub/calc-engine';
