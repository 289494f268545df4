// Generated from libs/calc-engine/src/calculators/water-intake/water-intake.ts and water-intake.md by `npm run generate`. Do not edit.
import { waterIntake as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { waterIntakePage } from './water-intake-page.js';

export const waterIntake: CalculatorDefinition = describedCalculator(calculator, waterIntakePage);
