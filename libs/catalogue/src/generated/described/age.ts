// Generated from libs/calc-engine/src/calculators/age/age.ts and age.md by `npm run generate`. Do not edit.
import { age as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { agePage } from './age-page.js';

export const age: CalculatorDefinition = describedCalculator(calculator, agePage);
