// Generated from libs/calc-engine/src/calculators/hours/hours.ts and hours.md by `npm run generate`. Do not edit.
import { hours as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { hoursPage } from './hours-page.js';

export const hours: CalculatorDefinition = describedCalculator(calculator, hoursPage);
