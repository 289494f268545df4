// Generated from libs/calc-engine/src/calculators/discount/discount.ts and discount.md by `npm run generate`. Do not edit.
import { discount as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { discountPage } from './discount-page.js';

export const discount: CalculatorDefinition = describedCalculator(calculator, discountPage);
