// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { scholarship as definition } from '../../generated/described/scholarship.js';
export { scholarship as calculator } from '@calchub/calc-engine';
