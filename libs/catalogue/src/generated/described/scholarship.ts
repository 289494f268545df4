// Generated from libs/calc-engine/src/calculators/scholarship/scholarship.ts and scholarship.md by `npm run generate`. Do not edit.
import { scholarship as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { scholarshipPage } from './scholarship-page.js';

export const scholarship: CalculatorDefinition = describedCalculator(calculator, scholarshipPage);
