// Generated from libs/calc-engine/src/calculators/bmi/bmi.ts and bmi.md by `npm run generate`. Do not edit.
import { bmi as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { bmiPage } from './bmi-page.js';

export const bmi: CalculatorDefinition = describedCalculator(calculator, bmiPage);
