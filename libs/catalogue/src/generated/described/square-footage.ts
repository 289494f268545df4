// Generated from libs/calc-engine/src/calculators/square-footage/square-footage.ts and square-footage.md by `npm run generate`. Do not edit.
import { squareFootage as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { squareFootagePage } from './square-footage-page.js';

export const squareFootage: CalculatorDefinition = describedCalculator(calculator, squareFootagePage);
