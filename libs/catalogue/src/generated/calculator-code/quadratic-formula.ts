// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { quadraticFormula as definition } from '../../generated/described/quadratic-formula.js';
export { quadraticFormula as calculator } from '@calchub/calc-engine';
