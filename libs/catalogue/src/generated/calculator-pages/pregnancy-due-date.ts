// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { pregnancyDueDatePage } from '../described/pregnancy-due-date-page.js';

export const calculator: CalculatorShape = {
  "slug": "pregnancy-due-date",
  "inputs": [
    {
      "name": "method",
      "label": "Calculate From",
      "type": "select",
      "required": true,
      "options": [
        1,
        2
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "First day of last period",
        "2": "Conception date"
      }
    },
    {
      "name": "lastPeriodDate",
      "label": "First Day of Last Period",
      "type": "date",
      "required": true,
      "visibleWhen": {
        "input": "method",
        "equals": [
          1
        ]
      },
      "placeholder": "YYYY-MM-DD",
      "help": "The day your last period started, not the day it ended."
    },
    {
      "name": "cycleLength",
      "label": "Average Cycle Length",
      "type": "number",
      "unit": "days",
      "required": false,
      "default": 28,
      "min": 20,
      "max": 45,
      "integer": true,
      "visibleWhen": {
        "input": "method",
        "equals": [
          1
        ]
      },
      "step": 1,
      "uiDefault": 28,
      "placeholder": "28",
      "help": "From the first day of one period to the first day of the next. Leave at 28 if you are not sure."
    },
    {
      "name": "conceptionDate",
      "label": "Conception Date",
      "type": "date",
      "required": true,
      "visibleWhen": {
        "input": "method",
        "equals": [
          2
        ]
      },
      "placeholder": "YYYY-MM-DD",
      "help": "Only if you know it, for example from ovulation tracking."
    },
    {
      "name": "asOfDate",
      "label": "Count Weeks As Of",
      "type": "date",
      "required": false,
      "placeholder": "YYYY-MM-DD",
      "help": "Optional: the day to count weeks pregnant on. Leave empty for today."
    }
  ],
  "outputs": [
    {
      "name": "dueDate",
      "type": "string",
      "label": "Due date"
    },
    {
      "name": "estimatedConceptionDate",
      "type": "string",
      "label": "Estimated conception date"
    },
    {
      "name": "secondTrimesterStart",
      "type": "string",
      "label": "Second trimester begins"
    },
    {
      "name": "thirdTrimesterStart",
      "type": "string",
      "label": "Third trimester begins"
    },
    {
      "name": "gestationalAgeWeeks",
      "type": "number",
      "unit": "weeks",
      "label": "Weeks pregnant"
    },
    {
      "name": "gestationalAgeDays",
      "type": "number",
      "unit": "days",
      "label": "And days"
    },
    {
      "name": "daysUntilDue",
      "type": "number",
      "unit": "days",
      "label": "Days until due date"
    }
  ],
  "primary": "dueDate"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, pregnancyDueDatePage);
export const loadCode = () => import('../calculator-code/pregnancy-due-date.js');
