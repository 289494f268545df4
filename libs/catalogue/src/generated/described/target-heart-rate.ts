// Generated from libs/calc-engine/src/calculators/target-heart-rate/target-heart-rate.ts and target-heart-rate.md by `npm run generate`. Do not edit.
import { targetHeartRate as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { targetHeartRatePage } from './target-heart-rate-page.js';

export const targetHeartRate: CalculatorDefinition = describedCalculator(calculator, targetHeartRatePage);
