// Generated from libs/calc-engine/src/calculators/compound-interest/compound-interest.ts and compound-interest.md by `npm run generate`. Do not edit.
import { compoundInterest as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { compoundInterestPage } from './compound-interest-page.js';

export const compoundInterest: CalculatorDefinition = describedCalculator(calculator, compoundInterestPage);
