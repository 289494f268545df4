// Generated from libs/calc-engine/src/calculators/btu/btu.ts and btu.md by `npm run generate`. Do not edit.
import { btu as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { btuPage } from './btu-page.js';

export const btu: CalculatorDefinition = describedCalculator(calculator, btuPage);
