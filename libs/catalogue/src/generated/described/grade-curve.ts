// Generated from libs/calc-engine/src/calculators/grade-curve/grade-curve.ts and grade-curve.md by `npm run generate`. Do not edit.
import { gradeCurve as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { gradeCurvePage } from './grade-curve-page.js';

export const gradeCurve: CalculatorDefinition = describedCalculator(calculator, gradeCurvePage);
