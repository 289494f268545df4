// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { timePage } from '../described/time-page.js';

export const calculator: CalculatorShape = {
  "slug": "time",
  "inputs": [
    {
      "name": "mode",
      "label": "Calculate",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Add or subtract durations",
        "2": "Add to or subtract from a date and time"
      },
      "uiDefault": 1,
      "help": "Two durations, or a date and time moved by a duration."
    },
    {
      "name": "days1",
      "label": "First Duration: Days",
      "type": "number",
      "unit": "days",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "help": "Whole or part days of the first duration.",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "hours1",
      "label": "First Duration: Hours",
      "type": "number",
      "unit": "h",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "help": "Hours; more than 24 is fine.",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "minutes1",
      "label": "First Duration: Minutes",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "help": "Minutes; 90 is an hour and a half.",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "seconds1",
      "label": "First Duration: Seconds",
      "type": "number",
      "unit": "s",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "help": "Seconds, decimals allowed.",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      }
    },
    {
      "name": "startDateTime",
      "label": "Start Date and Time",
      "type": "datetime",
      "required": false,
      "emptyMeansNow": true,
      "visibleWhen": {
        "input": "mode",
        "equals": [
          2
        ]
      },
      "help": "The moment to count from: now unless you choose another."
    },
    {
      "name": "operation",
      "label": "Operation",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "Add",
        "2": "Subtract"
      },
      "uiDefault": 1,
      "help": "Add the second duration, or take it away."
    },
    {
      "name": "days2",
      "label": "Second Duration: Days",
      "type": "number",
      "unit": "days",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "help": "Whole or part days to add or subtract."
    },
    {
      "name": "hours2",
      "label": "Second Duration: Hours",
      "type": "number",
      "unit": "h",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "help": "Hours; more than 24 is fine."
    },
    {
      "name": "minutes2",
      "label": "Second Duration: Minutes",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "help": "Minutes; 90 is an hour and a half."
    },
    {
      "name": "seconds2",
      "label": "Second Duration: Seconds",
      "type": "number",
      "unit": "s",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "help": "Seconds, decimals allowed."
    }
  ],
  "outputs": [
    {
      "name": "totalHours",
      "type": "number",
      "unit": "h",
      "label": "Total hours",
      "decimals": 4,
      "words": "the total time"
    },
    {
      "name": "totalSeconds",
      "type": "number",
      "unit": "s",
      "label": "Total seconds",
      "decimals": 3
    },
    {
      "name": "totalMinutes",
      "type": "number",
      "unit": "min",
      "label": "Total minutes",
      "decimals": 4
    },
    {
      "name": "totalDays",
      "type": "number",
      "unit": "days",
      "label": "Total days",
      "decimals": 4
    },
    {
      "name": "days",
      "type": "number",
      "unit": "days",
      "label": "Days",
      "decimals": 0
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
      "name": "seconds",
      "type": "number",
      "unit": "s",
      "label": "Seconds",
      "decimals": 3
    },
    {
      "name": "formatted",
      "type": "string",
      "label": "Days, hours, minutes and seconds"
    },
    {
      "name": "resultDateTime",
      "type": "string",
      "label": "Resulting date and time"
    },
    {
      "name": "resultDayOfWeek",
      "type": "string",
      "label": "Day of the week"
    }
  ],
  "primary": "totalHours"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, timePage);
export const loadCode = () => import('../calculator-code/time.js');
