// Generated from libs/calc-engine/src/calculators/ovulation/ovulation.ts and ovulation.md by `npm run generate`. Do not edit.
import { ovulation as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { ovulationPage } from './ovulation-page.js';

export const ovulation: CalculatorDefinition = describedCalculator(calculator, ovulationPage);
