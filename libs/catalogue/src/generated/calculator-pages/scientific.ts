// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { scientificPage } from '../described/scientific-page.js';

export const calculator: CalculatorShape = {
  "slug": "scientific",
  "inputs": [
    {
      "name": "expression",
      "label": "Expression",
      "type": "text",
      "required": true,
      "maxLength": 1000,
      "uiDefault": "2(3+4)^2",
      "placeholder": "e.g. sin(30) + 2^3",
      "help": "Numbers, + − × ÷ ^ ( ) !, pi and e, and functions such as sin(30), sqrt(2) or ln(5)."
    },
    {
      "name": "angleUnit",
      "label": "Angle Unit",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Degrees",
        "2": "Radians"
      },
      "uiDefault": 1,
      "help": "How sin, cos and tan read an angle, and how asin, acos and atan give one."
    }
  ],
  "outputs": [
    {
      "name": "result",
      "type": "number",
      "label": "Result",
      "significantDigits": 12
    }
  ],
  "primary": "result"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, scientificPage);
export const loadCode = () => import('../calculator-code/scientific.js');
