// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { tip as definition } from '../../generated/described/tip.js';
export { tip as calculator } from '@calchub/calc-engine';
