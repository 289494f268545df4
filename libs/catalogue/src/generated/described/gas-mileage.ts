// Generated from libs/calc-engine/src/calculators/gas-mileage/gas-mileage.ts and gas-mileage.md by `npm run generate`. Do not edit.
import { gasMileage as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { gasMileagePage } from './gas-mileage-page.js';

export const gasMileage: CalculatorDefinition = describedCalculator(calculator, gasMileagePage);
