// Generated from libs/calc-engine/src/calculators/amortization/amortization.ts and amortization.md by `npm run generate`. Do not edit.
import { amortization as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { amortizationPage } from './amortization-page.js';

export const amortization: CalculatorDefinition = describedCalculator(calculator, amortizationPage);
