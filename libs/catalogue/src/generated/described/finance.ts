// Generated from libs/calc-engine/src/calculators/finance/finance.ts and finance.md by `npm run generate`. Do not edit.
import { finance as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { financePage } from './finance-page.js';

export const finance: CalculatorDefinition = describedCalculator(calculator, financePage);
