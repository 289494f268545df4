// Generated from libs/calc-engine/src/calculators/fraction/fraction.ts and fraction.md by `npm run generate`. Do not edit.
import { fraction as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { fractionPage } from './fraction-page.js';

export const fraction: CalculatorDefinition = describedCalculator(calculator, fractionPage);
