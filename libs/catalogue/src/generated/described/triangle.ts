// Generated from libs/calc-engine/src/calculators/triangle/triangle.ts and triangle.md by `npm run generate`. Do not edit.
import { triangle as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { trianglePage } from './triangle-page.js';

export const triangle: CalculatorDefinition = describedCalculator(calculator, trianglePage);
