// Generated from libs/calc-engine/src/calculators/bac/bac.ts and bac.md by `npm run generate`. Do not edit.
import { bac as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { bacPage } from './bac-page.js';

export const bac: CalculatorDefinition = describedCalculator(calculator, bacPage);
