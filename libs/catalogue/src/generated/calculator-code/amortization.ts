// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { amortization as definition } from '../../generated/described/amortization.js';
export { amortization as calculator } from '@calchub/calc-engine';
