// Generated from libs/calc-engine/src/calculators/conception/conception.ts and conception.md by `npm run generate`. Do not edit.
import { conception as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { conceptionPage } from './conception-page.js';

export const conception: CalculatorDefinition = describedCalculator(calculator, conceptionPage);
