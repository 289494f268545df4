// Generated from libs/calc-engine/src/calculators/fuel-cost/fuel-cost.ts and fuel-cost.md by `npm run generate`. Do not edit.
import { fuelCost as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { fuelCostPage } from './fuel-cost-page.js';

export const fuelCost: CalculatorDefinition = describedCalculator(calculator, fuelCostPage);
