// Generated from libs/calc-engine/src/calculators/permutation-combination/permutation-combination.ts and permutation-combination.md by `npm run generate`. Do not edit.
import { permutationCombination as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { permutationCombinationPage } from './permutation-combination-page.js';

export const permutationCombination: CalculatorDefinition = describedCalculator(calculator, permutationCombinationPage);
