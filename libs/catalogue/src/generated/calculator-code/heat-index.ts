// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { heatIndex as definition } from '../../generated/described/heat-index.js';
export { heatIndex as calculator } from '@calchub/calc-engine';
