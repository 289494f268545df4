// Generated from libs/calc-engine/src/calculators/home-equity-loan/home-equity-loan.ts and home-equity-loan.md by `npm run generate`. Do not edit.
import { homeEquityLoan as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { homeEquityLoanPage } from './home-equity-loan-page.js';

export const homeEquityLoan: CalculatorDefinition = describedCalculator(calculator, homeEquityLoanPage);
