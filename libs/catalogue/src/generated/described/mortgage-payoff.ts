// Generated from libs/calc-engine/src/calculators/mortgage-payoff/mortgage-payoff.ts and mortgage-payoff.md by `npm run generate`. Do not edit.
import { mortgagePayoff as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { mortgagePayoffPage } from './mortgage-payoff-page.js';

export const mortgagePayoff: CalculatorDefinition = describedCalculator(calculator, mortgagePayoffPage);
