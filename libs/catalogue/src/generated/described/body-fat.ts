// Generated from libs/calc-engine/src/calculators/body-fat/body-fat.ts and body-fat.md by `npm run generate`. Do not edit.
import { bodyFat as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { bodyFatPage } from './body-fat-page.js';

export const bodyFat: CalculatorDefinition = describedCalculator(calculator, bodyFatPage);
