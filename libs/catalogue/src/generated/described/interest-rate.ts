// Generated from libs/calc-engine/src/calculators/interest-rate/interest-rate.ts and interest-rate.md by `npm run generate`. Do not edit.
import { interestRate as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { interestRatePage } from './interest-rate-page.js';

export const interestRate: CalculatorDefinition = describedCalculator(calculator, interestRatePage);
