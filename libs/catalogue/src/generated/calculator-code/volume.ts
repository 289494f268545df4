// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { volume as definition } from '../../generated/described/volume.js';
export { volume as calculator } from '@calchub/calc-engine';
