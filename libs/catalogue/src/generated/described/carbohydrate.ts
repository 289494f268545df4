// Generated from libs/calc-engine/src/calculators/carbohydrate/carbohydrate.ts and carbohydrate.md by `npm run generate`. Do not edit.
import { carbohydrate as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { carbohydratePage } from './carbohydrate-page.js';

export const carbohydrate: CalculatorDefinition = describedCalculator(calculator, carbohydratePage);
