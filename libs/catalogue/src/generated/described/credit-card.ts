// Generated from libs/calc-engine/src/calculators/credit-card/credit-card.ts and credit-card.md by `npm run generate`. Do not edit.
import { creditCard as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { creditCardPage } from './credit-card-page.js';

export const creditCard: CalculatorDefinition = describedCalculator(calculator, creditCardPage);
