// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { scientific as definition } from '../../generated/described/scientific.js';
export { scientific as calculator } from '@calchub/calc-engine';
