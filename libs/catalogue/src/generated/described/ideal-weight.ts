// Generated from libs/calc-engine/src/calculators/ideal-weight/ideal-weight.ts and ideal-weight.md by `npm run generate`. Do not edit.
import { idealWeight as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { idealWeightPage } from './ideal-weight-page.js';

export const idealWeight: CalculatorDefinition = describedCalculator(calculator, idealWeightPage);
