// Generated from libs/calc-engine/src/calculators/quadratic-formula/quadratic-formula.ts and quadratic-formula.md by `npm run generate`. Do not edit.
import { quadraticFormula as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { quadraticFormulaPage } from './quadratic-formula-page.js';

export const quadraticFormula: CalculatorDefinition = describedCalculator(calculator, quadraticFormulaPage);
