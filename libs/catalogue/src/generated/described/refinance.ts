// Generated from libs/calc-engine/src/calculators/refinance/refinance.ts and refinance.md by `npm run generate`. Do not edit.
import { refinance as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { refinancePage } from './refinance-page.js';

export const refinance: CalculatorDefinition = describedCalculator(calculator, refinancePage);
