// Generated from libs/calc-engine/src/calculators/number-sequence/number-sequence.ts and number-sequence.md by `npm run generate`. Do not edit.
import { numberSequence as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { numberSequencePage } from './number-sequence-page.js';

export const numberSequence: CalculatorDefinition = describedCalculator(calculator, numberSequencePage);
