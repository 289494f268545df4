// Generated from libs/calc-engine/src/calculators/time-card/time-card.ts and time-card.md by `npm run generate`. Do not edit.
import { timeCard as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { timeCardPage } from './time-card-page.js';

export const timeCard: CalculatorDefinition = describedCalculator(calculator, timeCardPage);
