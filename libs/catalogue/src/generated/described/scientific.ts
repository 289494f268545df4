// Generated from libs/calc-engine/src/calculators/scientific/scientific.ts and scientific.md by `npm run generate`. Do not edit.
import { scientific as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { scientificPage } from './scientific-page.js';

export const scientific: CalculatorDefinition = describedCalculator(calculator, scientificPage);
