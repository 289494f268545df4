// Generated from libs/calc-engine/src/calculators/body-surface-area/body-surface-area.ts and body-surface-area.md by `npm run generate`. Do not edit.
import { bodySurfaceArea as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { bodySurfaceAreaPage } from './body-surface-area-page.js';

export const bodySurfaceArea: CalculatorDefinition = describedCalculator(calculator, bodySurfaceAreaPage);
