// Generated from libs/calc-engine/src/calculators/savings/savings.ts and savings.md by `npm run generate`. Do not edit.
import { savings as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { savingsPage } from './savings-page.js';

export const savings: CalculatorDefinition = describedCalculator(calculator, savingsPage);
