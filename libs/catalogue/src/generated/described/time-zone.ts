// Generated from libs/calc-engine/src/calculators/time-zone/time-zone.ts and time-zone.md by `npm run generate`. Do not edit.
import { timeZone as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { timeZonePage } from './time-zone-page.js';

export const timeZone: CalculatorDefinition = describedCalculator(calculator, timeZonePage);
