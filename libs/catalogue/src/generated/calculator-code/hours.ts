// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { hours as definition } from '../../generated/described/hours.js';
export { hours as calculator } from '@calchub/calc-engine';
