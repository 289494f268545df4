// Generated from libs/calc-engine/src/calculators/roman-numeral/roman-numeral.ts and roman-numeral.md by `npm run generate`. Do not edit.
import { romanNumeral as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { romanNumeralPage } from './roman-numeral-page.js';

export const romanNumeral: CalculatorDefinition = describedCalculator(calculator, romanNumeralPage);
