// Generated from libs/calc-engine/src/calculators/dice-roller/dice-roller.ts and dice-roller.md by `npm run generate`. Do not edit.
import { diceRoller as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { diceRollerPage } from './dice-roller-page.js';

export const diceRoller: CalculatorDefinition = describedCalculator(calculator, diceRollerPage);
