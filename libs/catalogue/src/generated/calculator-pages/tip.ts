// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { tipPage } from '../described/tip-page.js';

export const calculator: CalculatorShape = {
  "slug": "tip",
  "inputs": [
    {
      "name": "billAmount",
      "label": "Bill",
      "type": "number",
      "unit": "$",
      "required": true,
      "checked": true,
      "min": 0,
      "minExclusive": true,
      "max": 1000000000,
      "step": 0.01,
      "uiDefault": 50,
      "placeholder": "e.g. 50",
      "help": "The amount on the check the tip is worked out on."
    },
    {
      "name": "tipPercent",
      "label": "Tip",
      "type": "number",
      "unit": "%",
      "required": false,
      "default": 15,
      "checked": true,
      "min": 0,
      "max": 100,
      "step": 0.5,
      "uiDefault": 15,
      "placeholder": "e.g. 15",
      "help": "A share of the bill: 15% to 20% is usual for table service in the US. Empty means 15%."
    },
    {
      "name": "numberOfPeople",
      "label": "People",
      "type": "number",
      "required": false,
      "default": 1,
      "checked": true,
      "integer": true,
      "min": 1,
      "max": 100,
      "step": 1,
      "uiDefault": 1,
      "placeholder": "e.g. 4",
      "help": "How many share the bill equally. Empty means 1."
    },
    {
      "name": "roundUp",
      "label": "Round Up",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "No",
        "2": "Round each share up to a whole dollar"
      },
      "uiDefault": 1,
      "help": "Rounding up makes each share easy to pay in cash; the extra goes to the tip."
    }
  ],
  "outputs": [
    {
      "name": "tipAmount",
      "type": "number",
      "unit": "$",
      "label": "Tip",
      "words": "the tip"
    },
    {
      "name": "totalAmount",
      "type": "number",
      "unit": "$",
      "label": "Total with tip",
      "words": "the total with tip"
    },
    {
      "name": "tipPerPerson",
      "type": "number",
      "unit": "$",
      "label": "Tip per person"
    },
    {
      "name": "totalPerPerson",
      "type": "number",
      "unit": "$",
      "label": "Total per person",
      "words": "each share"
    },
    {
      "name": "effectiveTipPercent",
      "type": "number",
      "unit": "%",
      "label": "Tip as a share of the bill"
    }
  ],
  "primary": "tipAmount"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, tipPage);
export const loadCode = () => import('../calculator-code/tip.js');
