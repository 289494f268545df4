// Generated from libs/calc-engine/src/calculators/gpa/gpa.ts and gpa.md by `npm run generate`. Do not edit.
import { gpa as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { gpaPage } from './gpa-page.js';

export const gpa: CalculatorDefinition = describedCalculator(calculator, gpaPage);
