// Generated from libs/calc-engine/src/calculators/mean-median-mode-range/mean-median-mode-range.ts and mean-median-mode-range.md by `npm run generate`. Do not edit.
import { meanMedianModeRange as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { meanMedianModeRangePage } from './mean-median-mode-range-page.js';

export const meanMedianModeRange: CalculatorDefinition = describedCalculator(calculator, meanMedianModeRangePage);
