// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { retirement as definition } from '../../generated/described/retirement.js';
export { retirement as calculator } from '@calchub/calc-engine';
