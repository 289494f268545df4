// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { conceptionPage } from '../described/conception-page.js';

export const calculator: CalculatorShape = {
  "slug": "conception",
  "inputs": [
    {
      "name": "method",
      "label": "Based On",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "Due date",
        "2": "Last period"
      },
      "help": "A due date from an early ultrasound gives the most accurate answer."
    },
    {
      "name": "dueDate",
      "label": "Due Date",
      "type": "date",
      "required": true,
      "visibleWhen": {
        "input": "method",
        "equals": [
          1
        ]
      },
      "help": "The due date your midwife or doctor gave you."
    },
    {
      "name": "lastPeriodDate",
      "label": "First Day of Last Period",
      "type": "date",
      "required": true,
      "visibleWhen": {
        "input": "method",
        "equals": [
          2
        ]
      },
      "help": "The day your last period started."
    },
    {
      "name": "cycleLength",
      "label": "Average Cycle Length",
      "type": "number",
      "unit": "days",
      "required": false,
      "default": 28,
      "checked": true,
      "min": 20,
      "max": 45,
      "integer": true,
      "step": 1,
      "uiDefault": 28,
      "placeholder": "28",
      "visibleWhen": {
        "input": "method",
        "equals": [
          2
        ]
      },
      "help": "From the first day of one period to the first day of the next; 28 if you are not sure."
    }
  ],
  "outputs": [
    {
      "name": "conceptionDate",
      "type": "string",
      "label": "Likely conception date",
      "words": "the likely conception date"
    },
    {
      "name": "fertileWindowStart",
      "type": "string",
      "label": "Fertile window from",
      "words": "the fertile window's first day"
    },
    {
      "name": "fertileWindowEnd",
      "type": "string",
      "label": "Fertile window to"
    },
    {
      "name": "dueDate",
      "type": "string",
      "label": "Due date",
      "words": "the due date"
    },
    {
      "name": "equivalentLmpDate",
      "type": "string",
      "label": "Equivalent first day of last period"
    }
  ],
  "primary": "conceptionDate"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, conceptionPage);
export const loadCode = () => import('../calculator-code/conception.js');
