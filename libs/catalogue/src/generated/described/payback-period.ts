// Generated from libs/calc-engine/src/calculators/payback-period/payback-period.ts and payback-period.md by `npm run generate`. Do not edit.
import { paybackPeriod as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { paybackPeriodPage } from './payback-period-page.js';

export const paybackPeriod: CalculatorDefinition = describedCalculator(calculator, paybackPeriodPage);
