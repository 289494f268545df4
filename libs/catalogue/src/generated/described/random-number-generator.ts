// Generated from libs/calc-engine/src/calculators/random-number-generator/random-number-generator.ts and random-number-generator.md by `npm run generate`. Do not edit.
import { randomNumberGenerator as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { randomNumberGeneratorPage } from './random-number-generator-page.js';

export const randomNumberGenerator: CalculatorDefinition = describedCalculator(calculator, randomNumberGeneratorPage);
