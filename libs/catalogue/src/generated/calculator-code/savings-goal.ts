// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
export { savingsGoal as definition } from '../../generated/described/savings-goal.js';
export { savingsGoal as calculator } from '@calchub/calc-engine';
