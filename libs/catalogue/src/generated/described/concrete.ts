// Generated from libs/calc-engine/src/calculators/concrete/concrete.ts and concrete.md by `npm run generate`. Do not edit.
import { concrete as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { concretePage } from './concrete-page.js';

export const concrete: CalculatorDefinition = describedCalculator(calculator, concretePage);
