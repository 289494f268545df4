// Generated from libs/calc-engine/src/calculators/password-generator/password-generator.ts and password-generator.md by `npm run generate`. Do not edit.
import { passwordGenerator as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { passwordGeneratorPage } from './password-generator-page.js';

export const passwordGenerator: CalculatorDefinition = describedCalculator(calculator, passwordGeneratorPage);
