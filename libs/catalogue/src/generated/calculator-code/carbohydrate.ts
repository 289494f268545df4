// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { carbohydrate as definition } from '../../generated/described/carbohydrate.js';
export { carbohydrate as calculator } from '@calchub/calc-engine';
