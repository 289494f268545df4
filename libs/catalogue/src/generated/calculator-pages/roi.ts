// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { roiPage } from '../described/roi-page.js';

export const calculator: CalculatorShape = {
  "slug": "roi",
  "inputs": [
    {
      "name": "amountInvested",
      "label": "Amount Invested",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0.01,
      "max": 1000000000,
      "step": 100,
      "uiDefault": 1000,
      "placeholder": "e.g. 1,000"
    },
    {
      "name": "amountReturned",
      "label": "Amount Returned (final value)",
      "type": "number",
      "unit": "$",
      "required": true,
      "min": 0,
      "max": 10000000000,
      "step": 100,
      "uiDefault": 1200,
      "placeholder": "e.g. 1,200",
      "help": "What you got back or what it is worth now, including any income it paid you."
    },
    {
      "name": "investmentLength",
      "label": "Investment Length",
      "type": "number",
      "unit": "years",
      "required": false,
      "min": 0,
      "max": 100,
      "step": 0.5,
      "uiDefault": 2,
      "placeholder": "e.g. 2",
      "help": "Optional: enter it to see the annualized (yearly) return."
    }
  ],
  "outputs": [
    {
      "name": "roi",
      "type": "number",
      "unit": "%",
      "label": "ROI",
      "words": "the ROI"
    },
    {
      "name": "gainOrLoss",
      "type": "number",
      "unit": "$",
      "label": "Gain or loss"
    },
    {
      "name": "annualizedRoi",
      "type": "number",
      "unit": "%",
      "label": "Annualized ROI",
      "words": "the annualized ROI"
    }
  ],
  "primary": "roi"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, roiPage);
export const loadCode = () => import('../calculator-code/roi.js');
