// Generated from libs/calc-engine/src/calculators/savings-goal/savings-goal.ts and savings-goal.md by `npm run generate`. Do not edit.
import { savingsGoal as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { savingsGoalPage } from './savings-goal-page.js';

export const savingsGoal: CalculatorDefinition = describedCalculator(calculator, savingsGoalPage);
