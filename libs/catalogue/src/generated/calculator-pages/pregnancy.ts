// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { pregnancyPage } from '../described/pregnancy-page.js';

export const calculator: CalculatorShape = {
  "slug": "pregnancy",
  "inputs": [
    {
      "name": "method",
      "label": "Based On",
      "type": "select",
      "required": false,
      "default": 1,
      "options": [
        1,
        2,
        3,
        4,
        5
      ],
      "uiDefault": 1,
      "optionLabels": {
        "1": "Last period",
        "2": "Due date",
        "3": "Conception date",
        "4": "Ultrasound",
        "5": "IVF transfer"
      },
      "help": "An early ultrasound or an IVF transfer date dates a pregnancy most accurately."
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
      "help": "The day your last period started, not the day it ended."
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
          1
        ]
      },
      "help": "From the first day of one period to the first day of the next; 28 if you are not sure."
    },
    {
      "name": "dueDate",
      "label": "Due Date",
      "type": "date",
      "required": true,
      "visibleWhen": {
        "input": "method",
        "equals": [
          2
        ]
      },
      "help": "The due date your midwife or doctor gave you."
    },
    {
      "name": "conceptionDate",
      "label": "Conception Date",
      "type": "date",
      "required": true,
      "visibleWhen": {
        "input": "method",
        "equals": [
          3
        ]
      },
      "help": "Only if you know it, for example from ovulation tests."
    },
    {
      "name": "ultrasoundDate",
      "label": "Ultrasound Date",
      "type": "date",
      "required": true,
      "visibleWhen": {
        "input": "method",
        "equals": [
          4
        ]
      },
      "help": "The day of the dating scan."
    },
    {
      "name": "ultrasoundWeeks",
      "label": "Gestational Age at Scan: Weeks",
      "type": "number",
      "unit": "weeks",
      "required": true,
      "checked": true,
      "min": 4,
      "max": 42,
      "integer": true,
      "step": 1,
      "uiDefault": 8,
      "placeholder": "e.g. 8",
      "visibleWhen": {
        "input": "method",
        "equals": [
          4
        ]
      },
      "help": "The weeks the scan report gives (\"8w2d\" is 8 weeks and 2 days)."
    },
    {
      "name": "ultrasoundDays",
      "label": "…and Days",
      "type": "number",
      "unit": "days",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 6,
      "integer": true,
      "step": 1,
      "uiDefault": 0,
      "placeholder": "0",
      "visibleWhen": {
        "input": "method",
        "equals": [
          4
        ]
      }
    },
    {
      "name": "transferDate",
      "label": "Embryo Transfer Date",
      "type": "date",
      "required": true,
      "visibleWhen": {
        "input": "method",
        "equals": [
          5
        ]
      },
      "help": "The day the embryo was transferred."
    },
    {
      "name": "embryoAge",
      "label": "Embryo Age at Transfer",
      "type": "select",
      "required": false,
      "default": 5,
      "options": [
        3,
        5
      ],
      "uiDefault": 5,
      "optionLabels": {
        "3": "Day 3",
        "5": "Day 5 (blastocyst)"
      },
      "visibleWhen": {
        "input": "method",
        "equals": [
          5
        ]
      }
    },
    {
      "name": "asOfDate",
      "label": "As Of",
      "type": "date",
      "required": false,
      "emptyMeansToday": true,
      "help": "The day to count weeks on: today unless you choose another day."
    }
  ],
  "outputs": [
    {
      "name": "gestationalWeeks",
      "type": "number",
      "unit": "weeks",
      "label": "Weeks pregnant",
      "decimals": 0,
      "words": "the weeks pregnant"
    },
    {
      "name": "gestationalDays",
      "type": "number",
      "unit": "days",
      "label": "And days",
      "decimals": 0
    },
    {
      "name": "gestationalAgeDays",
      "type": "number",
      "unit": "days",
      "label": "Days pregnant in all",
      "decimals": 0,
      "words": "the days pregnant"
    },
    {
      "name": "trimester",
      "type": "number",
      "label": "Trimester",
      "decimals": 0,
      "words": "the trimester"
    },
    {
      "name": "dueDate",
      "type": "string",
      "label": "Due date"
    },
    {
      "name": "conceptionDate",
      "type": "string",
      "label": "Estimated conception date"
    },
    {
      "name": "daysUntilDue",
      "type": "number",
      "unit": "days",
      "label": "Days until the due date",
      "decimals": 0,
      "words": "the days until the due date"
    },
    {
      "name": "percentComplete",
      "type": "number",
      "unit": "%",
      "label": "Of 40 weeks",
      "decimals": 1,
      "words": "the share of 40 weeks"
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
    }
  ],
  "primary": "gestationalWeeks"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, pregnancyPage);
export const loadCode = () => import('../calculator-code/pregnancy.js');
