// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { sleep as definition } from '../../generated/described/sleep.js';
export { sleep as calculator } from '@calchub/calc-engine';
