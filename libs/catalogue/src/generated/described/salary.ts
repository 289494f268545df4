// Generated from libs/calc-engine/src/calculators/salary/salary.ts and salary.md by `npm run generate`. Do not edit.
import { salary as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { salaryPage } from './salary-page.js';

export const salary: CalculatorDefinition = describedCalculator(calculator, salaryPage);
