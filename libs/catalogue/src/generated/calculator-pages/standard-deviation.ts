// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { standardDeviationPage } from '../described/standard-deviation-page.js';

export const calculator: CalculatorShape = {
  "slug": "standard-deviation",
  "inputs": [
    {
      "name": "data",
      "label": "Numbers",
      "type": "numberList",
      "required": true,
      "uiDefault": "10, 12, 23, 23, 16, 23, 21, 16",
      "placeholder": "e.g. 10, 12, 23, 23, 16",
      "help": "Separate the numbers with commas, spaces or new lines."
    },
    {
      "name": "dataType",
      "label": "Data Is",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "A sample",
        "2": "A whole population"
      },
      "uiDefault": 1,
      "help": "A sample stands for a larger group; a population is every member of the group."
    }
  ],
  "outputs": [
    {
      "name": "standardDeviation",
      "type": "number",
      "label": "Standard deviation",
      "decimals": 4
    },
    {
      "name": "variance",
      "type": "number",
      "label": "Variance",
      "decimals": 4
    },
    {
      "name": "mean",
      "type": "number",
      "label": "Mean",
      "decimals": 4
    },
    {
      "name": "count",
      "type": "number",
      "label": "Count",
      "decimals": 0,
      "words": "the count of numbers"
    },
    {
      "name": "sum",
      "type": "number",
      "label": "Sum",
      "decimals": 4
    },
    {
      "name": "sumOfSquares",
      "type": "number",
      "label": "Sum of squared deviations",
      "decimals": 4
    },
    {
      "name": "standardError",
      "type": "number",
      "label": "Standard error of the mean",
      "decimals": 4
    }
  ],
  "primary": "standardDeviation"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, standardDeviationPage);
export const loadCode = () => import('../calculator-code/standard-deviation.js');
