// Generated from libs/calc-engine/src/calculators/roofing/roofing.ts and roofing.md by `npm run generate`. Do not edit.
import { roofing as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { roofingPage } from './roofing-page.js';

export const roofing: CalculatorDefinition = describedCalculator(calculator, roofingPage);
