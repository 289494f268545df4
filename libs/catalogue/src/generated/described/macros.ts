// Generated from libs/calc-engine/src/calculators/macros/macros.ts and macros.md by `npm run generate`. Do not edit.
import { macros as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { macrosPage } from './macros-page.js';

export const macros: CalculatorDefinition = describedCalculator(calculator, macrosPage);
