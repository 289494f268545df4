// Generated from libs/calc-engine/src/calculators/gdp/gdp.ts and gdp.md by `npm run generate`. Do not edit.
import { gdp as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { gdpPage } from './gdp-page.js';

export const gdp: CalculatorDefinition = describedCalculator(calculator, gdpPage);
