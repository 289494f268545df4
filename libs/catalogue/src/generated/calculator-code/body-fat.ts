// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { bodyFat as definition } from '../../generated/described/body-fat.js';
export { bodyFat as calculator } from '@calchub/calc-engine';
