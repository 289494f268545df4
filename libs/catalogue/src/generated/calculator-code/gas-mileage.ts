// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { gasMileage as definition } from '../../generated/described/gas-mileage.js';
export { gasMileage as calculator } from '@calchub/calc-engine';
