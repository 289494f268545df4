// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { bodySurfaceArea as definition } from '../../generated/described/body-surface-area.js';
export { bodySurfaceArea as calculator } from '@calchub/calc-engine';
