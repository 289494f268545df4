// Generated from libs/calc-engine/src/calculators/irr/irr.ts and irr.md by `npm run generate`. Do not edit.
import { irr as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { irrPage } from './irr-page.js';

export const irr: CalculatorDefinition = describedCalculator(calculator, irrPage);
