// Generated from libs/calc-engine/src/calculators/debt-payoff/debt-payoff.ts and debt-payoff.md by `npm run generate`. Do not edit.
import { debtPayoff as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { debtPayoffPage } from './debt-payoff-page.js';

export const debtPayoff: CalculatorDefinition = describedCalculator(calculator, debtPayoffPage);
