// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { autoLease as definition } from '../../generated/described/auto-lease.js';
export { autoLease as calculator } from '@calchub/calc-engine';
