// Generated from libs/calc-engine/src/calculators/pregnancy/pregnancy.ts and pregnancy.md by `npm run generate`. Do not edit.
import { pregnancy as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { pregnancyPage } from './pregnancy-page.js';

export const pregnancy: CalculatorDefinition = describedCalculator(calculator, pregnancyPage);
