// Generated from libs/calc-engine/src/calculators/pregnancy-due-date/pregnancy-due-date.ts and pregnancy-due-date.md by `npm run generate`. Do not edit.
import { pregnancyDueDate as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { pregnancyDueDatePage } from './pregnancy-due-date-page.js';

export const pregnancyDueDate: CalculatorDefinition = describedCalculator(calculator, pregnancyDueDatePage);
