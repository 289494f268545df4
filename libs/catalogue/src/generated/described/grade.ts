// Generated from libs/calc-engine/src/calculators/grade/grade.ts and grade.md by `npm run generate`. Do not edit.
import { grade as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { gradePage } from './grade-page.js';

export const grade: CalculatorDefinition = describedCalculator(calculator, gradePage);
