// Generated from libs/calc-engine/src/calculators/one-rep-max/one-rep-max.ts and one-rep-max.md by `npm run generate`. Do not edit.
import { oneRepMax as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { oneRepMaxPage } from './one-rep-max-page.js';

export const oneRepMax: CalculatorDefinition = describedCalculator(calculator, oneRepMaxPage);
