// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { conversion as definition } from '../../generated/described/conversion.js';
export { conversion as calculator } from '@calchub/calc-engine';
