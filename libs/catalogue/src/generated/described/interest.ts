// Generated from libs/calc-engine/src/calculators/interest/interest.ts and interest.md by `npm run generate`. Do not edit.
import { interest as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { interestPage } from './interest-page.js';

export const interest: CalculatorDefinition = describedCalculator(calculator, interestPage);
