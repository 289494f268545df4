// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { grade as definition } from '../../calculators/education/grade.js';
export { grade as calculator } from '@calchub/calc-engine';
