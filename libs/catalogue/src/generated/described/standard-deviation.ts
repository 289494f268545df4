// Generated from libs/calc-engine/src/calculators/standard-deviation/standard-deviation.ts and standard-deviation.md by `npm run generate`. Do not edit.
import { standardDeviation as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { standardDeviationPage } from './standard-deviation-page.js';

export const standardDeviation: CalculatorDefinition = describedCalculator(calculator, standardDeviationPage);
