// Generated from libs/calc-engine/src/calculators/z-score/z-score.ts and z-score.md by `npm run generate`. Do not edit.
import { zScore as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { zScorePage } from './z-score-page.js';

export const zScore: CalculatorDefinition = describedCalculator(calculator, zScorePage);
