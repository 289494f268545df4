// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { fuelCost as definition } from '../../generated/described/fuel-cost.js';
export { fuelCost as calculator } from '@calchub/calc-engine';
