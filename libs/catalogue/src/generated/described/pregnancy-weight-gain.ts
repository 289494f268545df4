// Generated from libs/calc-engine/src/calculators/pregnancy-weight-gain/pregnancy-weight-gain.ts and pregnancy-weight-gain.md by `npm run generate`. Do not edit.
import { pregnancyWeightGain as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { pregnancyWeightGainPage } from './pregnancy-weight-gain-page.js';

export const pregnancyWeightGain: CalculatorDefinition = describedCalculator(calculator, pregnancyWeightGainPage);
