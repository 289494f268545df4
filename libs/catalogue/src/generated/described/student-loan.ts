// Generated from libs/calc-engine/src/calculators/student-loan/student-loan.ts and student-loan.md by `npm run generate`. Do not edit.
import { studentLoan as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { studentLoanPage } from './student-loan-page.js';

export const studentLoan: CalculatorDefinition = describedCalculator(calculator, studentLoanPage);
