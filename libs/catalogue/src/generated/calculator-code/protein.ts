// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { protein as definition } from '../../generated/described/protein.js';
export { protein as calculator } from '@calchub/calc-engine';
