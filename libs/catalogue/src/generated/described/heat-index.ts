// Generated from libs/calc-engine/src/calculators/heat-index/heat-index.ts and heat-index.md by `npm run generate`. Do not edit.
import { heatIndex as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { heatIndexPage } from './heat-index-page.js';

export const heatIndex: CalculatorDefinition = describedCalculator(calculator, heatIndexPage);
