// Generated from libs/calc-engine/src/calculators/ip-subnet/ip-subnet.ts and ip-subnet.md by `npm run generate`. Do not edit.
import { ipSubnet as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { ipSubnetPage } from './ip-subnet-page.js';

export const ipSubnet: CalculatorDefinition = describedCalculator(calculator, ipSubnetPage);
