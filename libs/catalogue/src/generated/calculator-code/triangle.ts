// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { triangle as definition } from '../../generated/described/triangle.js';
export { triangle as calculator } from '@calchub/calc-engine';
