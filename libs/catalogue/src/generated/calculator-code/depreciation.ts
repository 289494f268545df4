// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { depreciation as definition } from '../../generated/described/depreciation.js';
export { depreciation as calculator } from '@calchub/calc-engine';
