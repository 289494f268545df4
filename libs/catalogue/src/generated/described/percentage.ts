// Generated from libs/calc-engine/src/calculators/percentage/percentage.ts and percentage.md by `npm run generate`. Do not edit.
import { percentage as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { percentagePage } from './percentage-page.js';

export const percentage: CalculatorDefinition = describedCalculator(calculator, percentagePage);
