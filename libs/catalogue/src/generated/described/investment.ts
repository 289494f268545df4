// Generated from libs/calc-engine/src/calculators/investment/investment.ts and investment.md by `npm run generate`. Do not edit.
import { investment as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { investmentPage } from './investment-page.js';

export const investment: CalculatorDefinition = describedCalculator(calculator, investmentPage);
