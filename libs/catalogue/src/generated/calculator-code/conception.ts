// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { conception as definition } from '../../generated/described/conception.js';
export { conception as calculator } from '@calchub/calc-engine';
