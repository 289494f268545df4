// Generated from libs/calc-engine/src/calculators/rent/rent.ts and rent.md by `npm run generate`. Do not edit.
import { rent as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { rentPage } from './rent-page.js';

export const rent: CalculatorDefinition = describedCalculator(calculator, rentPage);
