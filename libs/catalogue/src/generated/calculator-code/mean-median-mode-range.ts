// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { meanMedianModeRange as definition } from '../../generated/described/mean-median-mode-range.js';
export { meanMedianModeRange as calculator } from '@calchub/calc-engine';
