// Generated from libs/calc-engine/src/calculators/roi/roi.ts and roi.md by `npm run generate`. Do not edit.
import { roi as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { roiPage } from './roi-page.js';

export const roi: CalculatorDefinition = describedCalculator(calculator, roiPage);
