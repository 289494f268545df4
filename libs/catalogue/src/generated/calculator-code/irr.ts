// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { irr as definition } from '../../generated/described/irr.js';
export { irr as calculator } from '@calchub/calc-engine';
