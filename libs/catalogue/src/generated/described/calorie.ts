// Generated from libs/calc-engine/src/calculators/calorie/calorie.ts and calorie.md by `npm run generate`. Do not edit.
import { calorie as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { caloriePage } from './calorie-page.js';

export const calorie: CalculatorDefinition = describedCalculator(calculator, caloriePage);
