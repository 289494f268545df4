// Generated from libs/calc-engine/src/calculators/tip/tip.ts and tip.md by `npm run generate`. Do not edit.
import { tip as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { tipPage } from './tip-page.js';

export const tip: CalculatorDefinition = describedCalculator(calculator, tipPage);
