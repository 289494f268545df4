// Generated from libs/calc-engine/src/calculators/depreciation/depreciation.ts and depreciation.md by `npm run generate`. Do not edit.
import { depreciation as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { depreciationPage } from './depreciation-page.js';

export const depreciation: CalculatorDefinition = describedCalculator(calculator, depreciationPage);
