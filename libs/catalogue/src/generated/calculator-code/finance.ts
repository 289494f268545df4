// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { finance as definition } from '../../generated/described/finance.js';
export { finance as calculator } from '@calchub/calc-engine';
