// Generated from libs/calc-engine/src/calculators/protein/protein.ts and protein.md by `npm run generate`. Do not edit.
import { protein as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { proteinPage } from './protein-page.js';

export const protein: CalculatorDefinition = describedCalculator(calculator, proteinPage);
