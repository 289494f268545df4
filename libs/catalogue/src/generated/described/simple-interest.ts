// Generated from libs/calc-engine/src/calculators/simple-interest/simple-interest.ts and simple-interest.md by `npm run generate`. Do not edit.
import { simpleInterest as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { simpleInterestPage } from './simple-interest-page.js';

export const simpleInterest: CalculatorDefinition = describedCalculator(calculator, simpleInterestPage);
