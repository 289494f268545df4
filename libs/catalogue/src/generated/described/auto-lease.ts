// Generated from libs/calc-engine/src/calculators/auto-lease/auto-lease.ts and auto-lease.md by `npm run generate`. Do not edit.
import { autoLease as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { autoLeasePage } from './auto-lease-page.js';

export const autoLease: CalculatorDefinition = describedCalculator(calculator, autoLeasePage);
