// Generated from libs/calc-engine/src/calculators/mortgage/mortgage.ts and mortgage.md by `npm run generate`. Do not edit.
import { mortgage as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { mortgagePage } from './mortgage-page.js';

export const mortgage: CalculatorDefinition = describedCalculator(calculator, mortgagePage);
