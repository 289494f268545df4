// Generated from libs/calc-engine/src/calculators/real-estate/real-estate.ts and real-estate.md by `npm run generate`. Do not edit.
import { realEstate as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { realEstatePage } from './real-estate-page.js';

export const realEstate: CalculatorDefinition = describedCalculator(calculator, realEstatePage);
