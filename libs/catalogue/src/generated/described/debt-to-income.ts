// Generated from libs/calc-engine/src/calculators/debt-to-income/debt-to-income.ts and debt-to-income.md by `npm run generate`. Do not edit.
import { debtToIncome as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { debtToIncomePage } from './debt-to-income-page.js';

export const debtToIncome: CalculatorDefinition = describedCalculator(calculator, debtToIncomePage);
