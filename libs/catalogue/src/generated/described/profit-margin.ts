// Generated from libs/calc-engine/src/calculators/profit-margin/profit-margin.ts and profit-margin.md by `npm run generate`. Do not edit.
import { profitMargin as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { profitMarginPage } from './profit-margin-page.js';

export const profitMargin: CalculatorDefinition = describedCalculator(calculator, profitMarginPage);
