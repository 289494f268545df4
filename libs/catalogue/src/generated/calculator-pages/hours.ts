// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { hoursPage } from '../described/hours-page.js';

export const calculator: CalculatorShape = {
  "slug": "hours",
  "inputs": [
    {
      "name": "mode",
      "label": "Between",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Two times",
        "2": "Two dates and times"
      },
      "uiDefault": 1,
      "help": "Two clock times for a shift; two dates and times for anything longer than a day."
    },
    {
      "name": "startTime",
      "label": "Start Time",
      "type": "time",
      "required": true,
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      },
      "uiDefault": "09:00",
      "help": "When you start, on a 24-hour clock."
    },
    {
      "name": "endTime",
      "label": "End Time",
      "type": "time",
      "required": true,
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      },
      "uiDefault": "17:00",
      "help": "An end earlier than the start is on the next day (a night shift)."
    },
    {
      "name": "startDateTime",
      "label": "Start",
      "type": "datetime",
      "required": true,
      "visibleWhen": {
        "input": "mode",
        "equals": [
          2
        ]
      },
      "help": "The day and time you start."
    },
    {
      "name": "endDateTime",
      "label": "End",
      "type": "datetime",
      "required": true,
      "visibleWhen": {
        "input": "mode",
        "equals": [
          2
        ]
      },
      "help": "The day and time you finish."
    },
    {
      "name": "breakMinutes",
      "label": "Unpaid Breaks",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 10000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "e.g. 30",
      "help": "Minutes not counted: a lunch break you are not paid for."
    }
  ],
  "outputs": [
    {
      "name": "totalHours",
      "type": "number",
      "unit": "h",
      "label": "Total hours",
      "words": "the hours worked"
    },
    {
      "name": "hours",
      "type": "number",
      "unit": "h",
      "label": "Hours",
      "decimals": 0
    },
    {
      "name": "minutes",
      "type": "number",
      "unit": "min",
      "label": "Minutes",
      "decimals": 0
    },
    {
      "name": "totalMinutes",
      "type": "number",
      "unit": "min",
      "label": "Total minutes"
    },
    {
      "name": "hoursMinutes",
      "type": "string",
      "label": "Hours and minutes"
    }
  ],
  "primary": "totalHours"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, hoursPage);
export const loadCode = () => import('../calculator-code/hours.js');
