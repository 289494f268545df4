// Generated from libs/calc-engine/src/calculators/personal-loan/personal-loan.ts and personal-loan.md by `npm run generate`. Do not edit.
import { personalLoan as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { personalLoanPage } from './personal-loan-page.js';

export const personalLoan: CalculatorDefinition = describedCalculator(calculator, personalLoanPage);
