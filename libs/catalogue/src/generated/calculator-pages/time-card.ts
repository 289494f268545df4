// Generated from the engine's calculator order and the catalogue's definitions by `npm run generate`. Do not edit.
import type { CalculatorShape } from '@calchub/calc-engine';
import { describedPage } from '../../described-page.js';
import type { CalculatorPageDefinition } from '../../types.js';
import { timeCardPage } from '../described/time-card-page.js';

export const calculator: CalculatorShape = {
  "slug": "time-card",
  "inputs": [
    {
      "name": "day1Start",
      "label": "Day 1 In",
      "type": "time",
      "required": false,
      "uiDefault": "09:00",
      "help": "When you clock in, on a 24-hour clock; leave a day off empty."
    },
    {
      "name": "day1End",
      "label": "Day 1 Out",
      "type": "time",
      "required": false,
      "uiDefault": "17:00",
      "help": "An out time earlier than the in time is the next day."
    },
    {
      "name": "day1Break",
      "label": "Day 1 Break",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1440,
      "step": 1,
      "uiDefault": 30,
      "help": "Unpaid minutes off during the shift."
    },
    {
      "name": "day2Start",
      "label": "Day 2 In",
      "type": "time",
      "required": false,
      "uiDefault": "09:00"
    },
    {
      "name": "day2End",
      "label": "Day 2 Out",
      "type": "time",
      "required": false,
      "uiDefault": "17:00"
    },
    {
      "name": "day2Break",
      "label": "Day 2 Break",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1440,
      "step": 1,
      "uiDefault": 30
    },
    {
      "name": "day3Start",
      "label": "Day 3 In",
      "type": "time",
      "required": false,
      "uiDefault": "09:00"
    },
    {
      "name": "day3End",
      "label": "Day 3 Out",
      "type": "time",
      "required": false,
      "uiDefault": "17:00"
    },
    {
      "name": "day3Break",
      "label": "Day 3 Break",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1440,
      "step": 1,
      "uiDefault": 30
    },
    {
      "name": "day4Start",
      "label": "Day 4 In",
      "type": "time",
      "required": false,
      "uiDefault": "09:00"
    },
    {
      "name": "day4End",
      "label": "Day 4 Out",
      "type": "time",
      "required": false,
      "uiDefault": "17:00"
    },
    {
      "name": "day4Break",
      "label": "Day 4 Break",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1440,
      "step": 1,
      "uiDefault": 30
    },
    {
      "name": "day5Start",
      "label": "Day 5 In",
      "type": "time",
      "required": false,
      "uiDefault": "09:00"
    },
    {
      "name": "day5End",
      "label": "Day 5 Out",
      "type": "time",
      "required": false,
      "uiDefault": "17:00"
    },
    {
      "name": "day5Break",
      "label": "Day 5 Break",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1440,
      "step": 1,
      "uiDefault": 30
    },
    {
      "name": "day6Start",
      "label": "Day 6 In",
      "type": "time",
      "required": false
    },
    {
      "name": "day6End",
      "label": "Day 6 Out",
      "type": "time",
      "required": false
    },
    {
      "name": "day6Break",
      "label": "Day 6 Break",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1440,
      "step": 1
    },
    {
      "name": "day7Start",
      "label": "Day 7 In",
      "type": "time",
      "required": false
    },
    {
      "name": "day7End",
      "label": "Day 7 Out",
      "type": "time",
      "required": false
    },
    {
      "name": "day7Break",
      "label": "Day 7 Break",
      "type": "number",
      "unit": "min",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1440,
      "step": 1
    },
    {
      "name": "hourlyRate",
      "label": "Hourly Rate",
      "type": "number",
      "unit": "$",
      "required": false,
      "default": 0,
      "checked": true,
      "min": 0,
      "max": 1000000,
      "step": 0.01,
      "uiDefault": 20,
      "placeholder": "e.g. 20",
      "help": "The regular pay for one hour; leave empty for hours only."
    },
    {
      "name": "overtimeAfter",
      "label": "Overtime After",
      "type": "number",
      "unit": "h",
      "required": false,
      "default": 40,
      "checked": true,
      "min": 0,
      "max": 168,
      "step": 1,
      "uiDefault": 40,
      "help": "Hours in the week paid at the regular rate: 40 under federal law."
    },
    {
      "name": "overtimeMultiplier",
      "label": "Overtime Rate",
      "type": "number",
      "unit": "×",
      "required": false,
      "default": 1.5,
      "checked": true,
      "min": 1,
      "max": 5,
      "step": 0.25,
      "uiDefault": 1.5,
      "decimals": 2,
      "help": "How many times the hourly rate an overtime hour pays: 1.5 is time and a half."
    }
  ],
  "outputs": [
    {
      "name": "totalHours",
      "type": "number",
      "unit": "h",
      "label": "Total hours",
      "decimals": 2,
      "words": "the hours in the week"
    },
    {
      "name": "regularHours",
      "type": "number",
      "unit": "h",
      "label": "Regular hours",
      "decimals": 2
    },
    {
      "name": "overtimeHours",
      "type": "number",
      "unit": "h",
      "label": "Overtime hours",
      "decimals": 2
    },
    {
      "name": "regularPay",
      "type": "number",
      "unit": "$",
      "label": "Regular pay"
    },
    {
      "name": "overtimePay",
      "type": "number",
      "unit": "$",
      "label": "Overtime pay"
    },
    {
      "name": "totalPay",
      "type": "number",
      "unit": "$",
      "label": "Total pay",
      "words": "the pay for the week"
    },
    {
      "name": "day1Hours",
      "type": "number",
      "unit": "h",
      "label": "Day 1 hours",
      "decimals": 2
    },
    {
      "name": "day2Hours",
      "type": "number",
      "unit": "h",
      "label": "Day 2 hours",
      "decimals": 2
    },
    {
      "name": "day3Hours",
      "type": "number",
      "unit": "h",
      "label": "Day 3 hours",
      "decimals": 2
    },
    {
      "name": "day4Hours",
      "type": "number",
      "unit": "h",
      "label": "Day 4 hours",
      "decimals": 2
    },
    {
      "name": "day5Hours",
      "type": "number",
      "unit": "h",
      "label": "Day 5 hours",
      "decimals": 2
    },
    {
      "name": "day6Hours",
      "type": "number",
      "unit": "h",
      "label": "Day 6 hours",
      "decimals": 2
    },
    {
      "name": "day7Hours",
      "type": "number",
      "unit": "h",
      "label": "Day 7 hours",
      "decimals": 2
    }
  ],
  "primary": "totalHours"
};
export const definition: CalculatorPageDefinition = describedPage(calculator, timeCardPage);
export const loadCode = () => import('../calculator-code/time-card.js');
