// Generated from libs/calc-engine/src/calculators/payment/payment.ts and payment.md by `npm run generate`. Do not edit.
import { payment as calculator } from '@calchub/calc-engine';
import { describedCalculator } from '../../described-calculator.js';
import type { CalculatorDefinition } from '../../types.js';
import { paymentPage } from './payment-page.js';

export const payment: CalculatorDefinition = describedCalculator(calculator, paymentPage);
