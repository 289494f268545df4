// Generated from libs/calc-engine/src/calculators/car-loan/car-loan.ts and car-loan.md by `npm run generate`. Do not edit.
import { carLoan as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { carLoanPage } from './car-loan-page.js';

export const carLoan: CalculatorDefinition = describedCalculator(calculator, carLoanPage);
