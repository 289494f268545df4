// Generated from libs/calc-engine/src/calculators/time/time.ts and time.md by `npm run generate`. Do not edit.
import { time as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { timePage } from './time-page.js';

export const time: CalculatorDefinition = describedCalculator(calculator, timePage);
