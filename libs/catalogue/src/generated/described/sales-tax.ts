// Generated from libs/calc-engine/src/calculators/sales-tax/sales-tax.ts and sales-tax.md by `npm run generate`. Do not edit.
import { salesTax as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { salesTaxPage } from './sales-tax-page.js';

export const salesTax: CalculatorDefinition = describedCalculator(calculator, salesTaxPage);
