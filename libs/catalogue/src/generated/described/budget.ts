// Generated from libs/calc-engine/src/calculators/budget/budget.ts and budget.md by `npm run generate`. Do not edit.
import { budget as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { budgetPage } from './budget-page.js';

export const budget: CalculatorDefinition = describedCalculator(calculator, budgetPage);
