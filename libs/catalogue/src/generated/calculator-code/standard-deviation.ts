// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { standardDeviation as definition } from '../../generated/described/standard-deviation.js';
export { standardDeviation as calculator } from '@calchub/calc-engine';
