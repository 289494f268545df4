// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { bmr as definition } from '../../calculators/health/bmr.js';
export { bmr as calculator } from '@calchub/calc-engine';
