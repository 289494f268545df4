// Generated from libs/calc-engine/src/calculators/conversion/conversion.ts and conversion.md by `npm run generate`. Do not edit.
import { conversion as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { conversionPage } from './conversion-page.js';

export const conversion: CalculatorDefinition = describedCalculator(calculator, conversionPage);
