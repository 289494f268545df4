// Generated from libs/calc-engine/src/calculators/pace/pace.ts and pace.md by `npm run generate`. Do not edit.
import { pace as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { pacePage } from './pace-page.js';

export const pace: CalculatorDefinition = describedCalculator(calculator, pacePage);
