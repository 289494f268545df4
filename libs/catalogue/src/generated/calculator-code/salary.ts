// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { salary as definition } from '../../generated/described/salary.js';
export { salary as calculator } from '@calchub/calc-engine';
