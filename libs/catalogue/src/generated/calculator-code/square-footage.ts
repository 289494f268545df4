// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { squareFootage as definition } from '../../generated/described/square-footage.js';
export { squareFootage as calculator } from '@calchub/calc-engine';
