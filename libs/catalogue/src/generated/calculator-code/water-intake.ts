// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { waterIntake as definition } from '../../generated/described/water-intake.js';
export { waterIntake as calculator } from '@calchub/calc-engine';
