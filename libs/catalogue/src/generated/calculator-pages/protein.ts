// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { protein as definition } from '../../calculators/health/protein.js';
export { protein as calculator } from '@calchub/calc-engine';
