// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { gpa as definition } from '../../generated/described/gpa.js';
export { gpa as calculator } from '@calchub/calc-engine';
