// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { ipSubnet as definition } from '../../generated/described/ip-subnet.js';
export { ipSubnet as calculator } from '@calchub/calc-engine';
