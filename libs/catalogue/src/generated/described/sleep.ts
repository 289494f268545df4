// Generated from libs/calc-engine/src/calculators/sleep/sleep.ts and sleep.md by `npm run generate`. Do not edit.
import { sleep as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { sleepPage } from './sleep-page.js';

export const sleep: CalculatorDefinition = describedCalculator(calculator, sleepPage);
