// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { breakEven as definition } from '../../generated/described/break-even.js';
export { breakEven as calculator } from '@calchub/calc-engine';
