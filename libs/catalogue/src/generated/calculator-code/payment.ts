// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { payment as definition } from '../../generated/described/payment.js';
export { payment as calculator } from '@calchub/calc-engine';
