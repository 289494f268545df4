// Generated from libs/calc-engine/src/calculators/gfr/gfr.ts and gfr.md by `npm run generate`. Do not edit.
import { gfr as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { gfrPage } from './gfr-page.js';

export const gfr: CalculatorDefinition = describedCalculator(calculator, gfrPage);
