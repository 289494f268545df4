// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { datePage } from '../described/date-page.js';

export const calculator: CalculatorShape = {
  "slug": "date",
  "inputs": [
    {
      "name": "mode",
      "label": "Calculate",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2,
        3
      ],
      "optionLabels": {
        "1": "Add or subtract",
        "2": "Days between two dates",
        "3": "Add business days"
      },
      "uiDefault": 1,
      "help": "Move a date, count the days between two dates, or move by working days."
    },
    {
      "name": "startDate",
      "label": "Start Date",
      "type": "date",
      "required": false,
      "emptyMeansToday": true,
      "help": "The day to count from: today unless you choose another."
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
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      },
      "help": "Go forward or back in time."
    },
    {
      "name": "years",
      "label": "Years",
      "type": "number",
      "unit": "years",
      "required": false,
      "default": 0,
      "checked": true,
      "integer": true,
      "min": 0,
      "max": 10000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      },
      "help": "Whole years to move by."
    },
    {
      "name": "months",
      "label": "Months",
      "type": "number",
      "unit": "months",
      "required": false,
      "default": 0,
      "checked": true,
      "integer": true,
      "min": 0,
      "max": 10000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      },
      "help": "Whole months to move by."
    },
    {
      "name": "weeks",
      "label": "Weeks",
      "type": "number",
      "unit": "weeks",
      "required": false,
      "default": 0,
      "checked": true,
      "integer": true,
      "min": 0,
      "max": 10000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      },
      "help": "Whole weeks to move by."
    },
    {
      "name": "days",
      "label": "Days",
      "type": "number",
      "unit": "days",
      "required": false,
      "default": 0,
      "checked": true,
      "integer": true,
      "min": 0,
      "max": 10000,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          1
        ]
      },
      "help": "Whole days to move by."
    },
    {
      "name": "endDate",
      "label": "End Date",
      "type": "date",
      "required": true,
      "visibleWhen": {
        "input": "mode",
        "equals": [
          2
        ]
      },
      "help": "The day to count to."
    },
    {
      "name": "includeEndDate",
      "label": "Count the End Date",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2
      ],
      "optionLabels": {
        "1": "No",
        "2": "Yes (adds 1)"
      },
      "uiDefault": 1,
      "visibleWhen": {
        "input": "mode",
        "equals": [
          2
        ]
      },
      "help": "Count both the first and the last day, as for the length of a stay."
    },
    {
      "name": "businessDays",
      "label": "Business Days",
      "type": "number",
      "unit": "days",
      "required": true,
      "checked": true,
      "integer": true,
      "min": -100000,
      "max": 100000,
      "step": 1,
      "uiDefault": 10,
      "placeholder": "e.g. 10",
      "visibleWhen": {
        "input": "mode",
        "equals": [
          3
        ]
      },
      "help": "Working days, Monday to Friday; a negative number goes back."
    },
    {
      "name": "holidays",
      "label": "Holidays",
      "type": "dateList",
      "required": false,
      "maxItems": 1000,
      "visibleWhen": {
        "input": "mode",
        "equals": [
          2,
          3
        ]
      },
      "placeholder": "e.g. 2024-12-25, 2025-01-01",
      "help": "Dates that are not business days, separated by commas or new lines."
    }
  ],
  "outputs": [
    {
      "name": "resultDate",
      "type": "string",
      "label": "Resulting date",
      "words": "the resulting date"
    },
    {
      "name": "dayOfWeek",
      "type": "string",
      "label": "Day of the week"
    },
    {
      "name": "totalDays",
      "type": "number",
      "unit": "days",
      "label": "Days between",
      "decimals": 0,
      "words": "the days between"
    },
    {
      "name": "weeks",
      "type": "number",
      "unit": "weeks",
      "label": "Whole weeks",
      "decimals": 0
    },
    {
      "name": "remainderDays",
      "type": "number",
      "unit": "days",
      "label": "And days",
      "decimals": 0
    },
    {
      "name": "businessDays",
      "type": "number",
      "unit": "days",
      "label": "Business days",
      "decimals": 0
    },
    {
      "name": "years",
      "type": "number",
      "unit": "years",
      "label": "Years",
      "decimals": 0
    },
    {
      "name": "months",
      "type": "number",
      "unit": "months",
      "label": "Months",
      "decimals": 0
    },
    {
      "name": "days",
      "type": "number",
      "unit": "days",
      "label": "Days",
      "decimals": 0
    }
  ],
  "primary": "resultDate"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, datePage);
export const loadCode = () => import('../calculator-code/date.js');
