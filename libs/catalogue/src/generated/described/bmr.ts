// Generated from libs/calc-engine/src/calculators/bmr/bmr.ts and bmr.md by `npm run generate`. Do not edit.
import { bmr as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { bmrPage } from './bmr-page.js';

export const bmr: CalculatorDefinition = describedCalculator(calculator, bmrPage);
