// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { discount as definition } from '../../generated/described/discount.js';
export { discount as calculator } from '@calchub/calc-engine';
