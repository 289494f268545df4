// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { houseAffordability as definition } from '../../generated/described/house-affordability.js';
export { houseAffordability as calculator } from '@calchub/calc-engine';
