// Generated from libs/calc-engine/src/calculators/loan/loan.ts and loan.md by `npm run generate`. Do not edit.
import { loan as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { loanPage } from './loan-page.js';

export const loan: CalculatorDefinition = describedCalculator(calculator, loanPage);
