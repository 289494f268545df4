// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { grade as definition } from '../../generated/described/grade.js';
export { grade as calculator } from '@calchub/calc-engine';
