// Generated from libs/calc-engine/src/calculators/break-even/break-even.ts and break-even.md by `npm run generate`. Do not edit.
import { breakEven as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { breakEvenPage } from './break-even-page.js';

export const breakEven: CalculatorDefinition = describedCalculator(calculator, breakEvenPage);
