// Generated from libs/calc-engine/src/calculators/retirement/retirement.ts and retirement.md by `npm run generate`. Do not edit.
import { retirement as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { retirementPage } from './retirement-page.js';

export const retirement: CalculatorDefinition = describedCalculator(calculator, retirementPage);
