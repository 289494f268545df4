// Generated from libs/calc-engine/src/calculators/volume/volume.ts and volume.md by `npm run generate`. Do not edit.
import { volume as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { volumePage } from './volume-page.js';

export const volume: CalculatorDefinition = describedCalculator(calculator, volumePage);
