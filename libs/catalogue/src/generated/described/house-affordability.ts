// Generated from libs/calc-engine/src/calculators/house-affordability/house-affordability.ts and house-affordability.md by `npm run generate`. Do not edit.
import { houseAffordability as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { houseAffordabilityPage } from './house-affordability-page.js';

export const houseAffordability: CalculatorDefinition = describedCalculator(calculator, houseAffordabilityPage);
