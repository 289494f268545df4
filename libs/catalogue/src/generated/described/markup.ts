// Generated from libs/calc-engine/src/calculators/markup/markup.ts and markup.md by `npm run generate`. Do not edit.
import { markup as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { markupPage } from './markup-page.js';

export const markup: CalculatorDefinition = describedCalculator(calculator, markupPage);
