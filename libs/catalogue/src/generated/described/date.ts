// Generated from libs/calc-engine/src/calculators/date/date.ts and date.md by `npm run generate`. Do not edit.
import { date as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { datePage } from './date-page.js';

export const date: CalculatorDefinition = describedCalculator(calculator, datePage);
